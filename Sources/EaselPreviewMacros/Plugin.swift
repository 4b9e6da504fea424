import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `#Preview` and `@Previewable` for the `SwiftUI` module.
@main
struct EaselPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
