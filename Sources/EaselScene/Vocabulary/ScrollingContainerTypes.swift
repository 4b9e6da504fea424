import Easel
import Foundation

/// Scroll views, lazy stacks and grids, lists and forms, navigation stacks and tab views
/// (`docs/containers.md`). `GeometryReader` is Swift-only: its content is a closure of its size.
///
/// Properties (SwiftUI's argument labels):
/// - `ScrollView`: `"axes"` (`"vertical"`, the default, `"horizontal"`, or both in an array),
///   `"showsIndicators"` (a boolean; a still draws no indicators), `"children"`.
/// - `LazyVStack`: `"alignment"` (horizontal), `"spacing"`, `"children"`; `LazyHStack` the same with
///   a vertical alignment.
/// - `LazyVGrid`: `"columns"` (an array of grid items, required), `"alignment"` (horizontal),
///   `"spacing"`, `"children"`; `LazyHGrid`: `"rows"`, `"alignment"` (vertical), `"spacing"`. A grid item
///   is an object with one of `"fixed"` (a length), `"flexible"` or `"adaptive"` (objects with
///   `"minimum"` and `"maximum"`, lengths or `"infinity"`; `adaptive` requires `"minimum"`), and
///   optional `"spacing"` and `"alignment"`.
/// - `List`: `"style"` (`automatic`, `insetGrouped`, `grouped`, `plain`, `inset`, `sidebar`),
///   `"children"` (rows and `Section`s). `Form`: `"children"`.
/// - `Section`: `"header"`, `"footer"` (strings), `"children"` (the rows).
/// - `NavigationStack`: `"title"` (a string), `"titleDisplayMode"` (`automatic`, `inline`, `large`),
///   `"children"` (the root's views).
/// - `TabView`: `"tabs"` (an array of objects with `"title"` (a string, required), `"badge"` (a
///   string or a number) and `"content"` (a view)), `"selection"` (the selected tab's index, default 0).
enum ScrollingContainerTypes {
    static let all: [String: ViewType] = [
        "ScrollView": ViewType(properties: ["axes", "showsIndicators", "children"]) { view in
            let axes = try view["axes"].map(GeometryValues.axes) ?? .vertical
            let showsIndicators = try view["showsIndicators"]?.bool() ?? true
            let children = try view.children()
            return .other(AnyView(ScrollView(axes, showsIndicators: showsIndicators) { children }))
        },
        "LazyVStack": ViewType(properties: ["alignment", "spacing", "children"]) { view in
            let alignment = try view["alignment"]?.name(among: GeometryValues.horizontalAlignments) ?? .center
            let (spacing, children) = (try view["spacing"]?.signedLength(), try view.children())
            return .other(AnyView(LazyVStack(alignment: alignment, spacing: spacing) { children }))
        },
        "LazyHStack": ViewType(properties: ["alignment", "spacing", "children"]) { view in
            let alignment = try view["alignment"]?.name(among: GeometryValues.verticalAlignments) ?? .center
            let (spacing, children) = (try view["spacing"]?.signedLength(), try view.children())
            return .other(AnyView(LazyHStack(alignment: alignment, spacing: spacing) { children }))
        },
        "LazyVGrid": ViewType(properties: ["columns", "alignment", "spacing", "children"]) { view in
            let columns = try gridItems(try view.required("columns", "an array of grid items"))
            let alignment = try view["alignment"]?.name(among: GeometryValues.horizontalAlignments) ?? .center
            let (spacing, children) = (try view["spacing"]?.length(), try view.children())
            return .other(AnyView(LazyVGrid(columns: columns, alignment: alignment, spacing: spacing) { children }))
        },
        "LazyHGrid": ViewType(properties: ["rows", "alignment", "spacing", "children"]) { view in
            let rows = try gridItems(try view.required("rows", "an array of grid items"))
            let alignment = try view["alignment"]?.name(among: GeometryValues.verticalAlignments) ?? .center
            let (spacing, children) = (try view["spacing"]?.length(), try view.children())
            return .other(AnyView(LazyHGrid(rows: rows, alignment: alignment, spacing: spacing) { children }))
        },
        "List": ViewType(properties: ["style", "children"]) { view in
            let style = try view["style"]?.name(among: listStyles) ?? AnyListStyle(DefaultListStyle())
            let children = try view.children()
            return .other(style.apply(List { children }))
        },
        "Form": ViewType(properties: ["children"]) { view in
            let children = try view.children()
            return .other(AnyView(Form { children }))
        },
        "Section": ViewType(properties: ["header", "footer", "children"]) { view in
            let header = try view["header"]?.string(), footer = try view["footer"]?.string()
            let children = try view.children()
            return .other(AnyView(Section {
                children
            } header: {
                if let header { Text(header) }
            } footer: {
                if let footer { Text(footer) }
            }))
        },
        "NavigationStack": ViewType(properties: ["title", "titleDisplayMode", "children"]) { view in
            let title = try view["title"]?.string()
            let mode = try view["titleDisplayMode"]?.name(among: titleDisplayModes) ?? .automatic
            let children = try view.children()
            return .other(AnyView(NavigationStack {
                if let title {
                    Group { children }.navigationTitle(title).navigationBarTitleDisplayMode(mode)
                } else {
                    children
                }
            }))
        },
        "TabView": ViewType(properties: ["tabs", "selection"]) { view in
            let tabs = try view.required("tabs", "an array of tabs").array(of: "an array of tabs").map { node in
                try tab(node, decoder: view.decoder)
            }
            let selection = try view["selection"]?.integer(in: 0...max(tabs.count - 1, 0)) ?? 0
            return .other(AnyView(TabView(selection: .constant(selection)) {
                ForEach(tabs.indices, id: \.self) { index in tabs[index].tag(index) }
            }))
        },
    ]

