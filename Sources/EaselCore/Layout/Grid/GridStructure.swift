import Foundation

/// Phase 1 of the grid: which cell sits in which row and columns.
///
/// Rules:
/// - Each `GridRow` is a row; its children fill columns left to right, a child with
///   `gridCellColumns(n)` taking `n` columns.
/// - A view outside any `GridRow` is a row of its own whose single cell spans every column.
/// - The grid has as many columns as its widest row; rows with fewer cells leave the rest empty.
/// - A `GridRow` with no children takes no row.
struct GridStructure {
    struct Cell {
        let node: ViewNode
        /// The row the cell is in.
        let row: Int
        /// The first column the cell covers and how many it spans.
        let column: Int
        var span: Int
        /// Whether the cell is a whole row outside any `GridRow`.
        let isFullWidth: Bool
    }

    struct Row {
        /// The subview that holds the row: a `GridRow` or a full-width view.
        let subview: LayoutSubview
        /// The row's vertical alignment (`GridRow(alignment:)`), if set.
        let alignment: VerticalAlignment?
        var cells: [Int]
    }

    var rows: [Row] = []
    var cells: [Cell] = []
    var columnCount = 0

    init(_ subviews: LayoutSubviews) {
        for subview in subviews {
            let rowIndex = rows.count
            if let gridRow = subview.gridRow {
                guard !gridRow.cells.isEmpty else { continue }
                var column = 0, indices: [Int] = []
                for node in gridRow.cells {
                    let span = max(1, node.traits.gridColumns)
                    indices.append(cells.count)
                    cells.append(Cell(node: node, row: rowIndex, column: column, span: span, isFullWidth: false))
                    column += span
                }
                columnCount = max(columnCount, column)
                rows.append(Row(subview: subview, alignment: gridRow.alignment, cells: indices))
            } else {
                rows.append(Row(subview: subview, alignment: nil, cells: [cells.count]))
                cells.append(Cell(node: subview.node, row: rowIndex, column: 0, span: 1, isFullWidth: true))
            }
        }
        for index in cells.indices where cells[index].isFullWidth { cells[index].span = max(columnCount, 1) }
    }

    /// The horizontal alignment of each column, from the first cell in it that sets `gridColumnAlignment`.
    func columnAlignments() -> [HorizontalAlignment?] {
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells where !cell.isFullWidth && cell.column < columnCount {
            if alignments[cell.column] == nil { alignments[cell.column] = cell.node.traits.gridColumnAlignment }
        }
        return alignments
    }
}
