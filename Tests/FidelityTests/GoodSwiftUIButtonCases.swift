import SwiftUI

// GoodSwiftUI's buttons. https://github.com/GoodRequest/GoodSwiftUI, MIT licence (References/GoodSwiftUI/LICENSE),
// commit e4984899c26fbb76e6caefb3a166fe91e40489df.
// The button style below is Sources/GRButton/GRButtonModels.swift, GRButtonStyle.swift and
// GRButtonStyleSize.swift, unchanged but for the file headers.
// Their test is GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift:
// `assertSnapshot(of: content, as: .image)`, that is `.image(layout: .sizeThatFits)` with default traits, of a
// `Button("Button") {}.fixedSize()` (or a button with an `EmptyView` label) in `GRButtonStyle` with the test's
// appearance, on an iPhone 16 Pro simulator with iOS 18.6 in light mode (XCTestCaseExtension.swift), at 3x.


public struct GRButtonAppearanceModel {
    
    public let backgroundColor: Color
    public let disabledBackgroundColor: Color
    public let loadingTintColor: Color
    public let iconTintColor: Color
    public let iconDisabledTintColor: Color
    public let textColor: Color
    public let disabledTextColor: Color
    public let textFont: Font
    public let disabledTextFont: Font
    
    public init(
        backgroundColor: Color,
        disabledBackgroundColor: Color,
        loadingTintColor: Color,
        iconTintColor: Color,
        iconDisabledTintColor: Color,
        textColor: Color,
        disabledTextColor: Color,
        textFont: Font,
        disabledTextFont: Font
    ) {
        self.backgroundColor = backgroundColor
        self.disabledBackgroundColor = disabledBackgroundColor
        self.loadingTintColor = loadingTintColor
        self.iconTintColor = iconTintColor
        self.iconDisabledTintColor = iconDisabledTintColor
        self.textColor = textColor
        self.disabledTextColor = disabledTextColor
        self.textFont = textFont
        self.disabledTextFont = disabledTextFont
    }
    
}

public struct GRButtonIconModel {
    
    public let leftIcon: Image?
    public let rightIcon: Image?
    public let mirrorIconSpace: Bool
    
    public init(
        leftIcon: Image? = nil,
        rightIcon: Image? = nil,
        mirrorIconSpace: Bool = false
    ) {
        self.leftIcon = leftIcon
        self.rightIcon = rightIcon
        self.mirrorIconSpace = mirrorIconSpace
    }
    
}

public struct GRButtonFrameModel {
    
    public let minHeight: CGFloat
    public let maxHeight: CGFloat?
    public let minWidth: CGFloat?
    public let maxWidht: CGFloat?
    public let iconSize: CGSize
    public let edgeSpacing: EdgeInsets
    public let itemSpacing: CGFloat
    public let cornerRadius: CGFloat

    public init(
        minHeight: CGFloat,
        maxHeight: CGFloat? = nil,
        minWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        iconSize: CGSize,
        edgeSpacing: EdgeInsets,
        itemSpacing: CGFloat,
        cornerRadius: CGFloat
    ) {
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.minWidth = minWidth
        self.maxWidht = maxWidth
        self.iconSize = iconSize
        self.edgeSpacing = edgeSpacing
        self.itemSpacing = itemSpacing
        self.cornerRadius = cornerRadius
    }

}

public struct GRButtonStyle: ButtonStyle {
    
    // MARK: - Constants

    private enum C {

        static let minimalScale = CGFloat(0.95)
        static let opacity = CGFloat(0.8)

    }
    
    @Environment(\.isEnabled) var isEnabled
    
    var isLeftIconMirroring: Bool {
        if iconModel?.leftIcon == nil,
           isLoading || iconModel?.rightIcon != nil {
            return iconModel?.mirrorIconSpace ?? false
        }
        return false
    }
    
    var isRightIconMirroring: Bool {
        if iconModel?.rightIcon == nil, iconModel?.leftIcon != nil {
            return iconModel?.mirrorIconSpace ?? false
        }
        return false
    }
    
    let appearance: GRButtonAppearanceModel
    let iconModel: GRButtonIconModel?
    let isLoading: Bool
    let size: GRButtonFrameModel

