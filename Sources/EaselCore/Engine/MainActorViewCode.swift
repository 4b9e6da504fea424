/// Runs a view's main-actor code (a `body`, a preview) on the thread that draws it.
///
/// SwiftUI isolates view code to the main actor so that it runs where the app's interface does. Easel has
/// no interface thread: drawing a tree is one synchronous pass, confined to the task that draws it, so no
/// two pieces of one tree's view code run at once. The engine therefore runs view code on the thread that
/// draws: the main thread when drawing starts on the main actor (`ImageRenderer`, `easel preview`), a
/// task's thread when a server or a test draws. This is the one place that steps over the isolation
/// check. Code compiled in Swift 6 mode checks its isolation at run time and stops off the main thread, so
/// views of your own in such a module are drawn from the main actor (Easel's own views are `nonisolated`
/// and drawn anywhere); so is a program that shares main-actor state between trees drawn at once.
public enum _MainActorViewCode {
    /// The result of `code`, run on the current thread.
    public static func run<T>(_ code: @MainActor () -> T) -> T {
        withoutActuallyEscaping(code) { code in
            unsafeBitCast(code, to: (() -> T).self)()
        }
    }

    /// The result of `code` on `value` (a view, to ask for its body), run on the current thread.
    public static func run<Value, T>(_ value: Value, _ code: @MainActor (Value) -> T) -> T {
        withoutActuallyEscaping(code) { code in
            unsafeBitCast(code, to: ((Value) -> T).self)(value)
        }
    }
}
