import Foundation

/// A two-dimensional layout: rows of cells whose columns line up, each column as wide as it needs.
///
/// The work is split into phases, one file each: `GridStructure` (cells into rows and columns),
/// `GridTrackSizing` (column widths, then row heights for those widths) and `GridPlacement` (cells
/// aligned in their rectangles). Default spacing is 8 points both ways; default alignment is centre.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
    }

    /// Views directly in a grid are its rows, stacked vertically (so a `Divider` there is horizontal),
    /// and a `GridRow` among them makes a row of cells.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        properties.flags = [.setsNoExplicitAlignment, .arrangesGridRows]
        return properties
    }

    /// The grid's structure and its sizes for the proposals seen in this layout pass.
    public struct Cache {
        var structure: GridStructure
        var solutions: [ProposedViewSize: GridSolution] = [:]
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(structure: GridStructure(subviews)) }

    var spacing: CGSize {
        CGSize(width: horizontalSpacing ?? ViewSpacing.systemSpacing, height: verticalSpacing ?? ViewSpacing.systemSpacing)
    }

    func solution(_ proposal: ProposedViewSize, _ cache: inout Cache) -> GridSolution {
        if let solved = cache.solutions[proposal] { return solved }
        let solved = GridSolution(structure: cache.structure, proposal: proposal, spacing: spacing)
        cache.solutions[proposal] = solved
        return solved
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        solution(proposal, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let solved = solution(proposal, &cache)
        GridPlacement(structure: cache.structure, solution: solved, alignment: alignment, spacing: spacing)
            .place(in: bounds)
    }
}

/// The sizes of a grid's tracks for one proposal.
struct GridSolution {
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    /// The width full-width rows span: the columns', or the widest full-width row's for the grid's
    /// proposal when wider.
    var width: CGFloat
    var size: CGSize

    init(structure: GridStructure, proposal: ProposedViewSize, spacing: CGSize) {
        let columns = GridTrackSizing(
            trackCount: structure.columnCount, spacing: spacing.width,
            items: structure.cells.filter { !$0.isFullWidth && !$0.node.traits.gridUnsizedAxes.contains(.horizontal) }
                .map { cell in
                    GridTrackSizing.Item(track: cell.column, span: cell.span, priority: cell.node.traits.priority) {
                        cell.node.sizeThatFits(ProposedViewSize(width: $0, height: nil)).width
                    }
                })
        columnWidths = columns.lengths(for: proposal.width)
        let columnsWidth = Self.extent(columnWidths, spacing: spacing.width)

        // Full-width rows are offered the grid's own proposal, so one that takes all it is offered (a
        // `Divider`) widens the grid to its parent's width, as Apple's `gridCellUnsizedAxes(_:)`
        // documentation describes; an unsized one takes no part and spans the columns.
        width = structure.cells.filter { $0.isFullWidth && !$0.node.traits.gridUnsizedAxes.contains(.horizontal) }
            .reduce(columnsWidth) { max($0, $1.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width) }

        let widths = columnWidths, gridWidth = width, gap = spacing.width
        let rows = GridTrackSizing(
            trackCount: structure.rows.count, spacing: spacing.height,
            items: structure.cells.filter { !$0.node.traits.gridUnsizedAxes.contains(.vertical) }.map { cell in
                let cellWidth = cell.isFullWidth ? gridWidth : Self.extent(widths, from: cell.column, span: cell.span, spacing: gap)
                return GridTrackSizing.Item(track: cell.row, span: 1, priority: cell.node.traits.priority) {
                    cell.node.sizeThatFits(ProposedViewSize(width: cellWidth, height: $0)).height
                }
            })
        rowHeights = rows.lengths(for: proposal.height)
        size = CGSize(width: width, height: Self.extent(rowHeights, spacing: spacing.height))
    }

    /// The length of `span` tracks from `start`, with the spacing between them.
    static func extent(_ lengths: [CGFloat], from start: Int = 0, span: Int? = nil, spacing: CGFloat) -> CGFloat {
        let end = min(start + (span ?? lengths.count), lengths.count)
        guard start < end else { return 0 }
        return lengths[start..<end].reduce(0, +) + spacing * CGFloat(end - start - 1)
    }
}

/// A grid: rows of cells whose columns line up.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}

/// A row of a grid. Outside a grid its children join the enclosing container, as with `Group`.
///
/// A row is not a stack: a `Divider` in a row stays horizontal, as in the talk, where a divider in
/// the first column makes that column flexible.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard context.isGridContent else { return context.resolve(content) }
        let cells = context.container(orientation: nil).resolve(content)
        return [GridRowNode(cells: cells, alignment: alignment, context: context)]
    }
}

/// A grid row's cells, which the grid lays out: it reads them and their alignment, and sets where each
/// cell goes before it places the row.
final class GridRowCells {
    let cells: [ViewNode]
    let alignment: VerticalAlignment?
    /// Each cell's placement relative to the row's top-left corner, set by the grid.
    var placements: [Placement] = []

    init(cells: [ViewNode], alignment: VerticalAlignment?) { (self.cells, self.alignment) = (cells, alignment) }
}

/// A grid row: it spans the grid's width and places its cells where the grid decided.
final class GridRowNode: ViewNode {
    let row: GridRowCells

    init(cells: [ViewNode], alignment: VerticalAlignment?, context: ResolveContext) {
        row = GridRowCells(cells: cells, alignment: alignment)
        super.init(context: context)
    }

    override var gridRow: GridRowCells? { row }

    override var children: [ViewNode] { row.cells }

    /// A row is as large as the grid makes it.
    override func computeSize(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions(by: .zero) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        for (cell, placement) in zip(row.cells, row.placements) {
            LayoutSubview(node: cell).place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                                            proposal: placement.proposal)
        }
    }
}
