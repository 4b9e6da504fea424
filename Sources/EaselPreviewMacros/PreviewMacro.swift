import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview that registers itself, so that a program can list and draw every preview of the
/// modules it links (`EaselPreviews.PreviewRegistry`).
///
/// The expansion follows what Apple documents for `@Previewable`: "The `#Preview` macro will generate an
/// embedded SwiftUI view; tagged declarations become properties on the view, and all remaining statements
/// form the view's body." So
///
/// ```swift
/// #Preview("Toggle", traits: .sizeThatFitsLayout) {
///     @Previewable @State var isOn = true
///     Toggle("Loud", isOn: $isOn)
/// }
/// ```
///
/// becomes a view type (a unique name) with `@State var isOn = true` as its property and the toggle as its
/// body, and a registration: a function pointer placed in the `easel_previews` section of the object file
/// (`@section` and `@used`, Swift 6.3), which the registry reads between the linker's `__start_` and
/// `__stop_` symbols. Calling it makes the preview's record: its name, its traits, where it is declared
/// (file and line, as the canvas labels an unnamed preview) and how to make its view.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // The arguments as the declarations take them: an unlabelled name first, then `traits:` and the
        // unlabelled traits after it, and the body (trailing, or `body:`).
        let bodyArgument = node.arguments.first { $0.label?.text == "body" }
        guard let body = node.trailingClosure ?? bodyArgument?.expression.as(ClosureExprSyntax.self) else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        for argument in node.arguments where argument.label?.text != "body" {
            switch argument.label?.text {
            case nil where traits.isEmpty: name = argument.expression
            case nil, "traits": traits.append(argument.expression)
            default:
                throw MacroExpansionErrorMessage("#Preview on Linux takes a name, traits and a body; '\(argument.label?.text ?? "")' is not supported")
            }
        }

        // `@Previewable` declarations become the view's properties; the rest is its body.
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attributes = variable.attributes.filter {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
                }
                properties.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }

        let viewType = context.makeUniqueName("PreviewView")
        let registration = context.makeUniqueName("PreviewRegistration")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath: ExprSyntax = location?.file ?? "#filePath"
        let fileIDExpression: ExprSyntax = fileID?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")

        let view: DeclSyntax = """
            struct \(viewType): View {
            \(raw: properties.map { "    " + $0 }.joined(separator: "\n"))
                var body: some View {
            \(raw: statements.joined(separator: "\n"))
                }
            }
            """
        let record: DeclSyntax = """
            @section("easel_previews") @used
            let \(registration): _PreviewRegistration.Entry = {
                _PreviewRegistration.preview(\(name), traits: [\(raw: traitList)], fileID: \(fileIDExpression), filePath: \(filePath), line: \(line)) {
                    \(viewType)()
                }
            }
            """
        return [view, record]
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body as a property of the preview's view. `#Preview`
/// reads the mark; on its own the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
