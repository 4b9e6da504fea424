import Foundation

/// Where a parent put a child: its top-left corner and size in absolute points, and the proposal the
/// size answers.
struct Placement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
}

/// How a node's size follows from a proposal without computing it, for the leaves that are most of a
/// tree: answered on the spot, it needs no entry in the node's size cache.
enum SizingShortcut {
    /// The size is computed (and cached) per proposal.
    case none
    /// The same size for every proposal (a frame fixed in both dimensions).
    case constant(CGSize)
    /// The proposal, with nil taken as 10 (a built-in shape: `Shape.sizeThatFits`'s default).
    case proposal
}

/// Facts about a view that travel outward through its modifiers to the container laying it out.
struct LayoutTraits {
    var priority: Double = 0
    var isSpacer = false
    var values: [ObjectIdentifier: Any] = [:]

    /// A grid cell's settings, which few views set.
    private struct GridCell {
        var columns = 1
        var columnAlignment: HorizontalAlignment?
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set = []
    }

    /// The grid cell's settings in a box of their own, replaced on every change: inline they would take
    /// 72 bytes of every node.
    private final class GridCellBox {
        let cell: GridCell
        init(_ cell: GridCell) { self.cell = cell }
    }

    private var gridCellBox: GridCellBox?

    private var gridCell: GridCell {
        get { gridCellBox?.cell ?? GridCell() }
        set { gridCellBox = GridCellBox(newValue) }
    }

    var gridColumns: Int {
        get { gridCell.columns }
        set { gridCell.columns = newValue }
    }

    var gridColumnAlignment: HorizontalAlignment? {
        get { gridCell.columnAlignment }
        set { gridCell.columnAlignment = newValue }
    }

    var gridCellAnchor: UnitPoint? {
        get { gridCell.anchor }
        set { gridCell.anchor = newValue }
    }

    var gridUnsizedAxes: Axis.Set {
        get { gridCell.unsizedAxes }
        set { gridCell.unsizedAxes = newValue }
    }
}

/// A resolved view in the layout tree.
///
/// The layout pass works in two phases, as SwiftUI's does:
/// 1. Sizing: a parent asks `sizeThatFits(_:)` for any proposals it likes; answers are cached per proposal,
///    so asking again is cheap and a tree is sized in time linear in its nodes.
/// 2. Placement: `layout(in:proposal:scale:)` fixes the node's frame, rounded to the pixel grid, lets the
///    node place its children (`placeChildren`), mirrors their x positions under a right-to-left layout
///    direction, and recurses.
class ViewNode {
    // Stored properties, in the order the layout pass first reads them: a node spans several cache
    // lines, and sizing reads only the first few. The pass runs on one thread and never holds an access
    // to them across a call that could reach them again, so Swift's run-time exclusivity checks (a large
    // part of the pass's time) are switched off for those it reads.

    /// How the node's size follows from a proposal when it needs no computing (see `SizingShortcut`).
    @exclusivity(unchecked) final var sizingShortcut = SizingShortcut.none

    /// Whether the node has no children, worked out once: a leaf is sized and placed without the
    /// recursion guard or the walk over its children (saves both for half the nodes of a typical tree).
    @exclusivity(unchecked) final private(set) var isLeaf = false

    /// Whether the node's sizing and placing recurse at most one level below it (a leaf, or a node whose
    /// children are all leaves), well within the stack `DeepRecursion` keeps in reserve: such a node skips
    /// the stack check (saves it for the frames around the leaves of a typical tree too).
    @exclusivity(unchecked) final private(set) var isShallow = false

    /// The kinds of guide `explicitGuide` can answer for this view, worked out when the node is made:
    /// most views set no guide, and asking them for one (stacks align every child) then costs nothing.
    @exclusivity(unchecked) final private(set) var guideKinds = GuideKinds()

    /// The sizes answered this pass, by proposal.
    @exclusivity(unchecked) private var sizes = SizeCache()

    /// Traits the enclosing container reads: priority, layout values, grid cell settings.
    @exclusivity(unchecked) final var traits = LayoutTraits()

    /// Set by the parent while it places its children.
    @exclusivity(unchecked) var placement: Placement?

    /// The absolute frame in points, top-left origin, after `layout(in:proposal:scale:)`.
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero

    /// The proposal the frame answers, set by `layout(in:proposal:scale:)`.
    @exclusivity(unchecked) private(set) var layoutProposal: ProposedViewSize = .unspecified

