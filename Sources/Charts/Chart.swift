import Easel

/// A chart (Apple's `Chart`): marks built from data, placed by scales chosen from the data, with axes and
/// a legend drawn as iOS draws them by default. Marks are paths drawn through Easel's shapes, labels are
/// text laid out by Easel, so PNG, SVG and PDF get the same vectors and text.
///
/// ```swift
/// Chart(data) {
///     BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count))
/// }
/// ```
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.textMeasurer) private var textMeasurer

    /// A chart of the marks `content` lists.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let collected = _ChartMarks.collect(content)
        let marks = FunctionPlotSource.expand(collected.marks, configuration: configuration, calendar: calendar)
        let plot = ChartPlot(marks: marks, configuration: configuration, calendar: calendar)
        let (xLabel, yLabel) = (collected.xLabel, collected.yLabel)
        let (configuration, locale, timeZone) = (self.configuration, self.locale, self.timeZone)
        let lineHeight = textMeasurer.measure(TextLayoutRequest(string: "0", font: AxisPlan.labelFont.resolved(for: dynamicTypeSize), width: nil)).size.height
        // The axes' tick counts follow the chart's size and its labels' line height
        // (`ScaleResolution.desiredTickCount(for:length:labelLineHeight:)`): the plot is resolved again only
        // when they call for fewer ticks than the default.
        return GeometryReader { geometry in
            let sized = Self.sizedPlot(plot, size: geometry.size, lineHeight: lineHeight, configuration: configuration) {
                ChartPlot(marks: marks, configuration: configuration, calendar: calendar, tickCounts: $0)
            }
            ChartBody(plot: sized, configuration: configuration, locale: locale, timeZone: timeZone, calendar: calendar)
                .frame(width: geometry.size.width, height: geometry.size.height)
        }
        .frame(idealWidth: ChartLayout.idealSize.width, idealHeight: ChartLayout.idealSize.height)
            .accessibilityParts {
                (ChartAccessibility.elements(marks), ChartAccessibility.descriptor(marks, plot: plot, xLabel: xLabel, yLabel: yLabel))
            }
    }
}

extension Chart {
    /// The height of a chart's plot `size` big, about: the size less the x labels below (17 points, or a
    /// label's line and 3) and a legend (20 points, or a line and 6); estimated, as the counts are.
    static func plotHeight(for size: CGSize, legend: Bool, lineHeight: CGFloat) -> CGFloat {
        size.height - max(17, lineHeight + 3) - (legend ? max(20, lineHeight + 6) : 0)
    }

    /// The desired tick counts of a chart `size` big whose labels' lines are `lineHeight` tall: its plot is
    /// about the size less the labels beside (30 points) and below, and the legend (`plotHeight`).
    static func tickCounts(for size: CGSize, legend: Bool, lineHeight: CGFloat = 0) -> (x: Int, y: Int) {
        (ScaleResolution.desiredTickCount(for: .x, length: size.width - 30),
         ScaleResolution.desiredTickCount(for: .y, length: plotHeight(for: size, legend: legend, lineHeight: lineHeight), labelLineHeight: lineHeight))
    }

    /// `plot` resolved for a chart `size` big: with fewer ticks when the size calls for them, and fewer
    /// again, down to one interval, until the y labels (`lineHeight` tall) no longer overlap, since round
    /// steps can give more intervals than asked for (`ScaleResolution.labelsFit`). The check takes the
    /// plot's height as `ChartLayout` leaves it: the size less the x labels and their gap, half a y label
    /// above the plot, each axis title and its gap, and a legend's line and gap above or below.
    static func sizedPlot(_ plot: ChartPlot, size: CGSize, lineHeight: CGFloat, configuration: ChartConfiguration,
                          resolve: ((x: Int, y: Int)) -> ChartPlot) -> ChartPlot {
        let legend = !plot.legend.isEmpty
        var counts = tickCounts(for: size, legend: legend, lineHeight: lineHeight)
        var sized = counts == (ScaleResolution.desiredTickCount, ScaleResolution.desiredTickCount) ? plot : resolve(counts)
        let line = lineHeight + ChartLayout.labelGap
        var height = size.height - lineHeight / 2
        if configuration.xAxis.visibility != .hidden { height -= line }
        if configuration.xAxisTitle != nil { height -= line }
        if configuration.yAxisTitle != nil { height -= line }
        if legend, configuration.legend.visibility != .hidden, ![.leading, .trailing].contains(configuration.legend.position.kind) {
            height -= lineHeight + (configuration.legend.spacing ?? ChartLayout.legendGap)
        }
        while counts.y > 1, let scale = sized.yScale, !ScaleResolution.labelsFit(scale, length: height, lineHeight: lineHeight) {
            counts.y -= 1
            sized = resolve(counts)
        }
        return sized
    }
}

