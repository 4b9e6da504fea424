import Easel

/// The environment a snapshot is rendered in: the reader's text size, light or dark appearance, and the
/// direction of the language — what a SwiftUI preview or a UIKit trait collection varies.
///
/// `description` names the traits for a snapshot's file name: the size, the scheme, and `rtl` when
/// right-to-left — `large-light`, `accessibility3-dark-rtl`.
public struct SnapshotTraits: Hashable, Sendable, CustomStringConvertible {
    public var dynamicTypeSize: DynamicTypeSize
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection

    public init(dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
                layoutDirection: LayoutDirection = .leftToRight) {
        (self.dynamicTypeSize, self.colorScheme, self.layoutDirection) = (dynamicTypeSize, colorScheme, layoutDirection)
    }

    public var description: String {
        "\(dynamicTypeSize)-\(colorScheme)" + (layoutDirection == .rightToLeft ? "-rtl" : "")
    }

    /// Sets the traits in `environment`.
    func apply(to environment: inout EnvironmentValues) {
        environment.dynamicTypeSize = dynamicTypeSize
        environment.colorScheme = colorScheme
        environment.layoutDirection = layoutDirection
    }
}