    /// The safe area the node is laid out in (`SafeArea`), set by its parent before `layout`: nil when
    /// there is none, as in a picture without device insets or bars.
    @exclusivity(unchecked) final var safeArea: SafeArea?

    let environment: EnvironmentValues

    let identity: ViewIdentity

    /// The explicit `.id` values of this very view (not of views it wraps).
    final var explicitIDs: [AnyHashable] = []

    /// The animation and value set with `.animation(_:value:)` on this view.
    final var declaredAnimation: DeclaredAnimation?

    init(context: ResolveContext) {
        identity = context.identity
        environment = context.environment
        let children = self.children
        isLeaf = children.isEmpty
        isShallow = children.allSatisfy(\.isLeaf)
        // Children are made before their parent, so theirs are known: the layout pass reads the kinds
        // of every node it aligns, and finds them ready (saves a lazy computation and its stack check).
        guideKinds = computeGuideKinds()
    }

    /// Marks a node whose children are made during placement (`GeometryReader`'s): it is neither a
    /// leaf nor shallow, whatever it held when it was made.
    final func markChildrenMadeDuringPlacement() {
        isLeaf = false
        isShallow = false
    }

    var layoutDirection: LayoutDirection { environment.layoutDirection }

    // MARK: Sizing

    /// How many times this pass computed the node's size: once per distinct proposal.
    var sizeComputations: Int { sizes.computations }

