import Foundation

/// The broad width or height class of the space a view has, as iOS reports it.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

extension EnvironmentValues {
    /// The horizontal size class. A layout pass sets it from the width it proposes to the root view
    /// unless it is set already (see `UserInterfaceSizeClass.forWidth`); `environment(\.horizontalSizeClass, …)`
    /// overrides it for a subtree.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class, set from the proposed height like the horizontal one from the width.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Fills in the size classes iOS would report for a window the size of `proposal`, where not set.
    mutating func setSizeClasses(for proposal: ProposedViewSize) {
        if horizontalSizeClass == nil { horizontalSizeClass = .forWidth(proposal.width) }
        if verticalSizeClass == nil { verticalSizeClass = .forHeight(proposal.height) }
    }
}

extension UserInterfaceSizeClass {
    /// The horizontal class of a window `width` points wide. Rule: compact below 744 points, the
    /// narrowest full-screen width iOS reports as regular (iPad mini in portrait); every iPhone in portrait
    /// (320–440 points) and iPad split-view and Slide Over columns narrower than that are compact, as in
    /// Apple's HIG size-class table. An unspecified width (the view's ideal size) counts as regular.
    /// (iPhones in landscape are compact too, except the Plus and Max models: a width alone cannot tell
    /// them apart, so a landscape phone wider than 744 points reads as regular.)
    static func forWidth(_ width: CGFloat?) -> UserInterfaceSizeClass {
        guard let width else { return .regular }
        return width < 744 ? .compact : .regular
    }

    /// The vertical class of a window `height` points tall. Rule: compact below 500 points — an iPhone in
    /// landscape (320–440 points tall); every portrait phone and every iPad is regular.
    static func forHeight(_ height: CGFloat?) -> UserInterfaceSizeClass {
        guard let height else { return .regular }
        return height < 500 ? .compact : .regular
    }
}
