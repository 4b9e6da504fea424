import Easel
import Foundation

/// Containers that are not layouts: groups, grid rows, `ViewThatFits` and buttons.
///
/// Properties:
/// - `Group`: `"children"`; modifiers on a group apply to each child, as in SwiftUI.
/// - `GridRow`: `"alignment"` (a vertical alignment), `"children"` (the row's cells). Outside a `Grid`
///   its children join the enclosing container.
/// - `ViewThatFits`: `"in"` (the constrained axes: `"horizontal"`, `"vertical"` or both in an array;
///   default both), `"children"` (the candidates, in order of preference).
/// - `Button`: `"title"` (a string) or `"children"` (the label's views); its look comes from the
///   `buttonStyle` modifier on it or an ancestor. A render is a snapshot: there is no action.
/// - `Toggle`: `"title"` (a string) or `"children"` (the label's views), `"isOn"` (true or false, default
///   false) and `"systemImage"` (with a title: `Toggle(_:systemImage:isOn:)`); its look comes from the
///   `toggleStyle` modifier.
/// - `Link`: `"destination"` (a URL, required) and `"title"` or `"children"` (the label).
/// - `LabeledContent`: `"title"` (a string, required) and `"value"` (a string) or `"children"` (the
///   content).
enum ContainerViewTypes {
    static let all: [String: ViewType] = [
        "Group": ViewType(properties: ["children"]) { view in
            let children = try view.children()
            return .other(AnyView(Group { children }))
        },
        "GridRow": ViewType(properties: ["alignment", "children"]) { view in
            let alignment = try view["alignment"]?.name(among: GeometryValues.verticalAlignments)
            let cells = try view.children()
            return .other(AnyView(GridRow(alignment: alignment) { cells }))
        },
        "ViewThatFits": ViewType(properties: ["in", "children"]) { view in
            let axes = try view["in"].map(GeometryValues.axes) ?? [.horizontal, .vertical]
            let candidates = try view.children()
            return .other(AnyView(ViewThatFits(in: axes) { candidates }))
        },
        "Button": ViewType(properties: ["title", "children"]) { view in
            try view.object.exclusive(["title"], ["children"])
            if let title = view["title"] { return .other(AnyView(Button(try title.string()) {})) }
            guard view.object.has("children") else { throw view.object.node.error("missing \"title\" (a string) or \"children\" (the label)") }
            let label = try view.children()
            return .other(AnyView(Button {} label: { label }))
        },
        "Toggle": ViewType(properties: ["title", "systemImage", "isOn", "children"]) { view in
            try view.object.exclusive(["title", "systemImage"], ["children"])
            let isOn = Binding.constant(try view["isOn"]?.bool() ?? false)
            if let title = view["title"] {
                if let symbol = view["systemImage"] { return .other(AnyView(Toggle(try title.string(), systemImage: try symbol.string(), isOn: isOn))) }
                return .other(AnyView(Toggle(try title.string(), isOn: isOn)))
            }
            guard view.object.has("children") else { throw view.object.node.error("missing \"title\" (a string) or \"children\" (the label)") }
            let label = try view.children()
            return .other(AnyView(Toggle(isOn: isOn) { label }))
        },
        "Link": ViewType(properties: ["title", "destination", "children"]) { view in
            try view.object.exclusive(["title"], ["children"])
            let node = try view.required("destination", "a URL")
            guard let destination = URL(string: try node.string()), destination.scheme != nil else {
                throw node.mismatch("an absolute URL such as \"https://example.com\"")
            }
            if let title = view["title"] { return .other(AnyView(Link(try title.string(), destination: destination))) }
            guard view.object.has("children") else { throw view.object.node.error("missing \"title\" (a string) or \"children\" (the label)") }
            let label = try view.children()
            return .other(AnyView(Link(destination: destination) { label }))
        },
        "LabeledContent": ViewType(properties: ["title", "value", "children"]) { view in
            try view.object.exclusive(["value"], ["children"])
            let title = try view.required("title", "a string").string()
            if let value = view["value"] { return .other(AnyView(LabeledContent(title, value: try value.string()))) }
            guard view.object.has("children") else { throw view.object.node.error("missing \"value\" (a string) or \"children\" (the content)") }
            let content = try view.children()
            return .other(AnyView(LabeledContent(title) { content }))
        },
    ]
}