/// The accessibility elements of a chart's marks: one a mark, in the order of the content, unless the mark
/// is `accessibilityHidden(true)`. A mark's label is its `accessibilityLabel`, else the value of its
/// position (x; y for a horizontal bar or area), followed by its series (`foregroundStyle(by:)`) when it
/// has one: "Jan, Cakes"; its value is its `accessibilityValue`, else the value it measures (y; x for a
/// horizontal bar; a sector's angle), an interval as "start to end". A mark with one value (a `RuleMark`
/// at `y`) is labelled with it. Apple documents the modifiers, not the defaults: these are estimated from
/// what VoiceOver reads on iOS ("Cube, 5" for `BarMark(x: "Cube", y: 5)`).
enum ChartAccessibility {
    /// The chart's descriptor for Audio Graphs when `accessibilityChartDescriptor` gives none (estimated
    /// from what iOS's Charts reads: "the X axis is Shape Type, the Y axis is Total Count, there's one data
    /// series"): each axis titled by its values' label (`.value("Shape Type", …)`, the first mark's), a
    /// category axis with its categories in order, a numeric or date axis with its domain's ends and its
    /// ticks as the axis labels write them; one series for each `foregroundStyle(by:)` value in the
    /// legend's order (one unnamed series without), continuous when all its marks are lines or areas,
    /// its points the marks with both an x and a y value (a pie's: each sector's series and angle).
    /// Marks hidden from accessibility are left out; nil for a chart without marks. Its title and summary
    /// are `ChartSummary`'s.
    static func descriptor(_ marks: [ChartMark], plot: ChartPlot, xLabel: ChartLabel?, yLabel: ChartLabel?) -> AccessibilityChart? {
        let shown = marks.filter { $0.style?.values.accessibilityHidden != true }
        guard !shown.isEmpty else { return nil }
        let xTitle = xLabel?.text.content ?? "x", yTitle = yLabel?.text.content ?? "y"
        func axis(_ scale: ChartScale?, title: String) -> AccessibilityChart.Axis {
            guard let scale else { return AccessibilityChart.Axis(title: title, categories: []) }
            if scale.kind == .category { return AccessibilityChart.Axis(title: title, categories: scale.categories) }
            let read = { (value: Double) in scale.kind == .date ? PlotValue.date(value).text : PlotValue.number(value).text }
            return AccessibilityChart.Axis(title: title, range: [read(scale.lower), read(scale.upper)], gridlines: scale.ticks.map(read))
        }
        var order: [PlotValue?] = []
        var points: [PlotValue?: [AccessibilityChart.Point]] = [:]
        var continuous: [PlotValue?: Bool] = [:]
        for mark in shown {
            let group = mark.style?.values.styleGroup
            let point: AccessibilityChart.Point
            if plot.isPie {
                guard let angle = mark.x else { continue }
                point = AccessibilityChart.Point(x: group?.text ?? "", y: angle.text)
            } else {
                guard let x = mark.x, let y = mark.y else { continue }
                point = AccessibilityChart.Point(x: x.text, y: y.text)
            }
            if points[group] == nil { order.append(group); points[group] = [] }
            points[group]!.append(point)
            continuous[group] = (continuous[group] ?? true) && (mark.kind == .line || mark.kind == .area)
        }
        let series = order.map { group in
            AccessibilityChart.Series(name: plot.isPie ? nil : group?.text, isContinuous: continuous[group] ?? false, points: points[group] ?? [])
        }
        if plot.isPie {
            let categories = series.flatMap { $0.points.map(\.x) }
            let values = shown.compactMap { $0.x?.number }.filter(\.isFinite)
            let summary = ChartSummary.summary(xTitle: xTitle, yTitle: yTitle, seriesCount: 1, pie: true, sectors: categories.count)
            return AccessibilityChart(title: ChartSummary.title(shown), summary: summary, xAxis: AccessibilityChart.Axis(title: "", categories: categories),
                                      yAxis: AccessibilityChart.Axis(title: xTitle, range: [PlotValue.number(0).text, PlotValue.number(values.max() ?? 0).text]),
                                      series: [AccessibilityChart.Series(name: nil, isContinuous: false, points: series.flatMap(\.points))])
        }
        let summary = ChartSummary.summary(xTitle: xTitle, yTitle: yTitle, seriesCount: series.count, pie: false, sectors: 0)
        return AccessibilityChart(title: ChartSummary.title(shown), summary: summary, xAxis: axis(plot.xScale, title: xTitle), yAxis: axis(plot.yScale, title: yTitle),
                                  series: series)
    }

