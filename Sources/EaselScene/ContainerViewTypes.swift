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
    ]
}
