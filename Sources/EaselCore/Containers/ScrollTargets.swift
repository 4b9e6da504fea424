import Foundation

/// How a scroll view settles after the user lifts a finger (`scrollTargetBehavior(_:)`). A render is a
/// scroll view at rest at its start, which every behaviour leaves where it is, so none moves the content;
/// they are accepted so that app code compiles. (SwiftUI's context also has a `velocity`, a `CGVector`,
/// which Foundation on Linux lacks.)
public protocol ScrollTargetBehavior {
    /// Moves `target`, where a scroll would come to rest, to where this behaviour settles it.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll comes to rest: the rectangle of the content the scroll view shows, and the point of it
/// that is aligned.
public struct ScrollTarget: Hashable, Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) { (self.rect, self.anchor) = (rect, anchor) }
}

/// What a `ScrollTargetBehavior` knows of the scroll view.
public struct ScrollTargetBehaviorContext: Sendable {
    public var originalTarget: ScrollTarget
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// Settles on whole pages: multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let size = context.containerSize
        guard size.width > 0, size.height > 0 else { return }
        if context.axes.contains(.horizontal) { target.rect.origin.x = (target.rect.minX / size.width).rounded() * size.width }
        if context.axes.contains(.vertical) { target.rect.origin.y = (target.rect.minY / size.height).rounded() * size.height }
    }
}

/// Settles on the edges of the views of the scroll view's `scrollTargetLayout()`. A still never scrolls,
/// so neither this behaviour nor its limit moves anything.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic"), always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: Self { Self() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: Self { Self() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self { Self(limitBehavior: limitBehavior) }
}

nonisolated extension View {
    /// Accepted; sets how the scroll views inside settle after a drag, and a render does not drag.
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }

    /// Accepted; a still shows every scroll view at offset 0, as `ScrollViewReader`'s `scrollTo` does,
    /// and leaves `id` as it is.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Accepted; makes the views of this layout the targets a `.viewAligned` scroll view settles on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
