import Foundation

/// An app's structure, as SwiftUI's `App`: `@main struct MyApp: App { var body: some Scene { WindowGroup {
/// ContentView() } } }`.
///
/// Easel renders views, not apps: an app's file compiles unchanged, and a render draws the view inside its
/// `WindowGroup` as any other view (`ImageRenderer(content: ContentView())`). `main()`, which the `@main`
/// attribute calls, does nothing and prints nothing, so an app's `@main` type compiles in a library or
/// test target too (on iOS it starts the app's run loop).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Apps are made by the system with their `init()`.
    init()
}

extension App {
    /// The entry point `@main` calls. On iOS it creates the app and runs it; Easel has no run loop for
    /// apps, so it returns at once, drawing and printing nothing.
    public static func main() {}
}

/// A part of an app's user interface whose life cycle the system manages, as SwiftUI's `Scene`
/// (`WindowGroup`, `Settings`, or a type of the app's with a `body` of scenes). A still draws no scenes;
/// render the view inside one.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Builds a scene from the scenes of a `body` block, as SwiftUI's `@SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene under `if` without `else`: present or not.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }

    /// A scene under `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// The scenes of a `@SceneBuilder` block with several.
/// (Its conformance is declared apart, so that the type is not isolated to the main actor: the builder
/// makes it from any context.)
public struct _TupleScene<each Content: Scene> {
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

extension _TupleScene: Scene {
    public typealias Body = Never
}

/// A scene that is present or not (`if` in a `@SceneBuilder` block).
public struct _OptionalScene<Content: Scene> {
    let content: Content?
}

extension _OptionalScene: Scene {
    public typealias Body = Never
}

/// A scene that shows a window of `content` (on iPhone, the app's one full-screen window), as SwiftUI's
/// `WindowGroup`. A still draws the view, not the window: render `content` itself.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group whose windows are titled `title` (shown on iPad and macOS, not on iPhone).
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content) }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group the app opens by `id` (`openWindow(id:)`).
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
}

/// A scene of the app's settings (on macOS, the Settings window), as SwiftUI's `Settings`; iOS shows none.
public struct Settings<Content: View>: Scene {
    let content: Content
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Scene {
    /// Accepted; a render has no scene life cycle, so `action` never runs.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

    /// Accepted; a render has no scene life cycle, so `action` never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }

    /// Accepted; a render has no scene life cycle, so `action` never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }

    /// Accepted; the store reaches views through `defaultAppStorage(_:)` on the view rendered.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}

/// Whether a scene is in the foreground, as SwiftUI's `ScenePhase` (`@Environment(\.scenePhase)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// In the background: not visible.
    case background
    /// In the foreground and not interactive (while the app switcher shows, say).
    case inactive
    /// In the foreground and interactive.
    case active
}

struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
    /// The scene's phase: `.active` unless set, since a render is of a scene on screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
