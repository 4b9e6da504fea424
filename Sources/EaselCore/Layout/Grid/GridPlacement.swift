import Foundation

/// Phase 4 of the grid: each cell is proposed its rectangle (its columns' width and its row's height)
/// and aligned inside it.
///
/// Alignment precedence, most specific first: the cell's `gridCellAnchor`; then, horizontally, its
/// column's `gridColumnAlignment` and, vertically, its row's `GridRow(alignment:)`; then the grid's
/// alignment. A full-width row uses its anchor or the grid's alignment. Guides a cell sets explicitly
/// (text baselines) line up across the row.
struct GridPlacement {
    let structure: GridStructure
    let solution: GridSolution
    let alignment: Alignment
    let spacing: CGSize

    func place(in bounds: CGRect) {
        let columnAlignments = structure.columnAlignments()
        let columnStarts = starts(solution.columnWidths, spacing.width)
        let rowStarts = starts(solution.rowHeights, spacing.height)

        for (rowIndex, row) in structure.rows.enumerated() {
            let rowRect = CGRect(x: bounds.minX, y: bounds.minY + rowStarts[rowIndex],
                                 width: solution.width, height: solution.rowHeights[rowIndex])
            let rowAlignment = row.alignment ?? alignment.vertical
            let cells = row.cells.map { structure.cells[$0] }
            let rects = cells.map { cell in
                cell.isFullWidth ? CGRect(origin: .zero, size: rowRect.size)
                    : CGRect(x: columnStarts[min(cell.column, columnStarts.count - 1)], y: 0,
                             width: GridSolution.extent(solution.columnWidths, from: cell.column, span: cell.span, spacing: spacing.width),
                             height: rowRect.height)
            }
            let proposals = rects.map { ProposedViewSize($0.size) }
            let dimensions = zip(cells, proposals).map { $0.node.dimensions(in: $1) }
            // The row's guide: where cells with an explicit value for it line them up, else the row's own.
            let explicit = dimensions.compactMap { $0.explicitGuide(rowAlignment.key) }
            let rowGuide = explicit.max() ?? ViewDimensions(size: rowRect.size)[rowAlignment]

            var placements: [Placement] = []
            for (index, cell) in cells.enumerated() {
                let (rect, child) = (rects[index], dimensions[index])
                let horizontal = cell.isFullWidth ? alignment.horizontal
                    : columnAlignments[cell.column] ?? alignment.horizontal
                var origin = CGPoint(
                    x: rect.minX + ViewDimensions(size: rect.size)[horizontal] - child[horizontal],
                    y: rowGuide - child[rowAlignment])
                if let anchor = cell.node.traits.gridCellAnchor {
                    origin = CGPoint(x: rect.minX + anchor.x * (rect.width - child.width),
                                     y: anchor.y * (rect.height - child.height))
                }
                placements.append(Placement(origin: origin, size: child.size, proposal: proposals[index]))
            }

            if let gridRow = row.subview.gridRow {
                gridRow.placements = placements
                row.subview.place(at: rowRect.origin, proposal: ProposedViewSize(rowRect.size))
            } else if let placement = placements.first {
                row.subview.place(at: CGPoint(x: rowRect.minX + placement.origin.x, y: rowRect.minY + placement.origin.y),
                                  proposal: placement.proposal)
            }
        }
    }

    /// The offset at which each track starts.
    private func starts(_ lengths: [CGFloat], _ gap: CGFloat) -> [CGFloat] {
        var position: CGFloat = 0
        return lengths.map { length in
            defer { position += length + gap }
            return position
        }
    }
}
