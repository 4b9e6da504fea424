import Foundation

/// A style a control was given, its type erased: it makes the control's body from its configuration.
///
/// A style modifier pushes its style onto a stack in the environment; a control draws with the innermost
/// style (the one nearest to it, as in SwiftUI) and resolves that style's body with the style popped, so a
/// style whose body makes the control again (`Label(configuration)`, `Toggle(configuration)`) gets the
/// next style out, or the automatic one.
struct ErasedStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView
}

extension ResolveContext {
    /// The nodes of a control with `configuration`, drawn by the innermost style of the stack at `styles`,
    /// or by `automatic` when the stack is empty.
    func resolveStyled<Configuration, Automatic: View>(
        _ configuration: Configuration, styles: WritableKeyPath<EnvironmentValues, [ErasedStyle<Configuration>]>,
        automatic: (Configuration) -> Automatic
    ) -> [ViewNode] {
        guard let style = environment[keyPath: styles].last else { return resolve(automatic(configuration)) }
        return with { $0[keyPath: styles].removeLast() }.resolve(style.makeBody(configuration))
    }
}
