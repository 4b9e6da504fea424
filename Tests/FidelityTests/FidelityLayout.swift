import SwiftUI

/// How a case's reference was laid out: swift-snapshot-testing's `SwiftUISnapshotLayout`, reproduced so that
/// Easel draws the view in the picture iOS recorded.
///
/// Rules, from swift-snapshot-testing 1.18 (pointfreeco/swift-snapshot-testing, HEAD of main):
/// 1. `.sizeThatFits` (`Sources/SnapshotTesting/Snapshotting/SwiftUIView.swift`, `image(…)`): the hosting
///    controller is asked `sizeThatFits(in: CGSize(width: 0.0, height: 0.0))` and the picture is the size it
///    answers, with no safe area. Easel proposes 0 × 0 and the picture is the size the view answers. What
///    `UIHostingController` makes of a zero size is not in that source; every case here fixes the axes that
///    matter with a frame, and the reference's pixel size checks the rule (the table's "size" column).
/// 2. `.fixed(width:height:)` (same file): the picture is that size, no safe area; the hosting controller's
///    view fills it and centres the SwiftUI view in it, as `SnapshotRendering` does.
/// 3. `.device(config:)` (same file, then `Sources/SnapshotTesting/Common/View.swift`, `ViewImageConfig`):
///    the picture is the device's size in points; the view is laid out in the device's safe area
///    (`Window.safeAreaInsets` answers `config.safeArea`); its traits set `preferredContentSizeCategory:
///    .medium` (`UITraitCollection.iPhone13(_:)` and the other phones), which is `DynamicTypeSize.medium`,
///    not the simulator's default `.large`. `.iPhone13` is 390 × 844 with insets 47/0/34/0.
/// 4. Behind the view is the hosting controller's view, `systemBackground`: white in light mode, black in
///    dark (`snapshotView` renders the hosting controller's layer; `prepareView` adds the window).
/// 5. The scale is the traits' `displayScale` when the test sets one, else the simulator's screen scale
///    (`UIGraphicsImageRenderer(bounds:format: .init(for: traits))` in `View.swift`, `renderer(bounds:for:)`):
///    each case names the simulator its project recorded on.
/// 6. Without a `.device` layout the traits are the test's own (`UITraitCollection()` by default): Dynamic
///    Type is the simulator's default, `.large`, and the appearance light.
/// 7. On iOS 26, `.sizeThatFits` answers whole points, the view at the top-left of the picture: measured, not
///    documented. vault-ios's `qrcode` grid (iOS 26.5) is four rows 37⅓ points apart, each 29⅓ points tall
///    (88 pixels: the 25⅓-point glyph 2 points from each edge), and 142 points tall in all (426 pixels), not
///    141⅓; the single `qrcode`, 29⅓ points, is a picture 30 points tall with the glyph 2 points from its top.
///    GoodSwiftUI's pictures (iOS 18.6) keep thirds of a point (a button 229 pixels wide).
enum FidelityLayout: Sendable, CustomStringConvertible {
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
    case device(FidelityDevice)

    var description: String {
        switch self {
        case .sizeThatFits: ".sizeThatFits"
        case let .fixed(width, height): ".fixed(\(Int(width))×\(Int(height)))"
        case let .device(device): ".device(\(device.name))"
        }
    }

    /// Whether the picture is the size the view answers (rule 1), which rule 7 rounds.
    var isSizeThatFits: Bool {
        if case .sizeThatFits = self { true } else { false }
    }

    /// The proposal the view gets (rules 1–3).
    var proposal: ProposedViewSize {
        switch self {
        case .sizeThatFits: .zero
        case let .fixed(width, height): ProposedViewSize(width: width, height: height)
        case let .device(device): ProposedViewSize(device.size)
        }
    }

    /// The safe area of the picture (rule 3): none but a device's.
    var safeAreaInsets: EdgeInsets {
        if case let .device(device) = self { device.safeArea } else { EdgeInsets() }
    }

    /// The Dynamic Type size (rules 3 and 6).
    var dynamicTypeSize: DynamicTypeSize {
        if case .device = self { .medium } else { .large }
    }
}

/// A phone of swift-snapshot-testing's `ViewImageConfig`: its size in points and safe area (portrait).
struct FidelityDevice: Sendable {
    var name: String
    var size: CGSize
    var safeArea: EdgeInsets

    /// `ViewImageConfig.iPhone13(.portrait)`: 390 × 844, insets top 47, bottom 34.
    static let iPhone13 = FidelityDevice(name: "iPhone13", size: CGSize(width: 390, height: 844),
                                         safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    /// `ViewImageConfig.iPhoneSe(.portrait)`: 320 × 568, no insets.
    static let iPhoneSe = FidelityDevice(name: "iPhoneSe", size: CGSize(width: 320, height: 568), safeArea: EdgeInsets())
    /// `ViewImageConfig.iPhone8(.portrait)`: 375 × 667, insets top 20.
    static let iPhone8 = FidelityDevice(name: "iPhone8", size: CGSize(width: 375, height: 667),
                                        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
}

extension FidelityLayout {
    /// An `ImageRenderer` that draws `view` as the snapshot test recorded it, at `scale` pixels per point in
    /// `colorScheme` (rules 1–6).
    ///
    /// The view is framed to the proposal less the safe area (centred, as a hosting controller centres its
    /// root view), over the colour scheme's window background that fills the whole picture.
    /// On iOS 26 (rule 7), a `.sizeThatFits` picture is the view's size rounded up to whole points; the
    /// renderer's environment takes `iOSVersion` (`EnvironmentValues.easelIOSVersion`: iOS 26's system colours).
    func renderer<V: View>(for view: V, scale: CGFloat, colorScheme: ColorScheme, iOSVersion: EaselIOSVersion = .iOS17) -> ImageRenderer<some View> {
        let wholePoints = iOSVersion >= .iOS26
        let proposal = proposal
        let insets = safeAreaInsets
        let framed: ProposedViewSize = switch self {
        case .sizeThatFits: ProposedViewSize(width: nil, height: nil)
        default: ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                                  height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
        }
        let window = WholePointSize(isOn: wholePoints && isSizeThatFits) { view }
            .frame(width: framed.width, height: framed.height)
            .background(colorScheme == .dark ? Color.black : Color.white)
        let renderer = ImageRenderer(content: window)
        renderer.proposedSize = proposal
        renderer.scale = scale
        renderer.safeAreaInsets = insets
        renderer.environment.colorScheme = colorScheme
        renderer.environment.dynamicTypeSize = dynamicTypeSize
        renderer.environment.easelIOSVersion = iOSVersion
        return renderer
    }
}

/// Rule 7: the view's size rounded up to whole points when `isOn`, the view placed at the top-left.
private struct WholePointSize: Layout {
    var isOn: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        return isOn ? CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) : size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}
