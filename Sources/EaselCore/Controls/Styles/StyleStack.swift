import Foundation

/// A style a control was given, its type erased: it makes the control's body from its configuration.
///
/// This is the one way every control finds its style (Button, Toggle, Label, LabeledContent,
/// ProgressView, Gauge, TextField, Picker, DatePicker, GroupBox):
/// 1. A style modifier (`buttonStyle(_:)`, `textFieldStyle(_:)`, …) pushes its style onto the stack of
///    the control's configuration type in the environment (`View.pushingStyle(_:_:)`).
/// 2. The control builds its configuration and calls `ResolveContext.resolveStyled(_:automatic:)`, which
///    draws it with the innermost style (the one nearest to the control, as in SwiftUI), or with the
///    control's automatic style when the stack is empty.
/// 3. That style's body is resolved with the style popped, so a style whose body makes the control again
///    (`Label(configuration)`, `ProgressView(configuration)`, a text field style's `configuration`) gets
///    the next style out, or the automatic one. Apple documents this for `ProgressView.init(_:)`: it is
///    "useful for custom progress view styles that only modify the current progress view style, as
///    opposed to implementing a brand new style".
/// Built-in styles draw their control's primitives directly rather than the configuration, so a built-in
/// style ends the nesting, as SwiftUI's do.
struct ErasedStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView
}

/// The environment's stack of styles for the controls configured by `Configuration`: one key per
/// configuration type, so each kind of control has its own stack.
private struct StyleStackKey<Configuration>: EnvironmentKey {
    static var defaultValue: [ErasedStyle<Configuration>] { [] }
}

extension EnvironmentValues {
    /// The styles set around a view for the controls configured by `Configuration`, innermost last.
    subscript<Configuration>(styles _: Configuration.Type) -> [ErasedStyle<Configuration>] {
        get { self[StyleStackKey<Configuration>.self] }
        set { self[StyleStackKey<Configuration>.self] = newValue }
    }
}

nonisolated extension View {
    /// This view with `style` pushed as the innermost style of the controls configured by
    /// `Configuration`: what every style modifier does. `makeBody` draws a configuration in the style; it
    /// is the style's code, main-actor isolated as Apple's styles are, and runs on the drawing thread
    /// (`_MainActorViewCode`).
    func pushingStyle<Style, Configuration>(_ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> AnyView) -> some View {
        let erased = ErasedStyle { (configuration: Configuration) in
            _MainActorViewCode.run((makeBody, style, configuration)) { makeBody, style, configuration in makeBody(style, configuration) }
        }
        return transformEnvironment { $0[styles: Configuration.self].append(erased) }
    }
}

extension ResolveContext {
    /// The nodes of a control with `configuration`, drawn by the innermost style of its stack, whose body
    /// is resolved with that style popped, or by `automatic` when the stack is empty.
    func resolveStyled<Configuration, Automatic: View>(
        _ configuration: Configuration, automatic: (Configuration) -> Automatic
    ) -> [ViewNode] {
        guard let style = environment[styles: Configuration.self].last else { return resolve(automatic(configuration)) }
        return with { $0[styles: Configuration.self].removeLast() }.resolve(style.makeBody(configuration))
    }
}
