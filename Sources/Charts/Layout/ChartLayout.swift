import Easel

/// What a subview of a chart is, so that the chart's layout knows where it goes.
enum ChartRole: Equatable {
    /// Fills the plot area: grid lines, marks, the plot style, background and overlay.
    case plot
    case xLabel(Int)
    case yLabel(Int)
    case xTitle
    case yTitle
    case legend
    case annotation(Int)
}

struct ChartRoleKey: LayoutValueKey {
    static let defaultValue: ChartRole = .plot
}

/// Lays a chart out as iOS does: the y axis's labels on the trailing side of the plot, the x axis's
/// below it, the legend below those at the leading edge, the plot area taking the rest. Labels that
/// would overlap the one before them along the x axis are left out (collapsed and clipped).
struct ChartLayout: Layout {
    struct AxisLabel {
        var coordinate: Double
        var anchor: UnitPoint?
        var spacing: CGFloat?
        var offset: CGSize
        /// Below the plot (x) or after it (y); else above or before.
        var atEnd = true
    }
    var xScale: ChartScale?
    var yScale: ChartScale?
    var xLabels: [AxisLabel] = []
    var yLabels: [AxisLabel] = []
    var yLabelsTrailing = true
    var hasXTicks = false
    var legendPosition: AnnotationPosition.Kind = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var xTitleAlignment: Alignment?
    var xTitleSpacing: CGFloat?
    var yTitleAlignment: Alignment?
    var yTitleSpacing: CGFloat?
    var annotations: [PlotAnnotation] = []