    @ScaledMetric private var buttonMinHeight: CGFloat
    @ScaledMetric private var buttonMinWidth: CGFloat
    @ScaledMetric private var buttonMaxHeight: CGFloat
    @ScaledMetric private var buttonMaxWidth: CGFloat
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    @ScaledMetric private var iconHeight: CGFloat
    @ScaledMetric private var iconWidth: CGFloat

    // MARK: - Initialization
    
    public init(
        appearance: GRButtonAppearanceModel,
        iconModel: GRButtonIconModel? = nil,
        isLoading: Bool = false,
        size: GRButtonFrameModel = .medium()
    ) {
        self.appearance = appearance
        self.iconModel = iconModel
        self.isLoading = isLoading
        self.size = size

        self._buttonMinHeight = ScaledMetric(wrappedValue: size.minHeight)
        self._buttonMinWidth = ScaledMetric(wrappedValue: size.minWidth ?? -1) // -1 means no width constraint
        self._buttonMaxHeight = ScaledMetric(wrappedValue: size.maxHeight ?? -1) // -1 means no width constraint
        self._buttonMaxWidth = ScaledMetric(wrappedValue: size.maxWidht ?? -1) // -1 means no width constraint
        self._iconHeight = ScaledMetric(wrappedValue: size.iconSize.height)
        self._iconWidth = ScaledMetric(wrappedValue: size.iconSize.width)
    }
    
    // MARK: - Content
    
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: size.itemSpacing) {
            if isLeftIconMirroring {
                emptyIcon()
            } else {
                icon(iconModel?.leftIcon)
            }
            
            configuration.label
                .foregroundColor(isEnabled ? appearance.textColor : appearance.disabledTextColor)
                .font(isEnabled ? appearance.textFont : appearance.disabledTextFont)

            if isLoading {
                ProgressView()
                    .progressViewStyle(CircularProgressViewStyle(tint: appearance.loadingTintColor))
                    .transition(.scale)
            } else {
                if isRightIconMirroring {
                    emptyIcon()
                } else {
                    icon(iconModel?.rightIcon)
                }
            }
        }
        .padding(size.edgeSpacing)
        .frame(
            minWidth: buttonMinWidth > -1 ? buttonMinWidth : nil,
            maxWidth: buttonMaxWidth > -1 ? buttonMaxWidth : nil,
            minHeight: buttonMinHeight,
            maxHeight: buttonMaxHeight > -1 ? buttonMaxHeight : nil
        )
        .frame(width: nil) // When widht is not set to nil, text sometimes gets clipped
        .contentShape(Rectangle()) // To increase the touch area of the button
        .background(
            RoundedRectangle(cornerRadius: size.cornerRadius)
                .fill(isEnabled ? appearance.backgroundColor : appearance.disabledBackgroundColor)
        )
        .scaleEffect(configuration.isPressed ? C.minimalScale : 1)
        .opacity(configuration.isPressed ? C.opacity : 1)
        .animation(.default, value: configuration.isPressed)
        .animation(.linear(duration: 0.2), value: isLoading)
    }
    
}

// MARK: - Private

private extension GRButtonStyle {
    
    func icon(_ icon: Image?) -> some View {
        icon?
            .resizable()
            .scaledToFit()
            .frame(width: iconWidth, height: iconHeight)
            .foregroundColor(isEnabled ? appearance.iconTintColor : appearance.iconDisabledTintColor)
    }
    
    func emptyIcon() -> some View {
        Rectangle()
            .frame(width: iconWidth, height: iconHeight)
            .opacity(0)
    }
    
}

@MainActor
public extension GRButtonFrameModel {

