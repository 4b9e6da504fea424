import Easel
import Foundation

/// One modifier a scene can name: how its argument changes a view.
struct ModifierType: Sendable {
    let apply: @Sendable (_ argument: JSONNode, _ view: DecodedView, _ decoder: SceneViewDecoder) throws -> DecodedView

    /// A modifier that wraps any view: `transform` gets the decoded argument's view as an `AnyView`.
    static func wrapping(_ transform: @escaping @Sendable (JSONNode, AnyView) throws -> any View) -> ModifierType {
        ModifierType { argument, view, _ in .other(AnyView(try transform(argument, view.erased))) }
    }

    /// A modifier whose argument must be `true` (`{"clipped": true}`), as for SwiftUI's argumentless ones.
    static func flag(_ transform: @escaping @Sendable (AnyView) -> any View) -> ModifierType {
        wrapping { argument, view in
            guard case .bool(true) = argument.value else { throw argument.mismatch("true") }
            return transform(view)
        }
    }
}

/// A view's `"modifiers"`: an ordered list, each entry an object with one key, the modifier's name,
/// whose value is the modifier's argument — `{"padding": 16}`, `{"frame": {"maxWidth": "infinity"}}`.
/// They apply first to last, as SwiftUI's chained calls do: `[{"padding": 8}, {"background": "red"}]`
/// is `.padding(8).background(Color.red)`.
///
/// The modifiers: `LayoutModifiers`, `DrawingModifiers`, `TextEnvironmentModifiers`, `AccessibilityModifiers`,
/// `RichTextValues.modifiers`, `EffectModifiers`, `ControlModifiers`, `ControlTypes.modifiers` (value-control
/// styles) and `SafeAreaValues.modifiers`.
enum SceneModifiers {
    static let tables: KeyValuePairs<String, [String: ModifierType]> = [
        "LayoutModifiers": LayoutModifiers.all, "DrawingModifiers": DrawingModifiers.all,
        "TextEnvironmentModifiers": TextEnvironmentModifiers.all, "AccessibilityModifiers": AccessibilityModifiers.all,
        "RichTextValues.modifiers": RichTextValues.modifiers, "EffectModifiers": EffectModifiers.all,
        "ControlModifiers": ControlModifiers.all, "ControlTypes.modifiers": ControlTypes.modifiers,
        "SafeAreaValues.modifiers": SafeAreaValues.modifiers,
    ]
    static let all = Vocabulary.union(tables)

    static let names = all.keys.sorted()

    static func apply(_ entry: JSONNode, to view: DecodedView, decoder: SceneViewDecoder) throws -> DecodedView {
        let members = try entry.members("a modifier object such as {\"padding\": 16}")
        guard members.count == 1 else {
            guard !members.isEmpty else { throw entry.error("expected a modifier such as {\"padding\": 16}, got an empty object") }
            let keys = members.map { JSONValue.quoted($0.key) }.joined(separator: ", ")
            throw entry.error("expected one modifier per object, got \(members.count) keys (\(keys)); list them one after the other")
        }
        let (name, argument) = (members[0].key, members[0].node)
        guard let modifier = all[name] else {
            let hint = NameSuggestion.didYouMean(name, among: names) ?? "see docs/scene-format.md for the modifiers"
            throw argument.error("unknown modifier; \(hint)")
        }
        return try modifier.apply(argument, view, decoder)
    }
}
