import Foundation
import OpenCombine

// Events of a view's life. A render is the first frame of a screen that has just appeared
// (see `AppearActions`): `onAppear` runs before it, nothing disappears, nothing changes, no task finishes.
nonisolated extension View {
    /// Runs `action` before the render, as SwiftUI runs it before the view's first frame; state it sets
    /// shows in the picture (see `AppearActions`).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        OnAppearView(content: self, action: action ?? {})
    }

    /// Accepted; a still image never disappears, so `action` never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; `action` does not run. Its work is asynchronous and, in SwiftUI, has not finished when
    /// the first frame is drawn: the render shows the view as it is before the task's results. Set the
    /// state the task would load in the view's `init` (or its model) to render it loaded.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    /// Accepted; like `task(priority:_:)`, `action` does not run.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View { self }

    /// Accepted; nothing changes in a still image, so `action` never runs (the older, one-value form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Runs `action(value, value)` before the render when `initial` is true, as SwiftUI runs it when the view
    /// appears; otherwise never, as nothing changes in a still image.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        OnAppearView(content: self, action: { if initial { action(value, value) } })
    }

    /// Runs `action()` before the render when `initial` is true; otherwise never.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnAppearView(content: self, action: { if initial { action() } })
    }

    /// Accepted; the render does not subscribe to `publisher`, so `action` never runs.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}

/// Runs `body` and returns its result: state it changes shows in the render, which is the end of any
/// animation (Easel's `EaselAnimation` renders the frames in between from two states).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)` (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation reaches its end value (a spring, before it settles).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has settled and is removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` and returns its result, then runs `completion`, as iOS does once the animation completes:
/// a render shows the end state, where the animation is complete.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// The context of a state change, as SwiftUI's `Transaction`: which animation it carries.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` and returns its result, like `withAnimation`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