    static func small(stretch: Bool = true) -> Self {
        GRButtonFrameModel(
            minHeight: 32,
            maxWidth: stretch ? .infinity : nil,
            iconSize: CGSize(width: 16, height: 16),
            edgeSpacing: EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12),
            itemSpacing: 4,
            cornerRadius: 16
        )
    }

    static func medium(stretch: Bool = true) -> Self {
        GRButtonFrameModel(
            minHeight: 40,
            maxWidth: stretch ? .infinity : nil,
            iconSize: CGSize(width: 20, height: 20),
            edgeSpacing: EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16),
            itemSpacing: 4,
            cornerRadius: 20
        )
    }

    static func large(stretch: Bool = true) -> Self {
        GRButtonFrameModel(
            minHeight: 56,
            maxWidth: stretch ? .infinity : nil,
            iconSize: CGSize(width: 20, height: 20),
            edgeSpacing: EdgeInsets(top: 17, leading: 16, bottom: 17, trailing: 16),
            itemSpacing: 8,
            cornerRadius: 16
        )
    }

    static func circleSmall() -> Self {
        GRButtonFrameModel(
            minHeight: 32,
            minWidth: 32,
            iconSize: CGSize(width: 16, height: 16),
            edgeSpacing: .init(),
            itemSpacing: .zero,
            cornerRadius: 16
        )
    }

    static func circleMedium() -> Self {
        GRButtonFrameModel(
            minHeight: 40,
            minWidth: 40,
            iconSize: CGSize(width: 24, height: 24),
            edgeSpacing: .init(),
            itemSpacing: .zero,
            cornerRadius: 20
        )
    }

    static func square() -> Self {
        GRButtonFrameModel(
            minHeight: 56,
            minWidth: 56,
            iconSize: CGSize(width: 24, height: 24),
            edgeSpacing: .init(),
            itemSpacing: .zero,
            cornerRadius: 16
        )
    }

}

/// GoodSwiftUI's button cases: every test of GRButtonSnapshotTests, with the test's appearance and icons.
enum GoodSwiftUIButtonCases {
    /// The test's `testAppearance`.
    @MainActor private static var testAppearance: GRButtonAppearanceModel {
        .init(
            backgroundColor: .red,
            disabledBackgroundColor: .red.opacity(0.4),
            loadingTintColor: .white,
            iconTintColor: .white,
            iconDisabledTintColor: .white.opacity(0.4),
            textColor: .white,
            disabledTextColor: .white.opacity(0.4),
            textFont: .system(size: 17, weight: .medium),
            disabledTextFont: .system(size: 17, weight: .medium)
        )
    }

    @MainActor static var all: [FidelityCase] {
        let left = GRButtonIconModel(leftIcon: Image(systemName: "person"))
        let right = GRButtonIconModel(rightIcon: Image(systemName: "arrow.right"))
        let both = GRButtonIconModel(leftIcon: Image(systemName: "person"), rightIcon: Image(systemName: "arrow.right"))
        let sizes: [(String, GRButtonFrameModel)] = [("Small", .small()), ("Medium", .medium()), ("Large", .large())]
        var cases: [FidelityCase] = []
        for (label, icons) in [("Base", nil), ("LeftIcon", left), ("RightIcon", right), ("LeftRightIcon", both)] as [(String, GRButtonIconModel?)] {
            for (size, frame) in sizes {
                cases.append(button("test\(label)Button\(size)", titled: true,
                                    GRButtonStyle(appearance: testAppearance, iconModel: icons, size: frame)))
            }
        }
        cases.append(button("testCircleSmallButton", titled: false,
                            GRButtonStyle(appearance: testAppearance, iconModel: right, size: .circleSmall())))
        cases.append(button("testCircleMediumButton", titled: false,
                            GRButtonStyle(appearance: testAppearance, iconModel: right, size: .circleMedium())))
        cases.append(button("testSquareButton", titled: false,
                            GRButtonStyle(appearance: testAppearance, iconModel: right, size: .square())))
        return cases
    }

    /// The test's `baseButton` (`titled`) or `emptyButton` in `style`.
    private static func button(_ test: String, titled: Bool, _ style: GRButtonStyle) -> FidelityCase {
        FidelityCase(project: GoodSwiftUICases.project, name: "GRButton_\(test)",
                     file: "GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift",
                     reference: "GRButtonSnapshotTests_\(test).1.png", layout: .sizeThatFits, scale: 3) {
            titled
                ? AnyView(Button("Button") {}.fixedSize().buttonStyle(style))
                : AnyView(Button(action: {}, label: { EmptyView() }).fixedSize().buttonStyle(style))
        }
    }
}