    static func elements(_ marks: [ChartMark]) -> [AccessibilityProperties.Element] {
        marks.compactMap { mark in
            let style = mark.style?.values
            if style?.accessibilityHidden == true { return nil }
            func read(_ value: PlotValue?, _ end: PlotValue?, binned: Bool) -> String? {
                guard let value else { return nil }
                guard let end, !binned else { return value.text }
                return "\(value.text) to \(end.text)"
            }
            let x = read(mark.x, mark.xEnd, binned: mark.xBinned), y = read(mark.y, mark.yEnd, binned: mark.yBinned)
            var label: String?, value: String?
            switch mark.kind {
            case .sector:
                (label, value) = (style?.styleGroup?.text, x)
            case .bar, .area, .rule, .rectangle:
                let horizontal = Stacking.valueAxis(of: mark) == .x || (mark.xEnd != nil && mark.yEnd == nil && !mark.xBinned)
                (label, value) = horizontal ? (y, x) : (x, y)
            case .line, .point:
                (label, value) = (x, y)
            }
            if label == nil { (label, value) = (value, nil) }
            if let group = style?.styleGroup?.text, mark.kind != .sector, group != label {
                label = label.map { "\($0), \(group)" } ?? group
            }
            if let custom = style?.accessibilityLabel { label = custom.content }
            if let custom = style?.accessibilityValue { value = custom.content }
            return AccessibilityProperties.Element(label: label, value: value)
        }
    }
}