    /// The gap between the plot and its axis labels (estimated).
    static let labelGap: CGFloat = 4
    /// The gap between the axis labels and the legend (estimated).
    static let legendGap: CGFloat = 8
    /// An annotation's distance from its mark unless `spacing` says otherwise (estimated).
    static let annotationSpacing: CGFloat = 4
    /// The size a chart takes for an unspecified proposal (estimated).
    static let idealSize = CGSize(width: 300, height: 200)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: Self.idealSize)
    }

    /// The plot area in `bounds`, and the size of every subview that is not in it.
    func plotArea(in bounds: CGRect, subviews: Subviews, sizes: [CGSize]) -> CGRect {
        var top: CGFloat = 0, bottom: CGFloat = 0, leading: CGFloat = 0, trailing: CGFloat = 0
        // The labels' extent on each side: [before, after] the plot.
        var xLabelHeight: [CGFloat] = [0, 0], yLabelWidth: [CGFloat] = [0, 0], yLabelHeight: CGFloat = 0
        var legend: CGSize?, xTitle: CGSize?, yTitle: CGSize?
        for (index, subview) in subviews.enumerated() {
            switch subview[ChartRoleKey.self] {
            case .xLabel(let label):
                let side = xLabels[label].atEnd ? 1 : 0
                xLabelHeight[side] = max(xLabelHeight[side], sizes[index].height)
            case .yLabel(let label):
                let side = yLabels[label].atEnd ? 1 : 0
                yLabelWidth[side] = max(yLabelWidth[side], sizes[index].width); yLabelHeight = max(yLabelHeight, sizes[index].height)
            case .legend: legend = sizes[index]
            case .xTitle: xTitle = sizes[index]
            case .yTitle: yTitle = sizes[index]
            default: break
            }
        }
        if yLabelWidth[0] > 0 { leading += yLabelWidth[0] + Self.labelGap }
        if yLabelWidth[1] > 0 { trailing += yLabelWidth[1] + Self.labelGap }
        if yLabelWidth.contains(where: { $0 > 0 }) {
            top = (yLabelHeight / 2).rounded(.up)
            bottom = top
        }
        if xLabelHeight[1] > 0 { bottom = max(bottom, xLabelHeight[1] + Self.labelGap) }
        if xLabelHeight[0] > 0 { top = max(top, xLabelHeight[0] + Self.labelGap) }
        if let xTitle { bottom += xTitle.height + (xTitleSpacing ?? Self.labelGap) }
        if let yTitle { top += yTitle.height + (yTitleSpacing ?? Self.labelGap) }
        if let legend {
            let gap = legendSpacing ?? Self.legendGap
            switch legendPosition {
            case .top: top += legend.height + gap
            case .leading: leading += legend.width + gap
            case .trailing: trailing += legend.width + gap
            default: bottom += legend.height + gap
            }
        }
        let width = max(bounds.width - leading - trailing, 0), height = max(bounds.height - top - bottom, 0)
        return CGRect(x: bounds.minX + leading, y: bounds.minY + top, width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let sizes = subviews.map { subview -> CGSize in
            switch subview[ChartRoleKey.self] {
            case .plot: return .zero
            case .legend: return subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            default: return subview.sizeThatFits(.unspecified)
            }
        }
        let plot = plotArea(in: bounds, subviews: subviews, sizes: sizes)
        var lastXLabelEnd = -CGFloat.infinity
        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            switch subview[ChartRoleKey.self] {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .xLabel(let labelIndex):
                let label = xLabels[labelIndex]
                let x = plot.minX + (xScale?.position(label.coordinate, length: plot.width) ?? 0)
                let gap = label.spacing ?? Self.labelGap
                let anchorX = label.anchor?.x ?? 0.5
                var origin = CGPoint(x: x - size.width * anchorX + (label.anchor == .topLeading ? 2 : 0),
                                     y: label.atEnd ? plot.maxY + gap : plot.minY - gap - size.height)
                origin.x += label.offset.width; origin.y += label.offset.height
                // A label that would overlap the one before it is left out, as iOS thins crowded labels.
                if origin.x < lastXLabelEnd + 2 {
                    subview.place(at: origin, proposal: .zero)
                } else {
                    lastXLabelEnd = origin.x + size.width
                    subview.place(at: origin, proposal: ProposedViewSize(size))
                }
            case .yLabel(let labelIndex):
                let label = yLabels[labelIndex]
                let y = plot.maxY - (yScale?.position(label.coordinate, length: plot.height) ?? 0)
                let gap = label.spacing ?? Self.labelGap
                let x = label.atEnd ? plot.maxX + gap : plot.minX - gap - size.width
                let anchorY = label.anchor?.y ?? 0.5
                subview.place(at: CGPoint(x: x + label.offset.width, y: y - size.height * anchorY + label.offset.height), proposal: ProposedViewSize(size))
            case .legend:
                let gap = legendSpacing ?? Self.legendGap
                let alignment = legendAlignment ?? .leading
                let origin: CGPoint
                switch legendPosition {
                case .top: origin = CGPoint(x: aligned(alignment.horizontal, size.width, bounds), y: bounds.minY)
                case .leading: origin = CGPoint(x: bounds.minX, y: plot.minY)
                case .trailing: origin = CGPoint(x: bounds.maxX - size.width, y: plot.minY)
                default: origin = CGPoint(x: aligned(alignment.horizontal, size.width, bounds), y: bounds.maxY - size.height)
                }
                _ = gap
                subview.place(at: origin, proposal: ProposedViewSize(size))
            case .xTitle:
                let alignment = xTitleAlignment ?? .center
                let legendHeight = legendBelowHeight(subviews: subviews, sizes: sizes)
                subview.place(at: CGPoint(x: aligned(alignment.horizontal, size.width, CGRect(x: plot.minX, y: 0, width: plot.width, height: 0)),
                                          y: bounds.maxY - legendHeight - size.height), proposal: ProposedViewSize(size))
            case .yTitle:
                let x = yLabelsTrailing ? bounds.maxX - size.width : bounds.minX
                let legendHeight = legendPosition == .top ? (sizes.indices.first { subviews[$0][ChartRoleKey.self] == .legend }.map { sizes[$0].height + (legendSpacing ?? Self.legendGap) } ?? 0) : 0
                subview.place(at: CGPoint(x: x, y: bounds.minY + legendHeight), proposal: ProposedViewSize(size))
            case .annotation(let annotationIndex):
                let annotation = annotations[annotationIndex]
                let origin = annotation.annotation.overflow.resolve(annotationOrigin(annotation, size: size, plot: plot), size: size, chart: bounds, plot: plot)
                subview.place(at: origin, proposal: ProposedViewSize(size))
            }
        }
    }

    private func legendBelowHeight(subviews: Subviews, sizes: [CGSize]) -> CGFloat {
        guard legendPosition != .top, legendPosition != .leading, legendPosition != .trailing,
              let index = subviews.indices.first(where: { subviews[$0][ChartRoleKey.self] == .legend }) else { return 0 }
        return sizes[index].height + (legendSpacing ?? Self.legendGap)
    }

    private func aligned(_ alignment: HorizontalAlignment, _ width: CGFloat, _ bounds: CGRect) -> CGFloat {
        switch alignment {
        case .center: bounds.midX - width / 2
        case .trailing: bounds.maxX - width
        default: bounds.minX
        }
    }

    /// Where an annotation goes: beside its mark's rectangle at its position (automatic: above a bar's
    /// end, after a horizontal bar's, below a negative bar's), aligned along that side by its alignment.
    func annotationOrigin(_ plotAnnotation: PlotAnnotation, size: CGSize, plot: CGRect) -> CGPoint {
        let mark = plotAnnotation.rect.resolve(xScale: xScale, yScale: yScale, in: plot, offset: plotAnnotation.offset)
        let annotation = plotAnnotation.annotation
        let spacing = annotation.spacing ?? Self.annotationSpacing
        var position = annotation.position.kind
        if position == .automatic {
            position = plotAnnotation.horizontal ? (plotAnnotation.negative ? .leading : .trailing) : (plotAnnotation.negative ? .bottom : .top)
        }
        func alongX() -> CGFloat {
            switch annotation.alignment.horizontal {
            case .leading: mark.minX
            case .trailing: mark.maxX - size.width
            default: mark.midX - size.width / 2
            }
        }
        func alongY() -> CGFloat {
            switch annotation.alignment.vertical {
            case .top: mark.minY
            case .bottom: mark.maxY - size.height
            default: mark.midY - size.height / 2
            }
        }
        switch position {
        case .top: return CGPoint(x: alongX(), y: mark.minY - spacing - size.height)
        case .bottom: return CGPoint(x: alongX(), y: mark.maxY + spacing)
        case .leading: return CGPoint(x: mark.minX - spacing - size.width, y: alongY())
        case .trailing: return CGPoint(x: mark.maxX + spacing, y: alongY())
        case .topLeading: return CGPoint(x: mark.minX - spacing - size.width, y: mark.minY - spacing - size.height)
        case .topTrailing: return CGPoint(x: mark.maxX + spacing, y: mark.minY - spacing - size.height)
        case .bottomLeading: return CGPoint(x: mark.minX - spacing - size.width, y: mark.maxY + spacing)
        case .bottomTrailing: return CGPoint(x: mark.maxX + spacing, y: mark.maxY + spacing)
        default: return CGPoint(x: alongX(), y: alongY())
        }
    }
}

/// An axis label that collapses to nothing when the chart proposes it no space (a crowded label left out).
struct CollapsibleLabel: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        return subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}
