import Easel
import Foundation

/// Alignments, anchors, edges and axes in a scene, by their SwiftUI names.
enum GeometryValues {
    static let horizontalAlignments: KeyValuePairs<String, HorizontalAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    static let verticalAlignments: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]

    static let alignments: KeyValuePairs<String, Alignment> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline,
    ]

    static let unitPoints: KeyValuePairs<String, UnitPoint> = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    static let edgeSets: KeyValuePairs<String, Edge.Set> = [
        "all": .all, "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical,
    ]

    static let axisSets: KeyValuePairs<String, Axis.Set> = ["horizontal": .horizontal, "vertical": .vertical]

    /// A unit point: a name, or `{"x": …, "y": …}` in fractions of the view's size.
    static func unitPoint(_ node: JSONNode) throws -> UnitPoint {
        if case .object = node.value {
            let object = try node.object("argument of a unit point", allowedKeys: ["x", "y"])
            return UnitPoint(x: CGFloat(try object.required("x", "a number").number(in: -1000...1000)),
                             y: CGFloat(try object.required("y", "a number").number(in: -1000...1000)))
        }
        return try node.name(among: unitPoints)
    }

    /// Edges: one name, or an array of names (`["top", "horizontal"]`), joined.
    static func edges(_ node: JSONNode) throws -> Edge.Set {
        if case .array = node.value {
            return try node.array().reduce(into: []) { $0.formUnion(try $1.name(among: edgeSets)) }
        }
        return try node.name(among: edgeSets)
    }

    /// Axes: `"horizontal"`, `"vertical"`, or an array of them.
    static func axes(_ node: JSONNode) throws -> Axis.Set {
        if case .array = node.value {
            return try node.array().reduce(into: []) { $0.formUnion(try $1.name(among: axisSets)) }
        }
        return try node.name(among: axisSets)
    }

    /// An angle in degrees.
    static func degrees(_ node: JSONNode) throws -> Angle {
        .degrees(try node.number(in: -1_000_000...1_000_000))
    }
}