    static let listStyles: KeyValuePairs<String, AnyListStyle> = [
        "automatic": AnyListStyle(DefaultListStyle()), "insetGrouped": AnyListStyle(InsetGroupedListStyle()),
        "grouped": AnyListStyle(GroupedListStyle()), "plain": AnyListStyle(PlainListStyle()),
        "inset": AnyListStyle(InsetListStyle()), "sidebar": AnyListStyle(SidebarListStyle()),
    ]

    static let titleDisplayModes: KeyValuePairs<String, NavigationBarItem.TitleDisplayMode> = [
        "automatic": .automatic, "inline": .inline, "large": .large,
    ]

    /// A list style chosen by name.
    struct AnyListStyle: Sendable {
        let apply: @Sendable (List<Never, ChildViews>) -> AnyView
        init<S: ListStyle>(_ style: S) { apply = { AnyView($0.listStyle(style)) } }
    }

    /// A tab: its content with its tab item and badge.
    private static func tab(_ node: JSONNode, decoder: SceneViewDecoder) throws -> AnyView {
        let object = try node.object("tab", allowedKeys: ["title", "badge", "content"])
        let title = try object.required("title", "a string").string()
        let content = try object["content"].map(decoder.view) ?? AnyView(EmptyView())
        let tab = content.tabItem { Text(title) }
        guard let badge = object["badge"] else { return AnyView(tab) }
        if case .string(let text) = badge.value { return AnyView(tab.badge(text)) }
        return AnyView(tab.badge(try badge.integer(in: 0...999_999)))
    }

    /// Grid items: each an object with one of `"fixed"`, `"flexible"`, `"adaptive"`.
    static func gridItems(_ node: JSONNode) throws -> [GridItem] {
        try node.array(of: "an array of grid items").map { item in
            let object = try item.object("grid item", allowedKeys: ["fixed", "flexible", "adaptive", "spacing", "alignment"])
            let sizes = ["fixed", "flexible", "adaptive"].filter(object.has)
            guard sizes.count == 1 else {
                throw item.error(sizes.isEmpty ? "missing \"fixed\", \"flexible\" or \"adaptive\"" : "give one of \"fixed\", \"flexible\" or \"adaptive\", not several")
            }
            let size: GridItem.Size
            switch sizes[0] {
            case "fixed":
                size = .fixed(try object.required("fixed", "a length").length())
            case "flexible":
                let bounds = try object.required("flexible", "an object").object("flexible size", allowedKeys: ["minimum", "maximum"])
                size = .flexible(minimum: try bounds["minimum"]?.length() ?? 10, maximum: try bounds["maximum"]?.lengthOrInfinity() ?? .infinity)
            default:
                let bounds = try object.required("adaptive", "an object").object("adaptive size", allowedKeys: ["minimum", "maximum"])
                size = .adaptive(minimum: try bounds.required("minimum", "a length").length(),
                                 maximum: try bounds["maximum"]?.lengthOrInfinity() ?? .infinity)
            }
            return GridItem(size, spacing: try object["spacing"]?.length(),
                            alignment: try object["alignment"]?.name(among: GeometryValues.alignments))
        }
    }
}
