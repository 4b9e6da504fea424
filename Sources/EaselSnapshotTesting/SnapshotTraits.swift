import Easel

/// The environment a snapshot is rendered in: the reader's text size, light or dark appearance, and the
/// direction of the language — what a SwiftUI preview or a UIKit trait collection varies.
///
/// `description` names the traits for a snapshot's file name: the size, the scheme, and `rtl` when
/// right-to-left — `large-light`, `accessibility3-dark-rtl` — and the device's safe area when it has
/// one: `large-light-safearea47-0-34-0`.
public struct SnapshotTraits: Hashable, Sendable, CustomStringConvertible {
    public var dynamicTypeSize: DynamicTypeSize
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    /// The device's safe area (`ImageRenderer.safeAreaInsets`): none by default.
    public var safeAreaInsets: EdgeInsets

    public init(dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
                layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        (self.dynamicTypeSize, self.colorScheme, self.layoutDirection) = (dynamicTypeSize, colorScheme, layoutDirection)
        self.safeAreaInsets = safeAreaInsets
    }

    public var description: String {
        "\(dynamicTypeSize)-\(colorScheme)" + (layoutDirection == .rightToLeft ? "-rtl" : "") + safeAreaName
    }

    private var safeAreaName: String {
        let insets = safeAreaInsets
        guard insets != EdgeInsets() else { return "" }
        return "-safearea" + [insets.top, insets.leading, insets.bottom, insets.trailing].map { "\(Int($0))" }.joined(separator: "-")
    }

    /// Sets the traits in `environment`.
    func apply(to environment: inout EnvironmentValues) {
        environment.dynamicTypeSize = dynamicTypeSize
        environment.colorScheme = colorScheme
        environment.layoutDirection = layoutDirection
    }
}
