import Foundation

/// A type that produces view previews, as in SwiftUI (the form before Xcode 15's `#Preview`).
///
/// Every top-level view of `previews` is a preview of its own, as Xcode's canvas shows them: the views of
/// a `Group` or a `ForEach` one by one, each with the settings of its `previewLayout`,
/// `previewDisplayName`, `previewDevice` and `previewInterfaceOrientation`. On Linux the types that
/// conform are found in the running program's conformance records (`EaselPreviews.PreviewRegistry`).
/// Main-actor isolated, as Apple's, so that `previews` may make main-actor models.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to run the previews on; nil (the default) infers it from the target. Accepted: Easel
    /// draws iOS.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on (SwiftUI's `PreviewPlatform`). Easel draws iOS whichever is named.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// The size of the container a preview is drawn in (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Equatable {
    /// The device's screen, with its safe area: the view is laid out as an app's root view. The default.
    case device
    /// The view's own size when offered the device's screen: "Fit the container to the size of the preview
    /// when offered the size of the device that you're previewing on" (Apple's documentation).
    case sizeThatFits
    /// A container of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by the name Xcode's device list uses (`"iPhone 15 Pro"`; SwiftUI's
/// `PreviewDevice`). `EaselPreviews.PreviewDeviceMetrics` knows the screens and safe areas of the
/// devices it draws.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of the interface a preview is drawn in (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
    /// The name of the orientation, as UIKit's.
    public let id: String
    private init(_ id: String) { self.id = id }

    public static let portrait = InterfaceOrientation("portrait")
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// The device turned so that its top is on the left: the screen is wide, its notch on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    public static let landscapeRight = InterfaceOrientation("landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a preview's settings modifiers set on its view, read when the previews of a `PreviewProvider` are
/// split into pictures (`PreviewParts`).
public struct PreviewSettings: Sendable, Equatable {
    public var layout: PreviewLayout?
    public var displayName: String?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?
    public init(layout: PreviewLayout? = nil, displayName: String? = nil, device: PreviewDevice? = nil,
                orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.displayName = displayName
        self.device = device
        self.orientation = orientation
    }
}

/// Where the settings modifiers keep their values: a layout value of the view, which its container (here,
/// the preview splitter) reads.
enum PreviewSettingsKey: LayoutValueKey {
    static let defaultValue = PreviewSettings()
}

nonisolated extension View {
    /// The size of the container the preview is drawn in (SwiftUI's `previewLayout(_:)`).
    public func previewLayout(_ value: PreviewLayout) -> some View { previewSetting { $0.layout = value } }
    /// The preview's name in the canvas, and in `easel preview`'s file names and contact sheet.
    public func previewDisplayName(_ value: String?) -> some View { previewSetting { $0.displayName = value } }
    /// The device the preview is drawn on, by Xcode's name (`"iPhone SE (3rd generation)"`); nil: the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View { previewSetting { $0.device = value } }
    /// The orientation of the preview's device.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewSetting { $0.orientation = value }
    }
    /// Accepted; a preview context (a widget family, say) changes nothing in Easel's pictures.
    public func previewContext<C>(_ context: C) -> some View { self }

    private func previewSetting(_ change: @escaping (inout PreviewSettings) -> Void) -> some View {
        modified(by: TraitModifier { node in
            var settings = node.traits.values[ObjectIdentifier(PreviewSettingsKey.self)] as? PreviewSettings ?? PreviewSettings()
            change(&settings)
            node.traits.values[ObjectIdentifier(PreviewSettingsKey.self)] = settings
        })
    }
}
