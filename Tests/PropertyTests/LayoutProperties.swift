import Foundation
@_spi(Benchmarks) @testable import EaselCore

/// A property a layout broke: its name (shrinking keeps to the same one) and what was seen.
struct Violation: CustomStringConvertible {
    let property: String
    let detail: String
    var description: String { "\(property): \(detail)" }
}

/// The properties every layout of every view tree has, checked on one tree for one root proposal.
///
/// 1. **Finite**: every node's frame, the picture's size and every coordinate of the display list are
///    finite numbers.
/// 2. **Contained**: where a container promises it, a child lies inside its container's frame, to within
///    one pixel (each frame is rounded to the pixel grid on its own): the children of stacks and
///    z-stacks always (a stack is as large as its children); the children of equal-width stacks and the
///    child of a frame, padding, fixed-size, priority or rank modifier whenever the child is no larger
///    than its container. Not promised, as in SwiftUI: a child moved by an alignment guide of its own or
///    of a view inside it; a frame aligned by text baseline (its baseline is its bottom); grid cells (a
///    cell that grows past the width its column was sized with overflows it); offsets, radial, circle,
///    corner, flow and linear layouts, which place children outside on purpose.
/// 3. **Idempotent sizing**: the root's `sizeThatFits` for the proposal is the same on a fresh tree as
///    on a tree already asked other proposals first, and asking twice gives the same.
/// 4. **Repeatable placement**: placing a laid-out tree again gives the same frames, and so does laying
///    out the view afresh.
enum LayoutProperties {
    /// Within this many points, two coordinates are the same.
    static let tolerance: CGFloat = 0.001

    static func check(_ tree: ViewTree, proposal: ProposedViewSize, scale: CGFloat,
                      environment: EnvironmentValues = EnvironmentValues()) -> [Violation] {
        var violations: [Violation] = []
        let layout = ViewLayout(content: tree.view(), proposal: proposal, scale: scale, environment: environment)
        violations += finiteness(of: layout)
        violations += containment(in: tree, frames: layout.frames, pixel: 1 / scale)
        violations += sizingIdempotence(of: tree, proposal: proposal, scale: scale, environment: environment)
        violations += placementRepeatability(of: tree, layout: layout, proposal: proposal, scale: scale, environment: environment)
        return violations
    }

    // MARK: 1. Finite

    static func finiteness(of layout: ViewLayout) -> [Violation] {
        var violations: [Violation] = []
        if !isFinite(layout.size) { violations.append(Violation(property: "finite", detail: "picture size \(layout.size)")) }
        var nodes: [String] = []
        layout.root.forEachNode { node in
            if !isFinite(node.frame) { nodes.append("\(type(of: node)) \(node.explicitIDs.map { "\($0.base)" }) at \(node.frame)") }
        }
        violations += nodes.prefix(3).map { Violation(property: "finite", detail: "frame of \($0)") }
        for item in layout.displayList.items where !isFinite(item) {
            violations.append(Violation(property: "finite", detail: "display item \(item)"))
            break
        }
        return violations
    }

    static func isFinite(_ value: CGFloat) -> Bool { value.isFinite }
    static func isFinite(_ size: CGSize) -> Bool { size.width.isFinite && size.height.isFinite }
    static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    static func isFinite(_ rect: CGRect) -> Bool { isFinite(rect.origin) && isFinite(rect.size) }

