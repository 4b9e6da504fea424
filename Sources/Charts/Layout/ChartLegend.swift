import Easel

/// The automatic legend: each series' symbol in its colour and its name, in a row that wraps, below the
/// plot at the leading edge as iOS draws it. Metrics (8-point symbols, 4 points to the name, 12 between
/// entries, `.caption2` names in the secondary style) are estimated from iOS's screenshots.
nonisolated struct ChartLegend: View {
    let entries: [LegendEntry]

    static let symbolSize: CGFloat = 8
    static let symbolSpacing: CGFloat = 4
    static let entrySpacing: CGFloat = 12

    var body: some View {
        LegendFlow(spacing: Self.entrySpacing, lineSpacing: 4) {
            ForEach(entries.indices, id: \.self) { index in
                let entry = entries[index]
                HStack(spacing: Self.symbolSpacing) {
                    if case .gradient(let gradient, let lower, let upper) = entry.swatch {
                        label(lower)
                        RoundedRectangle(cornerRadius: 2).fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                            .frame(width: Self.gradientLength, height: Self.symbolSize)
                        label(upper)
                    } else {
                        swatch(entry)
                        label(entry.value.text)
                    }
                }
            }
        }
    }
}

extension ChartLegend {
    /// A continuous colour scale's gradient is 64 points long, between its ends' values (estimated).
    static let gradientLength: CGFloat = 64

    func label(_ text: String) -> some View {
        Text(verbatim: text).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
    }

    /// A line's swatch is 16 points long (two symbols' width, estimated); a size's circle is drawn at
    /// its size, at least 2 points across.
    static let lineSwatchLength: CGFloat = 16

    @ViewBuilder func swatch(_ entry: LegendEntry) -> some View {
        switch entry.swatch {
        case .symbol(let symbol):
            symbol.fill(entry.style).frame(width: Self.symbolSize, height: Self.symbolSize)
        case .line(let stroke):
            LegendLine().stroke(entry.style, style: stroke).frame(width: Self.lineSwatchLength, height: Self.symbolSize)
        case .sized(let side):
            Circle().fill(entry.style).frame(width: max(side, 2), height: max(side, 2))
        case .gradient:
            EmptyView()
        }
    }
}

/// A horizontal line through the middle of its rectangle, with room for round caps.
nonisolated struct LegendLine: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        return path
    }
}

/// Entries in rows: each row as many entries as fit the width, the next entry starting a new row.
struct LegendFlow: Layout {
    let spacing: CGFloat
    let lineSpacing: CGFloat

    func rows(_ subviews: Subviews, width: CGFloat?) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if let width, !rows[rows.count - 1].isEmpty, x + spacing + size.width > width {
                rows.append([]); x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append((index, size))
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = rows(subviews, width: proposal.width)
        let width = rows.map { row in row.reduce(0) { $0 + $1.size.width } + spacing * CGFloat(max(row.count - 1, 0)) }.max() ?? 0
        let height = rows.reduce(0) { $0 + ($1.map(\.size.height).max() ?? 0) } + lineSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in rows(subviews, width: bounds.width) {
            let height = row.map(\.size.height).max() ?? 0
            var x = bounds.minX
            for entry in row {
                subviews[entry.index].place(at: CGPoint(x: x, y: y + (height - entry.size.height) / 2), proposal: ProposedViewSize(entry.size))
                x += entry.size.width + spacing
            }
            y += height + lineSpacing
        }
    }
}
