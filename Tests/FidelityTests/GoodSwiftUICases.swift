import SwiftUI

// GoodSwiftUI, SwiftUI components by GoodRequest. https://github.com/GoodRequest/GoodSwiftUI, MIT licence
// (References/GoodSwiftUI/LICENSE), commit e4984899c26fbb76e6caefb3a166fe91e40489df.
// The toggle styles below are Sources/GRToggle/Toggle/GRToggleAppearance.swift, GRToggleStyle.swift and
// Sources/GRToggle/Switch/GRSwitchAppearance.swift, GRSwitchStyle.swift, unchanged (file headers left out).
// Their test is GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift:
// `assertSnapshot(of: content, as: .image)`, that is `.image(layout: .sizeThatFits)` with default traits, of a
// `Toggle(isOn: .constant(…)) {}.fixedSize()` in each style, on an iPhone 16 Pro simulator with iOS 18.6 in
// light mode (XCTestCaseExtension.swift), at 3x.


public struct GRToggleAppearance {

    var tintColor: Color
    var uncheckedBorderColor: Color
    var checkedBackgroundColor: Color
    var uncheckedBackgroundColor: Color
    var checkmarkImageTintColor: Color
    var checkmarkImage: Image?
    var cornerRadius: CGFloat
    var disabledOpacity: CGFloat

    public init(
        tintColor: Color,
        uncheckedBorderColor: Color,
        checkedBackgroundColor: Color,
        uncheckedBackgroundColor: Color = .clear,
        checkmarkImageTintColor: Color,
        checkmarkImage: Image,
        cornerRadius: CGFloat = 6,
        disabledOpacity: CGFloat = 0.32
    ) {
        self.tintColor = tintColor
        self.uncheckedBorderColor = uncheckedBorderColor
        self.checkedBackgroundColor = checkedBackgroundColor
        self.uncheckedBackgroundColor = uncheckedBackgroundColor
        self.checkmarkImageTintColor = checkmarkImageTintColor
        self.checkmarkImage = checkmarkImage
        self.cornerRadius = cornerRadius
        self.disabledOpacity = disabledOpacity
    }

}

public struct GRToggleStyle: ToggleStyle {
    
    // MARK: - Size
    
    public enum Size: Int {
        
        case small = 24
        case large = 32
        
        var innerCircle: CGFloat { CGFloat(rawValue) / 2.5 }
        
        var checkmarkHeight: CGFloat {
            switch self {
            case .large: 12
            case .small: 8
            }
        }
        
        var checkmarkWidth: CGFloat {
            switch self {
            case .large: 16
            case .small: 12
            }
        }
        
    }
    
    // MARK: - Alignment
    
    public enum Alignment {
        
        case leading, trailing
        
    }
    
    // MARK: - Style
    
    public enum Style {
        
        case radio, checkbox, circularCheck
        
    }
    
    // MARK: - Variables
    
    var appearance: GRToggleAppearance
    var style: Style
    var size: Size
    var alignment: Alignment
    
    @Environment(\.isEnabled) private var isEnabled

    private var checkedBorderColor: Color {
        return style == .circularCheck ? .clear : appearance.tintColor
    }
    
    // MARK: - Initialization
    
    public init(
        appearance: GRToggleAppearance,
        style: Style,
        size: Size,
        alignment: Alignment = .trailing
    ) {
        self.appearance = appearance
        self.style = style
        self.size = size
        self.alignment = alignment
    }
    
    // MARK: - Content
    
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            switch alignment {
            case .leading:
                makeToggle(configuration: configuration)
                configuration.label
                
            case .trailing:
                configuration.label
                makeToggle(configuration: configuration)
            }
        }
        .animation(.default, value: configuration.isOn)
        .contentShape(Rectangle())
    }
    
}

// MARK: - Private

private extension GRToggleStyle {
        
    func makeToggle(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Group {
                if style == .checkbox {
                    boxToggle(configuration)
                } else {
                    circleToggle(configuration)
                }
            }
            .overlay {
                if style != .radio && configuration.isOn {
                    appearance.checkmarkImage?
                        .resizable()
                        .frame(width: size.checkmarkWidth, height: size.checkmarkHeight)
                        .foregroundColor(appearance.checkmarkImageTintColor)
                }
            }
            .opacity(isEnabled ? 1 : appearance.disabledOpacity)
        }
        .frame(width: CGFloat(size.rawValue), height: CGFloat(size.rawValue))
    }
    
    func boxToggle(_ configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: appearance.cornerRadius)
                .foregroundColor(configuration.isOn ? appearance.tintColor : appearance.uncheckedBackgroundColor)
            
            RoundedRectangle(cornerRadius: appearance.cornerRadius)
                .strokeBorder()
                .foregroundColor(configuration.isOn ? .clear : appearance.uncheckedBorderColor)
        }
    }
    
    func circleToggle(_ configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .foregroundColor(configuration.isOn ? appearance.checkedBackgroundColor : appearance.uncheckedBackgroundColor)
            
            Circle()
                .strokeBorder()
                .foregroundColor(configuration.isOn ? checkedBorderColor : appearance.uncheckedBorderColor)
            
            Circle()
                .foregroundColor(configuration.$isOn.wrappedValue ? appearance.tintColor : appearance.uncheckedBackgroundColor)
                .frame(
                    maxWidth: style == .circularCheck ? .none : size.innerCircle,
                    maxHeight: style == .circularCheck ? .none : size.innerCircle
                )
        }
    }
    
}