    static func isFinite(_ path: Path) -> Bool {
        path.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): isFinite(p)
            case .quadCurve(let p, let c): isFinite(p) && isFinite(c)
            case .curve(let p, let c1, let c2): isFinite(p) && isFinite(c1) && isFinite(c2)
            case .closeSubpath: true
            }
        }
    }

    static func isFinite(_ item: DisplayItem) -> Bool {
        switch item {
        case .fill(let path, _, _): return isFinite(path)
        case .stroke(let path, _, let style): return isFinite(path) && style.lineWidth.isFinite
        case .text(let request, let frame, _): return isFinite(frame) && (request.width?.isFinite ?? true)
        case .image(_, let frame, _): return isFinite(frame)
        case .group(let t, let clip, let opacity, let items):
            return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) && (clip.map(isFinite) ?? true)
                && opacity.isFinite && items.allSatisfy(isFinite)
        case .tagged(_, let items), .effect(_, let items): return items.allSatisfy(isFinite)
        }
    }

    // MARK: 2. Contained

    /// How a container promises to hold its children.
    private enum Promise {
        /// Every child inside.
        case always
        /// A child inside whenever it is no larger than the container.
        case whenFitting
        case none
    }

    private static func promise(of kind: ViewTree.Kind) -> Promise {
        switch kind {
        case .hStack, .vStack, .zStack: .always
        case .anyLayout(let index): index <= 2 ? .always : index == 3 ? .whenFitting : .none
        case .fixedFrame(_, _, let alignment), .flexibleFrame(_, _, _, _, let alignment):
            ViewTree.alignments[alignment].vertical == .firstTextBaseline ? .none : .whenFitting
        case .equalWidthHStack, .equalWidthVStack, .padding, .fixedSize, .layoutPriority, .rank: .whenFitting
        default: .none
        }
    }

    static func containment(in tree: ViewTree, frames: [String: CGRect], pixel: CGFloat, path: String = "r",
                            container: CGRect? = nil) -> [Violation] {
        // A grid row has no frame of its own: its cells are checked against the grid's frame.
        let frame = tree.isGridRow ? container : frames[path]
        var violations: [Violation] = []
        let promise = promise(of: tree.kind)
        for (index, child) in tree.children.enumerated() {
            let childPath = "\(path).\(index)"
            if !child.isGridRow, !child.containsAlignmentGuide, let frame, let childFrame = frames[childPath] {
                let fits = childFrame.width <= frame.width + tolerance && childFrame.height <= frame.height + tolerance
                let slack = pixel + tolerance
                let inside = childFrame.minX >= frame.minX - slack && childFrame.minY >= frame.minY - slack
                    && childFrame.maxX <= frame.maxX + slack && childFrame.maxY <= frame.maxY + slack
                if !inside && (promise == .always || (promise == .whenFitting && fits)) {
                    violations.append(Violation(property: "contained",
                                                detail: "\(childPath) at \(childFrame) is outside \(path) at \(frame)"))
                }
            }
            violations += containment(in: child, frames: frames, pixel: pixel, path: childPath, container: frame)
        }
        return violations
    }

    // MARK: 3. Idempotent sizing

    static func sizingIdempotence(of tree: ViewTree, proposal: ProposedViewSize, scale: CGFloat,
                                  environment: EnvironmentValues) -> [Violation] {
        // The resolved views own their trees: they stay in scope while their roots are asked.
        let fresh = ResolvedView(content: tree.view(), scale: scale, environment: environment)
        let first = fresh.tree.root.sizeThatFits(proposal)
        let again = fresh.tree.root.sizeThatFits(proposal)
        let warmed = ResolvedView(content: tree.view(), scale: scale, environment: environment)
        for other in [ProposedViewSize.zero, .infinity, .unspecified, ProposedViewSize(width: 37, height: nil),
                      ProposedViewSize(width: nil, height: 53)] {
            _ = warmed.tree.root.sizeThatFits(other)
        }
        let afterOthers = warmed.tree.root.sizeThatFits(proposal)
        withExtendedLifetime((fresh, warmed)) {}
        var violations: [Violation] = []
        if !same(first, again) {
            violations.append(Violation(property: "idempotent", detail: "asked \(proposal) twice: \(first), then \(again)"))
        }
        if !same(first, afterOthers) {
            violations.append(Violation(property: "idempotent",
                                        detail: "asked \(proposal): \(first) fresh, \(afterOthers) after other proposals"))
        }
        return violations
    }

    /// Equal, or both not a number in the same places.
    private static func same(_ a: CGSize, _ b: CGSize) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.width, b.width) && same(a.height, b.height)
    }

    // MARK: 4. Repeatable placement

    /// Every node's frame, in the tree's order.
    static func allFrames(of root: ViewNode) -> [CGRect] {
        var frames: [CGRect] = []
        root.forEachNode { frames.append($0.frame) }
        return frames
    }

    static func placementRepeatability(of tree: ViewTree, layout: ViewLayout, proposal: ProposedViewSize, scale: CGFloat,
                                       environment: EnvironmentValues) -> [Violation] {
        let before = allFrames(of: layout.root)
        layout.root.layout(in: CGRect(origin: .zero, size: layout.root.sizeThatFits(proposal)), proposal: proposal, scale: scale)
        let placedAgain = allFrames(of: layout.root)
        let freshLayout = ViewLayout(content: tree.view(), proposal: proposal, scale: scale, environment: environment)
        let fresh = allFrames(of: freshLayout.root)
        withExtendedLifetime(freshLayout) {}
        var violations: [Violation] = []
        if let index = firstDifference(before, placedAgain) {
            violations.append(Violation(property: "repeatable", detail: "placed again, node \(index) moved from \(before[index]) to \(placedAgain[index])"))
        }
        if before.count != fresh.count {
            violations.append(Violation(property: "repeatable", detail: "a fresh layout has \(fresh.count) nodes, not \(before.count)"))
        } else if let index = firstDifference(before, fresh) {
            violations.append(Violation(property: "repeatable", detail: "laid out afresh, node \(index) is at \(fresh[index]), not \(before[index])"))
        }
        return violations
    }

    private static func firstDifference(_ a: [CGRect], _ b: [CGRect]) -> Int? {
        zip(a, b).enumerated().first { !($0.element.0 == $0.element.1 || (!isFinite($0.element.0) && !isFinite($0.element.1))) }?.offset
    }
}
