import Easel
import Foundation

/// One kind of view a scene can name: the properties it takes besides `type`, `id` and `modifiers`,
/// and how to make it from them.
struct ViewType: Sendable {
    let properties: [String]
    let make: @Sendable (ViewProperties) throws -> DecodedView
}

/// Every view type a scene can name: leaves (`LeafViewTypes`), controls (`ControlTypes`), containers
/// (`ContainerViewTypes`, `ScrollingContainerTypes`), layouts (`LayoutTypes`) and `Chart` (`ChartViewType`),
/// each name in one table.
enum ViewTypes {
    static let tables: KeyValuePairs<String, [String: ViewType]> = [
        "LeafViewTypes": LeafViewTypes.all, "ControlTypes.views": ControlTypes.views, "ContainerViewTypes": ContainerViewTypes.all,
        "LayoutTypes": LayoutTypes.viewTypes, "ScrollingContainerTypes": ScrollingContainerTypes.all,
        "ChartViewType": ["Chart": ChartViewType.viewType],
    ]
    static let all = Vocabulary.union(tables)

    /// The names, sorted, for suggestions.
    static let names = all.keys.sorted()
}