extension Chart {
    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` makes for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

/// The views of a resolved chart, arranged by `ChartLayout`.
nonisolated struct ChartBody: View {
    let plot: ChartPlot
    let configuration: ChartConfiguration
    let xAxis: AxisPlan?
    let yAxis: AxisPlan?
    let showsLegend: Bool

    init(plot: ChartPlot, configuration: ChartConfiguration, locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.plot = plot
        self.configuration = configuration
        xAxis = configuration.xAxis.visibility == .hidden || plot.isPie ? nil : plot.xScale.map {
            AxisPlan(axis: .x, scale: $0, configuration: configuration.xAxis, locale: locale, timeZone: timeZone, calendar: calendar)
        }
        yAxis = configuration.yAxis.visibility == .hidden || plot.isPie ? nil : plot.yScale.map {
            AxisPlan(axis: .y, scale: $0, configuration: configuration.yAxis, locale: locale, timeZone: timeZone, calendar: calendar)
        }
        showsLegend = configuration.legend.visibility != .hidden && (configuration.legend.content != nil || !plot.legend.isEmpty)
    }

    var layout: ChartLayout {
        var layout = ChartLayout(xScale: plot.xScale, yScale: plot.yScale)
        layout.xLabels = xAxis?.labels.map { .init(coordinate: $0.coordinate, anchor: $0.anchor, spacing: $0.spacing, offset: $0.offset, atEnd: $0.atEnd) } ?? []
        layout.yLabels = yAxis?.labels.map { .init(coordinate: $0.coordinate, anchor: $0.anchor, spacing: $0.spacing, offset: $0.offset, atEnd: $0.atEnd) } ?? []
        layout.yLabelsTrailing = yAxis?.labelsAtEnd ?? true
        layout.legendPosition = configuration.legend.position.kind
        layout.legendAlignment = configuration.legend.alignment
        layout.legendSpacing = configuration.legend.spacing
        layout.xTitleAlignment = configuration.xAxisTitle?.alignment
        layout.xTitleSpacing = configuration.xAxisTitle?.spacing
        layout.yTitleAlignment = configuration.yAxisTitle?.alignment
        layout.yTitleSpacing = configuration.yAxisTitle?.spacing
        layout.annotations = plot.annotations
        return layout
    }

    var proxy: (CGSize) -> ChartProxy {
        let (x, y) = (plot.xScale, plot.yScale)
        return { ChartProxy(xScale: x, yScale: y, plotSize: $0) }
    }

    var body: some View {
        layout {
            if let plotStyle = configuration.plotStyle {
                plotStyle(ChartPlotContent())
            }
            if let background = configuration.background {
                let proxy = self.proxy
                GeometryReader { geometry in
                    background(proxy(geometry.size)).frame(width: geometry.size.width, height: geometry.size.height, alignment: configuration.backgroundAlignment)
                }
            }
            AxisLinesShape(xLines: xAxis?.lines ?? [], yLines: yAxis?.lines ?? [], xScale: plot.xScale, yScale: plot.yScale,
                           xAtBottom: xAxis?.labelsAtEnd ?? true, yTrailing: yAxis?.labelsAtEnd ?? true)
            ForEach(plot.items.indices, id: \.self) { index in
                if plot.isWindowed {
                    ChartItemView(item: plot.items[index], xScale: plot.xScale, yScale: plot.yScale).clipped()
                } else {
                    ChartItemView(item: plot.items[index], xScale: plot.xScale, yScale: plot.yScale)
                }
            }
            ForEach(plot.annotations.indices, id: \.self) { index in
                plot.annotations[index].annotation.content()
                    .fixedSize()
                    .layoutValue(key: ChartRoleKey.self, value: .annotation(index))
            }
            ForEach((yAxis?.labels ?? []).indices, id: \.self) { index in
                yAxis!.labels[index].view.fixedSize()
                    .layoutValue(key: ChartRoleKey.self, value: .yLabel(index))
            }
            ForEach((xAxis?.labels ?? []).indices, id: \.self) { index in
                CollapsibleLabel { xAxis!.labels[index].view.fixedSize() }
                    .clipped()
                    .layoutValue(key: ChartRoleKey.self, value: .xLabel(index))
            }
            if let title = configuration.xAxisTitle, !plot.isPie {
                title.content.font(AxisPlan.labelFont).foregroundStyle(.secondary).fixedSize()
                    .layoutValue(key: ChartRoleKey.self, value: .xTitle)
            }
            if let title = configuration.yAxisTitle, !plot.isPie {
                title.content.font(AxisPlan.labelFont).foregroundStyle(.secondary).fixedSize()
                    .layoutValue(key: ChartRoleKey.self, value: .yTitle)
            }
            if showsLegend {
                Group {
                    if let content = configuration.legend.content { content } else { ChartLegend(entries: plot.legend) }
                }
                .layoutValue(key: ChartRoleKey.self, value: .legend)
            }
            if let overlay = configuration.overlay {
                let proxy = self.proxy
                GeometryReader { geometry in
                    overlay(proxy(geometry.size)).frame(width: geometry.size.width, height: geometry.size.height, alignment: configuration.overlayAlignment)
                }
            }
        }
    }
}

/// One plot item drawn: its path filled or stroked in its style, at its opacity.
nonisolated struct ChartItemView: View {
    let item: PlotItem
    let xScale: ChartScale?
    let yScale: ChartScale?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let shape = ChartMarkShape(geometry: item.geometry, xScale: xScale, yScale: yScale, pixelsPerPoint: displayScale, offset: item.offset)
        Group {
            if item.effects.isEmpty {
                drawn(shape)
            } else {
                MarkEffectsView(content: AnyView(drawn(shape)), shape: shape, item: item)
            }
        }
        .opacity(item.opacity)
    }

    @ViewBuilder func drawn(_ shape: ChartMarkShape) -> some View {
        if let stroke = item.stroke {
            shape.stroke(item.style, style: stroke)
        } else {
            shape.fill(item.style)
        }
    }
}

/// The axes' grid lines across the plot and their ticks outside it.
nonisolated struct AxisLinesShape: View {
    let xLines: [AxisPlan.Line]
    let yLines: [AxisPlan.Line]
    let xScale: ChartScale?
    let yScale: ChartScale?
    let xAtBottom: Bool
    let yTrailing: Bool

    var body: some View {
        ZStack {
            ForEach(xLines.indices, id: \.self) { index in
                let line = xLines[index]
                AxisLine(axis: .x, coordinate: line.coordinate, tickLength: line.tickLength, atEnd: xAtBottom, scale: xScale)
                    .stroke(line.style, style: line.stroke)
            }
            ForEach(yLines.indices, id: \.self) { index in
                let line = yLines[index]
                AxisLine(axis: .y, coordinate: line.coordinate, tickLength: line.tickLength, atEnd: yTrailing, scale: yScale)
                    .stroke(line.style, style: line.stroke)
            }
        }
    }
}

/// A grid line across the plot at a coordinate, or a tick outside its edge.
nonisolated struct AxisLine: Shape {
    let axis: PlotAxis
    let coordinate: Double
    let tickLength: CGFloat?
    let atEnd: Bool
    let scale: ChartScale?

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let scale else { return path }
        if axis == .x {
            let x = rect.minX + scale.position(coordinate, length: rect.width)
            if let tickLength {
                let y = atEnd ? rect.maxY : rect.minY
                path.move(to: CGPoint(x: x, y: y)); path.addLine(to: CGPoint(x: x, y: atEnd ? y + tickLength : y - tickLength))
            } else {
                path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY))
            }
        } else {
            let y = rect.maxY - scale.position(coordinate, length: rect.height)
            if let tickLength {
                let x = atEnd ? rect.maxX : rect.minX
                path.move(to: CGPoint(x: x, y: y)); path.addLine(to: CGPoint(x: atEnd ? x + tickLength : x - tickLength, y: y))
            } else {
                path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y))
            }
        }
        return path
    }
}
