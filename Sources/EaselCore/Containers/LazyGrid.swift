import Foundation

/// A grid that grows vertically: its `columns` are sized by `LazyGridTracks`; its views fill the
/// columns row by row. A still lays out every view.
///
/// Rules (SwiftUI's):
/// 1. The columns are sized for the proposed width (`LazyGridTracks`); the grid is as wide as its
///    columns and the gaps between them.
/// 2. Each view is proposed its column's width and a nil height; a row is as tall as its tallest view,
///    and rows are `spacing` apart (nil: 8).
/// 3. A view sits in its cell (its column's width, its row's height) by the column's `alignment`, or
///    else by the grid's `alignment` horizontally and centred vertically.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.columns, self.alignment, self.spacing, self.content) = (columns, alignment, spacing, content())
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let layout = LazyGridLayout(axis: .vertical, items: columns, spacing: spacing,
                                    alignment: Alignment(horizontal: alignment, vertical: .center))
        return LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}

/// A grid that grows horizontally: `LazyVGrid` with the axes exchanged (its `rows` are sized for the
/// proposed height, its views fill the rows column by column, a column is as wide as its widest view).
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.rows, self.alignment, self.spacing, self.content) = (rows, alignment, spacing, content())
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let layout = LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing,
                                    alignment: Alignment(horizontal: .center, vertical: alignment))
        return LayoutView(layout: layout, content: content).makeNodes(in: context)
    }
}

/// The layout of both lazy grids, written along the axis the grid grows in (`axis`); its tracks lie
/// across it.
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let spacing: CGFloat?
    let alignment: Alignment

    struct Arrangement {
        var tracks: LazyGridTracks
        /// The length of each line (a row of a vertical grid) along `axis`.
        var lines: [CGFloat]
        var size: CGSize
    }

    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let across = axis.perpendicular
        let tracks = LazyGridTracks(items: items, available: proposal[across])
        guard !tracks.tracks.isEmpty else { return Arrangement(tracks: tracks, lines: [], size: .zero) }
        var lines: [CGFloat] = []
        for (offset, subview) in subviews.enumerated() {
            let track = tracks.tracks[offset % tracks.tracks.count]
            let size = subview.sizeThatFits(ProposedViewSize(nil, along: axis, minor: track.length))
            if offset % tracks.tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        let gap = spacing ?? LazyGridTracks.defaultSpacing
        let length = lines.reduce(0, +) + gap * CGFloat(max(lines.count - 1, 0))
        return Arrangement(tracks: tracks, lines: lines, size: CGSize(length, along: axis, minor: tracks.totalLength))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(proposal, subviews)
        let tracks = arrangement.tracks.tracks
        guard !tracks.isEmpty else { return }
        let across = axis.perpendicular
        let gap = spacing ?? LazyGridTracks.defaultSpacing
        var trackStarts: [CGFloat] = []
        var position = bounds.origin[across]
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacing
        }
        var lineStart = bounds.origin[axis]
        for (offset, subview) in subviews.enumerated() {
            let (line, index) = offset.quotientAndRemainder(dividingBy: tracks.count)
            if index == 0, line > 0 { lineStart += arrangement.lines[line - 1] + gap }
            let track = tracks[index]
            let cellAlignment = track.alignment ?? alignment
            var cellOrigin = CGPoint.zero
            cellOrigin[axis] = lineStart
            cellOrigin[across] = trackStarts[index]
            let cell = CGRect(origin: cellOrigin, size: CGSize(arrangement.lines[line], along: axis, minor: track.length))
            let proposal = ProposedViewSize(nil, along: axis, minor: track.length)
            let dimensions = subview.dimensions(in: proposal)
            let x = cell.minX + cellAlignment.horizontal.key.defaultValue(size: cell.size) - dimensions[cellAlignment.horizontal]
            let y = cell.minY + cellAlignment.vertical.key.defaultValue(size: cell.size) - dimensions[cellAlignment.vertical]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }
}
