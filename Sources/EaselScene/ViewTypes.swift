import Easel
import Foundation

/// One kind of view a scene can name: the properties it takes besides `type`, `id` and `modifiers`,
/// and how to make it from them.
struct ViewType: Sendable {
    let properties: [String]
    let make: @Sendable (ViewProperties) throws -> DecodedView
}

/// Every view type a scene can name: leaves (`LeafViewTypes`), containers (`ContainerViewTypes`) and
/// layouts (`LayoutTypes`), and `Chart` (`ChartViewType`).
enum ViewTypes {
    static let all: [String: ViewType] = LeafViewTypes.all
        .merging(ContainerViewTypes.all) { first, _ in first }
        .merging(LayoutTypes.viewTypes) { first, _ in first }
        .merging(ScrollingContainerTypes.all) { first, _ in first }
        .merging(["Chart": ChartViewType.viewType]) { first, _ in first }

    /// The names, sorted, for suggestions.
    static let names = all.keys.sorted()
}
