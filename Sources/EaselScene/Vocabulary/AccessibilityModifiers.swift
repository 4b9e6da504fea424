import Easel
import Foundation

/// Accessibility modifiers, which `easel layout` reports next to each identified view's frame.
///
/// Arguments:
/// - `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityIdentifier`: a string.
/// - `accessibilityHidden`: true or false.
/// - `accessibilityAddTraits`, `accessibilityRemoveTraits`: an array of trait names (`isButton`, `isHeader`, …).
/// - `accessibilityElement`: `ignore`, `contain` or `combine` (how the element treats its children).
enum AccessibilityModifiers {
    static let all: [String: ModifierType] = [
        "accessibilityLabel": .wrapping { argument, view in view.accessibilityLabel(try argument.string()) },
        "accessibilityValue": .wrapping { argument, view in view.accessibilityValue(try argument.string()) },
        "accessibilityHint": .wrapping { argument, view in view.accessibilityHint(try argument.string()) },
        "accessibilityIdentifier": .wrapping { argument, view in view.accessibilityIdentifier(try argument.string()) },
        "accessibilityHidden": .wrapping { argument, view in view.accessibilityHidden(try argument.bool()) },
        "accessibilityAddTraits": .wrapping { argument, view in view.accessibilityAddTraits(try traits(argument)) },
        "accessibilityRemoveTraits": .wrapping { argument, view in view.accessibilityRemoveTraits(try traits(argument)) },
        "accessibilityElement": .wrapping { argument, view in
            view.accessibilityElement(children: try argument.name(among: ["ignore": .ignore, "contain": .contain, "combine": .combine]))
        },
    ]

    /// The traits an array of names gives, each name one of SwiftUI's trait names.
    static func traits(_ argument: JSONNode) throws -> AccessibilityTraits {
        let names = AccessibilityTraits.named.map(\.name)
        return try argument.array(of: "an array of trait names such as [\"isHeader\"]").reduce(into: []) { traits, element in
            let name = try element.string()
            guard let trait = AccessibilityTraits.named.first(where: { $0.name == name })?.trait else {
                throw element.mismatch("one of " + names.map { JSONValue.quoted($0) }.joined(separator: ", "),
                                       suggestion: NameSuggestion.didYouMean(name, among: names))
            }
            traits.formUnion(trait)
        }
    }
}
