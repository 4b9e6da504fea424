import Foundation
@testable import EaselCore
import EaselLayouts

/// A description of a random view tree: what the property tests generate, build into a view, print when
/// a property fails, and shrink.
///
/// Every node is a view (a leaf, a container of `children`, or a modifier around its one child). The
/// view built from a node carries `.id(path)`, its path from the root ("r", "r.0", "r.0.2", …), so that
/// the frame of every node can be read back from the layout; grid rows carry none (an id would hide
/// the row from its grid).
struct ViewTree: CustomStringConvertible {
    enum Kind {
        // Leaves.
        case text(String)
        case color(Int)
        case rectangle, roundedRectangle(cornerRadius: CGFloat), circle, capsule
        case spacer(minLength: CGFloat?)
        case divider
        // Containers.
        case hStack(alignment: Int, spacing: CGFloat?)
        case vStack(alignment: Int, spacing: CGFloat?)
        case zStack(alignment: Int)
        case grid(horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
        case gridRow
        case viewThatFits(axes: Int)
        case anyLayout(Int)
        case radial, flow(spacing: CGFloat?), equalWidthHStack, equalWidthVStack
        case circleLayout(radius: CGFloat), corner(spacing: CGFloat)
        case linearStack(row: Bool, alignment: Int, items: [LinearLayout.ItemSpec])
        // Modifiers, each around one child.
        case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Int)
        case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, alignment: Int)
        case padding(edges: Int, length: CGFloat?)
        case offset(x: CGFloat, y: CGFloat)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case layoutPriority(Double)
        case horizontalGuide(alignment: Int, fraction: CGFloat)
        case verticalGuide(alignment: Int, fraction: CGFloat)
        case rank(Int)
    }

    var kind: Kind
    var children: [ViewTree] = []

    static let colors: [Color] = [.red, .blue, .green, .orange, .purple, .gray, .clear]
    static let colorNames = ["red", "blue", "green", "orange", "purple", "gray", "clear"]
    static let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing,
                                          .bottomLeading, .bottomTrailing, .centerFirstTextBaseline]
    static let alignmentNames = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                                 "bottomLeading", "bottomTrailing", "centerFirstTextBaseline"]
    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let horizontalNames = ["leading", "center", "trailing"]
    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
    static let verticalNames = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let edgeSets: [Edge.Set] = [.all, .horizontal, .vertical, .leading, .top, .trailing, .bottom]
    static let edgeNames = ["all", "horizontal", "vertical", "leading", "top", "trailing", "bottom"]
    static let axisSets: [Axis.Set] = [[.horizontal, .vertical], .horizontal, .vertical]
    static let axisNames = ["[.horizontal, .vertical]", "horizontal", "vertical"]
    static func anyLayout(_ index: Int) -> AnyLayout {
        [AnyLayout(HStackLayout()), AnyLayout(VStackLayout()), AnyLayout(ZStackLayout()),
         AnyLayout(EqualWidthHStack()), AnyLayout(FlowLayout(spacing: 4))][index]
    }
    static let anyLayoutNames = ["HStackLayout()", "VStackLayout()", "ZStackLayout()", "EqualWidthHStack()", "FlowLayout(spacing: 4)"]
    static let linearAlignments: [LinearLayout.Alignment] = [.leading, .center, .trailing]

    /// Whether the node is a modifier (one child it wraps) rather than a view or a container.
    var isModifier: Bool {
        switch kind {
        case .fixedFrame, .flexibleFrame, .padding, .offset, .fixedSize, .layoutPriority, .horizontalGuide, .verticalGuide, .rank:
            return true
        default:
            return false
        }
    }

    var isGridRow: Bool { if case .gridRow = kind { true } else { false } }

    /// Whether the tree sets an alignment guide anywhere: guides move views relative to their containers.
    var containsAlignmentGuide: Bool {
        switch kind {
        case .horizontalGuide, .verticalGuide: true
        default: children.contains { $0.containsAlignmentGuide }
        }
    }

    /// The number of nodes in the tree.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    // MARK: Building the view

    /// The view this tree describes, its nodes tagged with their paths from `path`.
    func view(path: String = "r") -> AnyView {
        let built = build(path: path)
        return isGridRow ? built : AnyView(built.id(path))
    }

    /// The children's views, in order, for a container's content.
    private func content(_ path: String) -> some View {
        ForEach(0..<children.count, id: \.self) { index in children[index].view(path: "\(path).\(index)") }
    }

    /// The one child of a modifier.
    private func child(_ path: String) -> AnyView {
        children.first?.view(path: "\(path).0") ?? AnyView(EmptyView())
    }

    private func build(path: String) -> AnyView {
        switch kind {
        case .text(let string): return AnyView(Text(string))
        case .color(let index): return AnyView(Self.colors[index])
        case .rectangle: return AnyView(Rectangle().fill(Color.blue))
        case .roundedRectangle(let radius): return AnyView(RoundedRectangle(cornerRadius: radius))
        case .circle: return AnyView(Circle().fill(Color.orange))
        case .capsule: return AnyView(Capsule())
        case .spacer(let minLength): return AnyView(Spacer(minLength: minLength))
        case .divider: return AnyView(Divider())
        case .hStack(let alignment, let spacing):
            return AnyView(HStack(alignment: Self.verticalAlignments[alignment], spacing: spacing) { content(path) })
        case .vStack(let alignment, let spacing):
            return AnyView(VStack(alignment: Self.horizontalAlignments[alignment], spacing: spacing) { content(path) })
        case .zStack(let alignment): return AnyView(ZStack(alignment: Self.alignments[alignment]) { content(path) })
        case .grid(let horizontal, let vertical):
            return AnyView(Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) { content(path) })
        case .gridRow: return AnyView(GridRow { content(path) })
        case .viewThatFits(let axes): return AnyView(ViewThatFits(in: Self.axisSets[axes]) { content(path) })
        case .anyLayout(let index): let layout = Self.anyLayout(index)
            return AnyView(layout { content(path) })
        case .radial: return AnyView(RadialLayout() { content(path) })
        case .flow(let spacing): return AnyView(FlowLayout(spacing: spacing) { content(path) })
        case .equalWidthHStack: return AnyView(EqualWidthHStack() { content(path) })
        case .equalWidthVStack: return AnyView(EqualWidthVStack() { content(path) })
        case .circleLayout(let radius): return AnyView(CircleLayout(radius: radius) { content(path) })
        case .corner(let spacing): return AnyView(CornerLayout(spacing: spacing) { content(path) })
        case .linearStack(let row, let alignment, let items):
            return AnyView(LinearStack(direction: row ? .row : .column, alignment: Self.linearAlignments[alignment], items: items) { content(path) })
        case .fixedFrame(let width, let height, let alignment):
            return AnyView(child(path).frame(width: width, height: height, alignment: Self.alignments[alignment]))
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment):
            return AnyView(child(path).frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                                             alignment: Self.alignments[alignment]))
        case .padding(let edges, let length): return AnyView(child(path).padding(Self.edgeSets[edges], length))
        case .offset(let x, let y): return AnyView(child(path).offset(x: x, y: y))
        case .fixedSize(let horizontal, let vertical): return AnyView(child(path).fixedSize(horizontal: horizontal, vertical: vertical))
        case .layoutPriority(let priority): return AnyView(child(path).layoutPriority(priority))
        case .horizontalGuide(let alignment, let fraction):
            return AnyView(child(path).alignmentGuide(Self.horizontalAlignments[alignment]) { $0.width * fraction })
        case .verticalGuide(let alignment, let fraction):
            return AnyView(child(path).alignmentGuide(Self.verticalAlignments[alignment]) { $0.height * fraction })
        case .rank(let rank): return AnyView(child(path).rank(rank))
        }
    }

    // MARK: Describing

    /// The tree as SwiftUI-like code: modifiers after their child, containers with their children in
    /// braces, and each node's path where its frame is reported.
    var description: String { describe(indent: "") }

    private func describe(indent: String) -> String {
        let inner = indent + "  "
        switch kind {
        case .text(let string): return "Text(\"\(string)\")"
        case .color(let index): return "Color.\(Self.colorNames[index])"
        case .rectangle: return "Rectangle().fill(.blue)"
        case .roundedRectangle(let radius): return "RoundedRectangle(cornerRadius: \(radius))"
        case .circle: return "Circle().fill(.orange)"
        case .capsule: return "Capsule()"
        case .spacer(let minLength): return "Spacer(minLength: \(minLength.map { "\($0)" } ?? "nil"))"
        case .divider: return "Divider()"
        default: break
        }
        if isModifier {
            let child = children.first?.describe(indent: indent) ?? "EmptyView()"
            return child + "\n" + inner + modifierDescription
        }
        let body = children.map { inner + $0.describe(indent: inner) }.joined(separator: "\n")
        return containerDescription + " {" + (children.isEmpty ? "" : "\n" + body + "\n" + indent) + "}"
    }

    private var containerDescription: String {
        func optional(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        switch kind {
        case .hStack(let alignment, let spacing): return "HStack(alignment: .\(Self.verticalNames[alignment]), spacing: \(optional(spacing)))"
        case .vStack(let alignment, let spacing): return "VStack(alignment: .\(Self.horizontalNames[alignment]), spacing: \(optional(spacing)))"
        case .zStack(let alignment): return "ZStack(alignment: .\(Self.alignmentNames[alignment]))"
        case .grid(let horizontal, let vertical): return "Grid(horizontalSpacing: \(optional(horizontal)), verticalSpacing: \(optional(vertical)))"
        case .gridRow: return "GridRow"
        case .viewThatFits(let axes): return "ViewThatFits(in: .\(Self.axisNames[axes]))"
        case .anyLayout(let index): return "AnyLayout(\(Self.anyLayoutNames[index]))"
        case .radial: return "RadialLayout()"
        case .flow(let spacing): return "FlowLayout(spacing: \(optional(spacing)))"
        case .equalWidthHStack: return "EqualWidthHStack()"
        case .equalWidthVStack: return "EqualWidthVStack()"
        case .circleLayout(let radius): return "CircleLayout(radius: \(radius))"
        case .corner(let spacing): return "CornerLayout(spacing: \(spacing))"
        case .linearStack(let row, let alignment, let items):
            let specs = items.map { "(\(optional($0.width)), \(optional($0.height)))" }
            return "LinearStack(direction: .\(row ? "row" : "column"), alignment: .\(Self.horizontalNames[alignment]), items: [\(specs.joined(separator: ", "))])"
        default: return "\(kind)"
        }
    }

    private var modifierDescription: String {
        func optional(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        switch kind {
        case .fixedFrame(let width, let height, let alignment):
            return ".frame(width: \(optional(width)), height: \(optional(height)), alignment: .\(Self.alignmentNames[alignment]))"
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment):
            return ".frame(minWidth: \(optional(minWidth)), maxWidth: \(optional(maxWidth)), minHeight: \(optional(minHeight)), "
                + "maxHeight: \(optional(maxHeight)), alignment: .\(Self.alignmentNames[alignment]))"
        case .padding(let edges, let length): return ".padding(.\(Self.edgeNames[edges]), \(optional(length)))"
        case .offset(let x, let y): return ".offset(x: \(x), y: \(y))"
        case .fixedSize(let horizontal, let vertical): return ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .layoutPriority(let priority): return ".layoutPriority(\(priority))"
        case .horizontalGuide(let alignment, let fraction): return ".alignmentGuide(.\(Self.horizontalNames[alignment])) { $0.width * \(fraction) }"
        case .verticalGuide(let alignment, let fraction): return ".alignmentGuide(.\(Self.verticalNames[alignment])) { $0.height * \(fraction) }"
        case .rank(let rank): return ".rank(\(rank))"
        default: return "\(kind)"
        }
    }

    // MARK: Shrinking

    /// Smaller trees to try when this one fails a property, simplest first: a child in place of its
    /// container or modifier (grid rows stay in their grid), the tree without one child, then the same
    /// steps inside each child.
    var shrinkCandidates: [ViewTree] {
        var candidates: [ViewTree] = []
        for child in children where !child.isGridRow { candidates.append(child) }
        if !isModifier {
            for index in children.indices {
                var smaller = self
                smaller.children.remove(at: index)
                candidates.append(smaller)
            }
        }
        if case .text(let string) = kind, string.count > 1 {
            candidates.append(ViewTree(kind: .text(String(string.prefix(string.count / 2)))))
        }
        for index in children.indices {
            for smallerChild in children[index].shrinkCandidates where !(isGridContainer && smallerChild.isGridRow != children[index].isGridRow) {
                var smaller = self
                smaller.children[index] = smallerChild
                candidates.append(smaller)
            }
        }
        return candidates
    }

    private var isGridContainer: Bool { if case .grid = kind { true } else { false } }
}