    /// The size the view takes for `proposal`; each distinct proposal is computed once. A NaN
    /// dimension is repaired to 0 and reported (`LayoutDiagnostics`).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch sizingShortcut {
        case .none: break
        // Answering outright saves a cache lookup and insert per proposal.
        case .constant(let size): return size
        case .proposal: return proposal.replacingUnspecifiedDimensions()
        }
        if let size = sizes.size(for: proposal) { return size }
        return computeAndCacheSize(for: proposal)
    }

    /// `sizeThatFits` for a proposal not cached yet: computed, repaired and cached. Out of line, so that
    /// the answers from the shortcut or the cache, most calls, stay short (with the repair inlined into
    /// `sizeThatFits` too, L1 nested's pass took 67.8M instructions; with this out of line, 63.6M).
    @inline(never)
    private func computeAndCacheSize(for proposal: ProposedViewSize) -> CGSize {
        let size = LayoutDiagnostics.sanitized(isShallow ? computeSize(for: proposal) : DeepRecursion.run { computeSize(for: proposal) },
                                               of: self)
        sizes.insert(size, for: proposal)
        return size
    }

    /// The size for `proposal`, computed afresh. Subclasses override.
    func computeSize(for proposal: ProposedViewSize) -> CGSize { .zero }

    // MARK: Alignment and spacing

    /// The view's size and guides for `proposal`.
    ///
    /// `ViewDimensions` is a value a layout may keep (in its cache, or anywhere else) after the pass that
    /// made it, as in SwiftUI, so it holds the node strongly: reading a guide later must not trap. Nodes
    /// never hold dimensions of their ancestors, so this makes no cycle.
    final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return guideKinds.isEmpty ? ViewDimensions(size: size) : ViewDimensions(size: size, node: self, proposal: proposal)
    }

    /// The value of the guide `key` for this view at `size`, its size for `proposal`:
    /// `dimensions(in: proposal)[key]`, without making the dimensions (and retaining the node in them)
    /// when the view sets no guide.
    final func alignmentGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        guard guideKinds.isEmpty else { return ViewDimensions(size: size, node: self, proposal: proposal).value(of: key) }
        return key.defaultValue(size: size)
    }

    /// The kinds of guide the view's `explicitGuide` can answer. A node that overrides `explicitGuide`
    /// overrides this to match; by default, the kinds its children set (the default `explicitGuide`
    /// merges theirs). Called once, at the end of `init`, when the node's own stored properties and
    /// its children's kinds are set.
    func computeGuideKinds() -> GuideKinds {
        children.reduce(into: GuideKinds()) { $0.formUnion($1.guideKinds) }
    }

    private struct GuideRequest: Hashable {
        let key: AlignmentKey
        let proposal: ProposedViewSize
    }

    private var cachedGuides: [GuideRequest: CGFloat?] = [:]

    /// A guide the view sets explicitly, in its own coordinates, for `proposal` (whose size is `size`).
    /// Each guide is computed once per proposal, so asking for guides through a long chain of modifiers
    /// costs time linear in its length.
    final func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let request = GuideRequest(key: key, proposal: proposal)
        if let cached = cachedGuides[request] { return cached }
        let value = computeExplicitGuide(key, size: size, proposal: proposal)
        cachedGuides[request] = value
        return value
    }

    /// A guide the view sets explicitly, computed afresh. Subclasses override.
    ///
    /// By default a view has the guides its children set, merged as SwiftUI's `combineExplicit` does:
    /// the topmost first-text-baseline, the bottommost last-text-baseline, and for any other guide the
    /// mean of the children's values.
    func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !children.isEmpty, guideKinds.contains(key.kind) else { return nil }
        return DeepRecursion.run { childrensGuide(key, size: size, proposal: proposal) }
    }

    private func childrensGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        placeChildren(in: bounds, proposal: proposal)
        var values: [CGFloat] = []
        for child in self.children {
            let placement = child.takePlacement() ?? defaultPlacement(of: child, in: bounds)
            guard child.guideKinds.contains(key.kind),
                  let value = child.explicitGuide(key, size: placement.size, proposal: placement.proposal) else { continue }
            values.append(value + placement.origin[key.axis])
        }
        guard !values.isEmpty else { return nil }
        if key.isFirstBaseline { return values.min() }
        if key.isLastBaseline { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    /// The spacing the view prefers around itself.
    var spacing: ViewSpacing { ViewSpacing() }

    /// Whether `spacing` is `ViewSpacing()` (an ordinary view's) however the node is laid out, known when
    /// it is made: leaves that keep the default (shapes, images) say so, and so do layout modifiers over
    /// such a view, which then answer without reaching it. False unless a node opts in, so a node that
    /// overrides `spacing` is always asked.
    var spacingIsAlwaysOrdinary: Bool { false }

    // MARK: Placement

    /// Reduces into `value` the values of `key` this node's subtree produces, in view order
    /// (`PreferenceCollection`): by default its children's, none for a leaf; preference writers override it.
    func collectPreference<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value?) {
        if isLeaf { return }
        PreferenceCollection.collectChildren(of: self, key, into: &value)
    }

    /// The string a text node shows (what accessibility reads of a `Text`); nil for any other node.
    var textString: String? { nil }

    /// The parts of a list's section (`Section` directly inside a `List`), which the list lays out itself;
    /// nil for any other node.
    var listSection: ListSectionContent? { nil }

    /// The style a list is drawn in, when the node is a list (a navigation bar over it takes the list's
    /// background); nil for any other node.
    var listStyleOfList: ListStyleKind? { nil }

    /// The cells this node holds when it is a row of a grid (`GridRow` directly inside one), which the
    /// grid lays out itself (`LayoutSubview.gridRow`); nil for any other node.
    var gridRow: GridRowCells? { nil }

    /// The nodes this node places, in drawing order. Read after `placeChildren`, so a node that chooses
    /// among its children (`ViewThatFits`) can answer for the proposal it was placed with.
    var children: [ViewNode] { [] }

    /// Places the view so that its `anchor` point is at `position`, at `size`, the size it takes for
    /// `proposal` (passed in by callers that have it, which saves looking it up again).
    final func place(at position: CGPoint, anchor: UnitPoint, size: CGSize, proposal: ProposedViewSize) {
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placement = Placement(origin: origin, size: size, proposal: proposal)
    }

    /// Places the view, sized for `proposal`, inside `bounds` so that their `alignment` guides meet.
    final func place(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        // Guides read without making `ViewDimensions` (saves a retain and release of the node each).
        let size = sizeThatFits(proposal)
        let (horizontal, vertical) = (alignment.horizontal.key, alignment.vertical.key)
        // A view as large as the bounds, finite, setting no guide, sits at their origin when both guides
        // are fixed fractions of the length: its guides and the bounds' are then the same values (saves
        // computing four of them for a view that fills its frame, as a shape or colour in one does).
        if size.hasSameComponents(as: bounds.size), guideKinds.isEmpty, alignment.isProportional,
           size.width.isFinite, size.height.isFinite {
            return place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, size: size, proposal: proposal)
        }
        let x = bounds.minX + horizontal.defaultValue(size: bounds.size) - alignmentGuide(horizontal, size: size, proposal: proposal)
        let y = bounds.minY + vertical.defaultValue(size: bounds.size) - alignmentGuide(vertical, size: size, proposal: proposal)
        // The size is in hand: placing the node directly saves looking it up again.
        place(at: CGPoint(x: x, y: y), anchor: .topLeading, size: size, proposal: proposal)
    }

    /// The placement the parent set, cleared so that the next placement starts afresh.
    private func takePlacement() -> Placement? {
        defer { placement = nil }
        return placement
    }

    /// What diagnostics call the node (`LayoutDiagnostics`): its type, or what it runs.
    var diagnosticName: String { "\(type(of: self))" }

    /// The one view this node modifies, for a modifier's node (`ModifierLayoutNode`, `WrapperNode`):
    /// the two are one view to accessibility. Nil for other nodes.
    var modifiedView: ViewNode? { nil }

    /// Sets `placement` on each child, in absolute coordinates within `bounds`. Subclasses override.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// The safe area `child` is laid out in, asked after `placeChildren`: by default the node's own.
    /// Containers that add bars or ignore the safe area override it (`SafeArea`).
    func childSafeArea(for child: ViewNode) -> SafeArea? { safeArea }

    /// A child its parent did not place sits at the center of the parent's bounds, at its ideal size,
    /// as in SwiftUI.
    private func defaultPlacement(of child: ViewNode, in bounds: CGRect) -> Placement {
        let size = child.sizeThatFits(.unspecified)
        return Placement(origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                         size: size, proposal: .unspecified)
    }

    /// Fixes this node's frame at `rect`, rounded to the pixel grid of `scale`, then places and lays out
    /// its children, mirroring their x positions inside this frame when the layout direction is
    /// right-to-left. A frame that is not finite is repaired and reported first (`LayoutDiagnostics`).
    final func layout(in rect: CGRect, proposal: ProposedViewSize, scale: CGFloat) {
        layout(onGrid: LayoutDiagnostics.sanitized(rect, of: self).roundedToPixels(scale: scale), proposal: proposal, scale: scale)
    }

    /// `layout(in:proposal:scale:)` for a frame already on the pixel grid: rounding it again would give
    /// it back (`roundedToPixels` keeps a rounded rectangle as it is).
    final func layout(onGrid frame: CGRect, proposal: ProposedViewSize, scale: CGFloat) {
        self.frame = frame
        layoutProposal = proposal
        // A leaf has nothing to place: no stack check, no walk over children.
        if isLeaf { return }
        if isShallow { return layOutChildren(scale: scale) }
        DeepRecursion.run { layOutChildren(scale: scale) }
    }

    /// Places the children in `frame` for `layoutProposal` and lays them out: by default
    /// `placeAndLayOutChildren`. A node that knows a shorter way to the same frames overrides it (a stack,
    /// a frame around a leaf).
    func layOutChildren(scale: CGFloat) {
        placeAndLayOutChildren(scale: scale)
    }

    /// `placeChildren`, then each child laid out at its placement (one the node did not place at the
    /// default placement).
    final func placeAndLayOutChildren(scale: CGFloat) {
        placeChildren(in: frame, proposal: layoutProposal)
        let mirrored = layoutDirection == .rightToLeft
        let children = self.children
        for index in children.indices {
            // Borrowed: `children` holds the node (saves a retain and release a child).
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                let placement = child.takePlacement() ?? defaultPlacement(of: child, in: frame)
                layOut(child, at: placement.origin, size: placement.size, proposal: placement.proposal, mirrored: mirrored, scale: scale)
            }
        }
    }

    /// Lays out `child` where this node puts it: its top-left corner at `origin` (mirrored inside this
    /// node's frame when `mirrored`), at `size` for `proposal`, in the safe area this node gives it.
    @inline(__always)
    final func layOut(_ child: ViewNode, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, mirrored: Bool, scale: CGFloat) {
        child.safeArea = childSafeArea(for: child)
        var origin = origin
        if mirrored { origin.x = frame.minX + frame.maxX - origin.x - size.width }
        let rect = CGRect(origin: origin, size: size)
        // A child that fills this node's frame takes it as it is (saves rounding it again).
        if rect.hasSameComponents(as: frame) {
            child.layout(onGrid: frame, proposal: proposal, scale: scale)
        } else {
            child.layout(in: rect, proposal: proposal, scale: scale)
        }
    }

    // MARK: Drawing

    /// What this node draws as, for tagged display lists: nil (the default) for nodes that only draw
    /// their children; set by the nodes that override `draw(into:)`.
    var displayRole: DisplayRole? { nil }

    /// Appends what this node draws, after layout, to `list`: by default its children's drawing, in order.
    /// Nodes that draw something themselves (shapes, text, images, effects) override it, so that the
    /// drawing rule of a kind of view lives next to its node.
    func draw(into list: inout DisplayListBuilder) {
        list.drawChildren(of: self)
    }

    /// Calls `body` for this node and every node below it, parents first (without recursing, so any
    /// depth of tree is walked).
    final func forEachNode(_ body: (ViewNode) -> Void) {
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