public struct GRSwitchAppearance {
    
    let activeBackgroundColor: Color
    
    public init(activeBackgroundColor: Color) {
        self.activeBackgroundColor = activeBackgroundColor
    }
    
}

public struct GRSwitchStyle: ToggleStyle {
    
    // MARK: - Size
    
    public enum Size {
        
        case small, large, `default`
        
        enum C {

            static let defaultHeight = CGFloat(31)
            static let defaultWidth = CGFloat(49)
            
            static let smallHeight = CGFloat(28)
            static let smallWidth = CGFloat(44)
            
            static let largeHeight = CGFloat(32)
            static let largeWidth = CGFloat(51)

        }
        
        public var heightRatio: CGFloat {
            switch self {
            case .small: C.smallHeight / C.defaultHeight
            case .large: C.largeHeight / C.defaultHeight
            case .default: C.defaultHeight / C.defaultHeight
            }
        }

        public var widthRatio: CGFloat {
            switch self {
            case .small: C.smallWidth / C.defaultWidth
            case .large: C.largeWidth / C.defaultWidth
            case .default: C.defaultWidth / C.defaultWidth
            }
        }
        
    }
    
    // MARK: - Alignment
    
    public enum Alignment {
        
        case leading, trailing
        
    }
    
    // MARK: - Variables
    
    var appearance: GRSwitchAppearance
    var size: Size
    var alignment: Alignment
    
    // MARK: - Initialization
    
    public init(
        appearance: GRSwitchAppearance,
        size: Size,
        alignment: Alignment = .trailing
    ) {
        self.appearance = appearance
        self.size = size
        self.alignment = alignment
    }
    
    // MARK: - Content
    
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            switch alignment {
            case .leading:
                makeSwitch(configuration)
                configuration.label
                
            case .trailing:
                configuration.label
                makeSwitch(configuration)
            }
        }
    }
    
}

// MARK: - Private

private extension GRSwitchStyle {
    
    func makeSwitch(_ configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
            .labelsHidden()
            .tint(appearance.activeBackgroundColor)
            .scaleEffect(x: size.widthRatio, y: size.heightRatio)
    }
    
}

/// GoodSwiftUI's cases: the tests of GRToggleSnapshotTests in the circular check, checkbox and radio styles,
/// large and small, on and off, with the test's appearance; its switch style, large and small, on and off;
/// and its buttons (`GoodSwiftUIButtonCases`).
enum GoodSwiftUICases {
    static let project = FidelityProject(
        folder: "GoodSwiftUI", repository: "GoodRequest/GoodSwiftUI", licence: "MIT",
        commit: "e4984899c26fbb76e6caefb3a166fe91e40489df", simulator: "iPhone 16 Pro, iOS 18.6")

    /// The test's appearances.
    private static var toggleAppearance: GRToggleAppearance {
        GRToggleAppearance(
            tintColor: .red,
            uncheckedBorderColor: .gray,
            checkedBackgroundColor: .red.opacity(0.2),
            checkmarkImageTintColor: .white,
            checkmarkImage: Image(systemName: "checkmark")
        )
    }

    @MainActor static var all: [FidelityCase] {
        let styles: [(String, GRToggleStyle.Style)] = [("CheckCircle", .circularCheck), ("CheckBox", .checkbox), ("Radio", .radio)]
        let toggles = styles.flatMap { name, style in
            [GRToggleStyle.Size.large, .small].flatMap { size in
                [true, false].map { isOn in
                    toggle("\(size == .large ? "Large" : "Small")\(name)", isOn: isOn,
                           GRToggleStyle(appearance: toggleAppearance, style: style, size: size))
                }
            }
        }
        // The test's `switchAppearance`.
        let switches = [GRSwitchStyle.Size.large, .small].flatMap { size in
            [true, false].map { isOn in
                toggle("\(size == .large ? "Large" : "Small")Toggle", isOn: isOn,
                       GRSwitchStyle(appearance: GRSwitchAppearance(activeBackgroundColor: .red), size: size))
            }
        }
        return switches + toggles + GoodSwiftUIButtonCases.all
    }

    /// `test<name>Enabled` (on) or `test<name>Disabled` (off): the test's `toggleOn` or `toggleOff` in `style`.
    private static func toggle(_ name: String, isOn: Bool, _ style: some ToggleStyle) -> FidelityCase {
        let test = "test\(name)\(isOn ? "Enabled" : "Disabled")"
        return FidelityCase(project: project, name: "GRToggle_\(test)",
                            file: "GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift",
                            reference: "GRToggleSnapshotTests_\(test).1.png", layout: .sizeThatFits, scale: 3) {
            AnyView(Toggle(isOn: .constant(isOn)) {}
                .fixedSize()
                .toggleStyle(style))
        }
    }
}
