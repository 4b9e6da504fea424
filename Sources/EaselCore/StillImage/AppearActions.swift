import Foundation

/// Runs `onAppear` actions before a render, so that state they set shows in the picture.
///
/// Rule: a render is the first frame of a screen that has just appeared. In SwiftUI a view's `onAppear`
/// actions run before that frame is drawn, and state they set is in it; code that fills a list or selects
/// a tab in `onAppear` looks in a snapshot as on the device. So:
/// 1. A view's body is resolved once, collecting the `onAppear` actions of the views it builds directly
///    (views with bodies of their own collect theirs, one level down). The rendered view counts as the
///    body of the render: `onAppear` applied to it runs too.
/// 2. If there were any, they run, in the order of the views and in the view's environment (they may read
///    its `@Environment` properties), and the body is evaluated and resolved again,
///    this time without collecting: each action runs once per appearance of its view.
///
/// `task` does not run: its work is asynchronous and in SwiftUI does not finish before the first frame.
enum AppearActions {
    final class Collector: @unchecked Sendable {
        var actions: [() -> Void] = []
        let isCollecting: Bool
        init(isCollecting: Bool) { self.isCollecting = isCollecting }
    }

    /// The collector of the body being resolved, on the resolving thread only.
    @TaskLocal static var current: Collector?

    /// Steps 1 and 2 for one body: `resolveBody` evaluates the body and resolves what it returns.
    static func resolvingBody(_ resolveBody: () -> [ViewNode]) -> [ViewNode] {
        let collector = Collector(isCollecting: true)
        let nodes = $current.withValue(collector) { resolveBody() }
        guard !collector.actions.isEmpty else { return nodes }
        for action in collector.actions { action() }
        return $current.withValue(Collector(isCollecting: false)) { resolveBody() }
    }

    /// Adds `action` to the actions of the body being resolved (step 1).
    static func register(_ action: @escaping () -> Void) {
        guard let collector = current, collector.isCollecting else { return }
        collector.actions.append(action)
    }
}

/// `onAppear`: registers its action with the body being resolved, then resolves its content.
nonisolated struct OnAppearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: () -> Void
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        AppearActions.register(action)
        return context.resolve(content)
    }
}
