import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` (iOS 18, back-deployed): declares a value of `EnvironmentValues` (or `FocusedValues`) with its
/// key in one line, `extension EnvironmentValues { @Entry var accent: Color = .pink }`.
///
/// As Apple's expansion does, the property gets a peer key type `__Key_<name>` and accessors that read and
/// write the container's subscript with it. In `EnvironmentValues` (and any other container) the key is an
/// `EnvironmentKey` whose `defaultValue` is the initial value (nil for an optional without one); in
/// `FocusedValues` it is a `FocusedValueKey` whose `Value` is the property's type without its `?`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        if container == "FocusedValues" {
            guard let type = entry.type else { throw MacroExpansionErrorMessage("@Entry in FocusedValues needs a type: @Entry var name: Value?") }
            let value = type.hasSuffix("?") ? String(type.dropLast()) : type
            return ["private struct __Key_\(raw: entry.name): FocusedValueKey { typealias Value = \(raw: value) }"]
        }
        let initial = entry.initial ?? "nil"
        if let type = entry.type {
            return ["private struct __Key_\(raw: entry.name): EnvironmentKey { static var defaultValue: \(raw: type) { \(raw: initial) } }"]
        }
        guard entry.initial != nil else { throw MacroExpansionErrorMessage("@Entry needs a type or an initial value") }
        return ["private struct __Key_\(raw: entry.name): EnvironmentKey { static let defaultValue = \(raw: initial) }"]
    }

    /// The property `@Entry` is attached to: its name, its type as written, and its initial value.
    struct Entry {
        let name: String
        let type: String?
        let initial: String?

        init(_ declaration: some DeclSyntaxProtocol) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
                throw MacroExpansionErrorMessage("@Entry applies to one variable: @Entry var name: Value = default")
            }
            self.name = name
            type = binding.typeAnnotation?.type.trimmedDescription
            initial = binding.initializer?.value.trimmedDescription
        }
    }
}
