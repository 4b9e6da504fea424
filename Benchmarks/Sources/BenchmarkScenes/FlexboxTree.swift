/// A `LayoutTree` as the Taffy worker builds it: nodes in pre-order, each with its parent's index (-1
/// for the root) and a style (an index into `styles`).
///
/// The styles, in `Scripts/taffy_worker.py`'s terms: `direction` "row" or "column" (a container,
/// `align-items: center`, a gap of 8), `size` [width, height] (fixed, `flex-shrink: 0`), `min` [width, height] with
/// `maxHeight` (flexible, `flex-grow: 1`).
public struct FlexboxTree {
    private(set) var parents: [Int] = []
    private(set) var styleIndices: [Int] = []
    private(set) var styles: [[String: Any]] = []
    private var styleKeys: [String: Int] = [:]

    public init(_ tree: LayoutTree) {
        add(tree, parent: -1, frame: nil)
    }

    public var nodeCount: Int { parents.count }

    /// The request that builds the tree in the worker under `name`.
    public func buildRequest(name: String) -> [String: Any] {
        ["command": "build", "name": name, "parents": parents, "styles": styleIndices, "styleTable": styles]
    }

    private mutating func add(_ tree: LayoutTree, parent: Int, frame: TreeFrame?) {
        switch tree {
        case .stack(let axis, let children):
            let index = append(parent: parent, direction: axis == .horizontal ? "row" : "column", frame: frame)
            for child in children { add(child, parent: index, frame: nil) }
        case .framed(let outer, let inner):
            add(inner, parent: parent, frame: outer)
        case .leaf(let leafFrame):
            _ = append(parent: parent, direction: nil, frame: leafFrame)
        }
    }

    private mutating func append(parent: Int, direction: String?, frame: TreeFrame?) -> Int {
        var style: [String: Any] = [:]
        if let direction { style["direction"] = direction }
        switch frame {
        case .fixed(let width, let height)?:
            style["size"] = [Double(width), Double(height)]
        case .flexible(let minWidth, let minHeight, let maxHeight)?:
            style["min"] = [Double(minWidth), Double(minHeight)]
            style["maxHeight"] = Double(maxHeight)
        case nil:
            break
        }
        let key = "\(direction ?? "-") \(style["size"] ?? "-") \(style["min"] ?? "-") \(style["maxHeight"] ?? "-")"
        let styleIndex: Int
        if let known = styleKeys[key] {
            styleIndex = known
        } else {
            styleIndex = styles.count
            styles.append(style)
            styleKeys[key] = styleIndex
        }
        parents.append(parent)
        styleIndices.append(styleIndex)
        return parents.count - 1
    }
}
