import EaselTestSupport
import Foundation
@testable import EaselCore
import EaselLayouts

/// Random view trees of every container and modifier, with finite, non-negative parameters.
///
/// The rule: a node at depth `d` is a leaf with a probability growing with `d` (always at `maximumDepth`),
/// else a container of 0–4 children (a grid's children are mostly rows of 1–3 cells) or a modifier
/// around one child, chosen uniformly among the kinds. Lengths are quarter points up to 120; a flexible
/// frame's bounds are ordered (min ≤ max), and its max may be infinity, as `maxWidth: .infinity` is.
struct ViewTreeGenerator {
    var random: SplitMix64
    var maximumDepth = 5

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func tree(depth: Int = 0) -> ViewTree {
        if depth >= maximumDepth || random.chance(0.15 + 0.15 * CGFloat(depth)) { return leaf() }
        return random.chance(0.5) ? container(depth: depth) : modifier(depth: depth)
    }

    private static let words = ["Cat", "Dog", "a", "Goldfish", "best pet", "votes", "🐈", "Hamster wheel", "", "x y z"]

    mutating func leaf() -> ViewTree {
        let kind: ViewTree.Kind
        switch random.int(0...8) {
        case 0, 1: kind = .text((0..<random.int(1...3)).map { _ in random.pick(Self.words) }.joined(separator: " "))
        case 2: kind = .color(random.int(0...ViewTree.colors.count - 1))
        case 3: kind = random.pick([.rectangle, .circle, .capsule])
        case 4: kind = .roundedRectangle(cornerRadius: random.length(upTo: 12))
        case 5: kind = .spacer(minLength: random.chance(0.5) ? nil : random.length(upTo: 30))
        case 6: kind = .divider
        default: kind = .color(random.int(0...ViewTree.colors.count - 1))
        }
        return ViewTree(kind: kind)
    }

    private mutating func optionalLength(upTo maximum: Int = 40) -> CGFloat? {
        random.chance(0.4) ? nil : random.length(upTo: maximum)
    }

    private mutating func children(depth: Int) -> [ViewTree] {
        (0..<random.int(0...4)).map { _ in tree(depth: depth + 1) }
    }

    mutating func container(depth: Int) -> ViewTree {
        let kind: ViewTree.Kind
        switch random.int(0...14) {
        case 0, 1: kind = .hStack(alignment: random.int(0...ViewTree.verticalAlignments.count - 1), spacing: optionalLength(upTo: 20))
        case 2, 3: kind = .vStack(alignment: random.int(0...ViewTree.horizontalAlignments.count - 1), spacing: optionalLength(upTo: 20))
        case 4: kind = .zStack(alignment: random.int(0...ViewTree.alignments.count - 1))
        case 5:
            let rows = (0..<random.int(0...3)).map { _ -> ViewTree in
                random.chance(0.8)
                    ? ViewTree(kind: .gridRow, children: (0..<random.int(1...3)).map { _ in tree(depth: depth + 2) })
                    : tree(depth: depth + 1)
            }
            return ViewTree(kind: .grid(horizontalSpacing: optionalLength(upTo: 20), verticalSpacing: optionalLength(upTo: 20)), children: rows)
        case 6: kind = .viewThatFits(axes: random.int(0...2))
        case 7: kind = .anyLayout(random.int(0...ViewTree.anyLayoutNames.count - 1))
        case 8: kind = .radial
        case 9: kind = .flow(spacing: optionalLength(upTo: 12))
        case 10: kind = random.chance(0.5) ? .equalWidthHStack : .equalWidthVStack
        case 11: kind = .circleLayout(radius: random.length(upTo: 80))
        case 12: kind = .corner(spacing: random.length(upTo: 20))
        case 13:
            let items = (0..<random.int(0...4)).map { _ in LinearLayout.ItemSpec(width: optionalLength(upTo: 60),
                                                                                 height: optionalLength(upTo: 60)) }
            kind = .linearStack(row: random.chance(0.5), alignment: random.int(0...2), items: items)
        default: kind = .hStack(alignment: 1, spacing: nil)
        }
        return ViewTree(kind: kind, children: children(depth: depth))
    }

    mutating func modifier(depth: Int) -> ViewTree {
        let kind: ViewTree.Kind
        let alignment = random.int(0...ViewTree.alignments.count - 1)
        switch random.int(0...9) {
        case 0, 1: kind = .fixedFrame(width: optionalLength(upTo: 120), height: optionalLength(upTo: 120), alignment: alignment)
        case 2:
            let (minWidth, maxWidth) = orderedBounds()
            let (minHeight, maxHeight) = orderedBounds()
            kind = .flexibleFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
        case 3: kind = .padding(edges: random.int(0...ViewTree.edgeSets.count - 1), length: optionalLength(upTo: 20))
        case 4: kind = .offset(x: random.length(upTo: 20), y: random.length(upTo: 20))
        case 5: kind = .fixedSize(horizontal: random.chance(0.7), vertical: random.chance(0.7))
        case 6: kind = .layoutPriority(Double(random.int(0...3)))
        case 7:
            kind = random.chance(0.5)
                ? .horizontalGuide(alignment: random.int(0...2), fraction: random.pick([0, 0.25, 0.5, 1]))
                : .verticalGuide(alignment: random.int(0...ViewTree.verticalAlignments.count - 1), fraction: random.pick([0, 0.25, 0.5, 1]))
        case 8: kind = .rank(random.int(1...4))
        default: kind = .padding(edges: 0, length: nil)
        }
        return ViewTree(kind: kind, children: [tree(depth: depth + 1)])
    }

    /// A min and a max, each optional, with min ≤ max; the max is infinity a quarter of the time.
    private mutating func orderedBounds() -> (CGFloat?, CGFloat?) {
        let minimum = optionalLength(upTo: 80)
        guard random.chance(0.6) else { return (minimum, nil) }
        if random.chance(0.25) { return (minimum, .infinity) }
        return (minimum, (minimum ?? 0) + random.length(upTo: 80))
    }

    /// A proposal for the root: unspecified, zero, or finite, per dimension.
    mutating func proposal() -> ProposedViewSize {
        func dimension() -> CGFloat? {
            switch random.int(0...5) {
            case 0: nil
            case 1: 0
            default: random.length(upTo: 400)
            }
        }
        return ProposedViewSize(width: dimension(), height: dimension())
    }
}
