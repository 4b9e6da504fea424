import Easel
import Foundation
import EaselLayouts

/// One layout a scene can name: its properties and how to make it.
struct LayoutType: Sendable {
    let properties: [String]
    let make: @Sendable (JSONObjectReader) throws -> any Layout
}

/// Layouts: the stacks and grid behind SwiftUI's containers, and Easel's custom layouts.
///
/// Each is a view type that lays out its `"children"`: `HStack`, `VStack`, `ZStack`, `Grid`, and the
/// custom layouts under their own names. `AnyLayout` takes one of them as its `"layout"` — an object
/// with the layout's `"type"` (`HStackLayout`, `VStackLayout`, `ZStackLayout` or a custom layout's
/// name) and properties — as SwiftUI's `AnyLayout(HStackLayout())` does. `GridLayout` is not offered
/// to `AnyLayout`: grid rows need a `Grid`.
///
/// Properties (SwiftUI's argument labels):
/// - `HStack`/`HStackLayout`: `"alignment"` (a vertical alignment), `"spacing"` (a number, may be
///   negative; default: the children's preferred spacing).
/// - `VStack`/`VStackLayout`: `"alignment"` (a horizontal alignment), `"spacing"`.
/// - `ZStack`/`ZStackLayout`: `"alignment"` (an alignment).
/// - `Grid`: `"alignment"`, `"horizontalSpacing"`, `"verticalSpacing"`; rows are `GridRow` children,
///   and other children span the grid.
/// - `EqualWidthHStack`, `EqualWidthVStack`, `RadialLayout`: nothing (rank `RadialLayout`'s children
///   with the `rank` modifier).
/// - `CircleLayout`: `"radius"` (a length, required), `"rotation"` (degrees, default 0).
/// - `CornerLayout`, `FlowLayout`: `"spacing"` (a length; `FlowLayout`'s default is the children's
///   preferred spacing, `CornerLayout`'s 0).
/// - `LinearStack`: `"direction"` (`row` or `column`, default column), `"alignment"` (`leading`,
///   `center`, `trailing`), `"items"` (an array: `"flexible"` or an object with `"width"`, `"height"`
///   or both, one per child; children past the items are flexible).
enum LayoutTypes {
    static let layouts: [String: LayoutType] = [
        "HStackLayout": LayoutType(properties: ["alignment", "spacing"]) { object in
            HStackLayout(alignment: try object["alignment"]?.name(among: GeometryValues.verticalAlignments) ?? .center,
                         spacing: try object["spacing"]?.signedLength())
        },
        "VStackLayout": LayoutType(properties: ["alignment", "spacing"]) { object in
            VStackLayout(alignment: try object["alignment"]?.name(among: GeometryValues.horizontalAlignments) ?? .center,
                         spacing: try object["spacing"]?.signedLength())
        },
        "ZStackLayout": LayoutType(properties: ["alignment"]) { object in
            ZStackLayout(alignment: try object["alignment"]?.name(among: GeometryValues.alignments) ?? .center)
        },
        "GridLayout": LayoutType(properties: ["alignment", "horizontalSpacing", "verticalSpacing"]) { object in
            GridLayout(alignment: try object["alignment"]?.name(among: GeometryValues.alignments) ?? .center,
                       horizontalSpacing: try object["horizontalSpacing"]?.signedLength(),
                       verticalSpacing: try object["verticalSpacing"]?.signedLength())
        },
        "EqualWidthHStack": LayoutType(properties: []) { _ in EqualWidthHStack() },
        "EqualWidthVStack": LayoutType(properties: []) { _ in EqualWidthVStack() },
        "RadialLayout": LayoutType(properties: []) { _ in RadialLayout() },
        "CircleLayout": LayoutType(properties: ["radius", "rotation"]) { object in
            CircleLayout(radius: try object.required("radius", "a length").length(),
                         rotation: try object["rotation"].map(GeometryValues.degrees) ?? .zero)
        },
        "CornerLayout": LayoutType(properties: ["spacing"]) { object in
            CornerLayout(spacing: try object["spacing"]?.length() ?? 0)
        },
        "FlowLayout": LayoutType(properties: ["spacing"]) { object in
            FlowLayout(spacing: try object["spacing"]?.length())
        },
        "LinearStack": LayoutType(properties: ["direction", "alignment", "items"]) { object in
            LinearStack(direction: try object["direction"]?.name(among: ["row": .row, "column": .column]) ?? .column,
                        alignment: try object["alignment"]?.name(among: ["leading": .leading, "center": .center, "trailing": .trailing]) ?? .leading,
                        items: try object["items"]?.array(of: "an array of items").map(linearItem) ?? [])
        },
    ]

    /// The view types of the layouts: SwiftUI's container names for the built-in ones.
    static let viewTypes: [String: ViewType] = {
        let containerNames = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"]
        var types: [String: ViewType] = [:]
        for (name, layout) in layouts {
            types[containerNames[name] ?? name] = ViewType(properties: layout.properties + ["children"]) { view in
                .other(arrange(try layout.make(view.object), try view.children()))
            }
        }
        types["AnyLayout"] = ViewType(properties: ["layout", "children"]) { view in
            .other(arrange(AnyLayout(try anyLayout(try view.required("layout", "a layout such as {\"type\": \"HStackLayout\"}"))),
                           try view.children()))
        }
        return types
    }()

    /// The layouts `AnyLayout` can take.
    static let anyLayoutNames = layouts.keys.filter { $0 != "GridLayout" }.sorted()

    private static func anyLayout(_ node: JSONNode) throws -> any Layout {
        let members = try node.members("a layout such as {\"type\": \"HStackLayout\"}")
        guard let typeNode = members.first(where: { $0.key == "type" })?.node else {
            throw node.error("missing \"type\" (the layout, such as \"HStackLayout\")")
        }
        let name = try typeNode.string()
        guard anyLayoutNames.contains(name), let layout = layouts[name] else {
            let hint = NameSuggestion.didYouMean(name, among: anyLayoutNames)
                ?? "expected one of " + anyLayoutNames.map { JSONValue.quoted($0) }.joined(separator: ", ")
            throw typeNode.error("unknown layout \(typeNode.value.summary); \(hint)")
        }
        return try layout.make(try node.object("property of \(name)", allowedKeys: ["type"] + layout.properties))
    }

    /// A `LinearStack` item: `"flexible"`, or an object with a fixed `"width"`, `"height"` or both.
    private static func linearItem(_ node: JSONNode) throws -> LinearLayout.ItemSpec {
        if case .string = node.value {
            return try node.name(among: ["flexible": LinearLayout.ItemSpec.flexible])
        }
        let object = try node.object("argument of an item", allowedKeys: ["width", "height"],
                                     expected: "\"flexible\" or an object with \"width\", \"height\" or both")
        return LinearLayout.ItemSpec(width: try object["width"]?.length(), height: try object["height"]?.length())
    }

    /// `children` laid out by `layout`, as `layout { children }` in Swift.
    private static func arrange<L: Layout>(_ layout: L, _ children: ChildViews) -> AnyView {
        AnyView(layout { children })
    }
}
