import Easel

/// A chart resolved from its content: its scales, the shapes it draws, its legend and its annotations.
/// Everything here is in scale coordinates; the layout turns coordinates into points once it knows the
/// plot's size.
struct ChartPlot {
    var xScale: ChartScale?
    var yScale: ChartScale?
    var items: [PlotItem] = []
    var legend: [LegendEntry] = []
    var annotations: [PlotAnnotation] = []
    /// Only sectors: a pie or donut, drawn without axes.
    var isPie = false
    /// How many marks the content resolved to.
    var markCount = 0
    /// Whether a scrolling axis shows a window of its domain, so that marks are clipped to the plot.
    var isWindowed = false

    /// The default colours of `foregroundStyle(by:)`'s series, in iOS's order.
    static let seriesColors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// A line's stroke unless `lineStyle` sets one: 2 points, round caps and joins (estimated from iOS).
    static let defaultLineStyle = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    /// A rule's stroke unless `lineStyle` sets one (estimated).
    static let defaultRuleStyle = StrokeStyle(lineWidth: 1)
    /// A point's symbol size unless `symbolSize` sets one: 8 points across (estimated from iOS).
    static let defaultSymbolSize = CGSize(width: 8, height: 8)

    /// The plot of `marks`; `tickCounts` are the axes' desired tick counts (`ScaleResolution.desiredTickCount(for:length:)`).
    init(marks: [ChartMark], configuration: ChartConfiguration, calendar: Calendar,
         tickCounts: (x: Int, y: Int) = (ScaleResolution.desiredTickCount, ScaleResolution.desiredTickCount)) {
        markCount = marks.count
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        let stacked = Stacking.stack(marks)
        if !isPie {
            xScale = ScaleResolution.scale(for: .x, marks: marks, stacked: stacked, configuration: configuration.xScale, calendar: calendar,
                                           desiredCount: tickCounts.x)
            yScale = ScaleResolution.scale(for: .y, marks: marks, stacked: stacked, configuration: configuration.yScale, calendar: calendar,
                                           desiredCount: tickCounts.y)
            if configuration.scrollableAxes.contains(.horizontal), var scale = xScale,
               configuration.xWindow.apply(to: &scale, desiredCount: tickCounts.x, calendar: calendar) {
                (xScale, isWindowed) = (scale, true)
            }
            if configuration.scrollableAxes.contains(.vertical), var scale = yScale,
               configuration.yWindow.apply(to: &scale, desiredCount: tickCounts.y, calendar: calendar) {
                (yScale, isWindowed) = (scale, true)
            }
        }
        let series = SeriesStyles(marks: marks, configuration: configuration)
        legend = series.legend(marks: marks)
        Self.padForSymbols(&xScale, &yScale, marks: marks, series: series, configuration: configuration)
        var builder = ItemBuilder(plot: self, series: series)
        let positionGroups = Self.positionGroups(marks)
        for (index, mark) in marks.enumerated() {
            builder.add(mark, stacked: stacked[index], positionGroups: positionGroups)
        }
        builder.finishSectors(marks: marks, series: series)
        items = Self.ordered(builder.items.map(\.finished))
        annotations = builder.annotations
    }

    /// Items in drawing order: by their marks' `zIndex`, lowest first, in the content's order where equal.
    static func ordered(_ items: [PlotItem]) -> [PlotItem] {
        guard items.contains(where: { $0.zIndex != 0 }) else { return items }
        return items.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// Symbols sized by `symbolSize(by:)` stay inside the plot: a numeric or date scale without a range of
    /// its own (`chartXScale(range:)`) is padded at both ends by half the largest symbol's width, as iOS
    /// pads a bubble chart's scales (estimated from iOS, where the largest bubble at the domain's end
    /// touches the plot's edge and does not cross it).
    static func padForSymbols(_ xScale: inout ChartScale?, _ yScale: inout ChartScale?, marks: [ChartMark], series: SeriesStyles,
                              configuration: ChartConfiguration) {
        var largest: CGFloat = 0
        for mark in marks where mark.kind == .point || mark.kind == .line {
            guard let style = mark.style?.values, style.symbolSize == nil, let group = style.symbolSizeGroup,
                  let size = series.symbolSizes.size(for: group) else { continue }
            largest = max(largest, size.width, size.height)
        }
        guard largest > 0 else { return }
        let pad = largest / 2
        if configuration.xScale.range == nil, xScale != nil, xScale!.kind != .category { (xScale!.startPadding, xScale!.endPadding) = (pad, pad) }
        if configuration.yScale.range == nil, yScale != nil, yScale!.kind != .category { (yScale!.startPadding, yScale!.endPadding) = (pad, pad) }
    }

    /// The values of `position(by:)`, in the order of first appearance: each takes a slot of its band.
    static func positionGroups(_ marks: [ChartMark]) -> [PlotValue: Int] {
        var groups: [PlotValue: Int] = [:]
        for mark in marks {
            if let group = mark.style?.values.positionGroup, groups[group] == nil { groups[group] = groups.count }
        }
        return groups
    }
}

/// One shape the chart draws: a bar chart's bars of one colour, one line, one sector …
struct PlotItem {
    enum Geometry: Sendable {
        case rects([PlotRect], cornerRadius: CGFloat)
        case line([PlotPoint], InterpolationMethod)
        /// An area between `low` and `high` along x (or along y when `horizontal`).
        case area([AreaSample], InterpolationMethod, horizontal: Bool)
        case symbols([PlotPoint], BasicChartSymbolShape, size: CGSize)
        /// Symbols centred in rectangles: points placed in points on an axis (`PointMark(x:y:)` with a `CGFloat`).
        case placedSymbols([PlotRect], BasicChartSymbolShape, size: CGSize)
        case rules([PlotRect])
        case sector(SectorGeometry)
    }
    var geometry: Geometry
    var style: AnyShapeStyle
    /// Set for strokes (lines, rules, plus/cross/asterisk symbols); nil fills.
    var stroke: StrokeStyle?
    var opacity: Double
    /// Its marks' `zIndex`, offset and effects.
    var zIndex: Double = 0
    var offset = MarkOffset()
    var effects: [ItemEffect] = []
}

/// A point in scale coordinates; an axis a mark has no value on sits in the middle of the plot.
struct PlotPoint: Sendable {
    var x: Double?
    var y: Double?
}

/// One position of an area: where it starts and ends across its axis.
struct AreaSample: Sendable {
    var position: Double
    var low: Double
    var high: Double
}

/// A sector of a pie: the fractions of the turn where it starts and ends, its radii and the gap around it.
struct SectorGeometry: Sendable {
    var start: Double
    var end: Double
    var innerRadius: MarkDimension
    var outerRadius: MarkDimension
    var angularInset: CGFloat
    var cornerRadius: CGFloat
}

/// An annotation and the rectangle of the mark it annotates.
struct PlotAnnotation {
    var rect: PlotRect
    var annotation: ChartAnnotation
    /// The mark's value runs along x (a horizontal bar): an automatic annotation goes on its trailing side.
    var horizontal: Bool
    /// The mark's value is negative: an automatic annotation goes below (or before) it.
    var negative: Bool
    /// The mark's offset, which moves its annotation with it.
    var offset = MarkOffset()
}

/// An entry of the legend: a series' name and what marks it: its symbol in its colour, a line in its
/// dash pattern (`lineStyle(by:)`), or a circle of its size (`symbolSize(by:)`).
struct LegendEntry {
    enum Swatch {
        case symbol(BasicChartSymbolShape)
        case line(StrokeStyle)
        /// A circle this many points across.
        case sized(CGFloat)
        /// A continuous scale's gradient between its ends' labels.
        case gradient(Gradient, lower: String, upper: String)
    }
    var value: PlotValue
    var style: AnyShapeStyle
    var swatch: Swatch
}

/// The colours and symbols of the series of `foregroundStyle(by:)` and `symbol(by:)`.
struct SeriesStyles {
    var styleOrder: [PlotValue] = []
    var styleIndex: [PlotValue: Int] = [:]
    var styles: [AnyShapeStyle]
    var symbolIndex: [PlotValue: Int] = [:]
    var symbols: [BasicChartSymbolShape] = BasicChartSymbolShape.seriesOrder
    var lineStyleIndex: [PlotValue: Int] = [:]
    var lineStyleOrder: [PlotValue] = []
    var symbolSizes: SymbolSizes
    /// The colours of numbers, when every value of `foregroundStyle(by:)` is one.
    var continuous: ContinuousStyleScale?
    var lineStyleScale: [(PlotValue, StrokeStyle)]?
    var lineStyleRange: [StrokeStyle]?

    init(marks: [ChartMark], configuration: ChartConfiguration) {
        styles = ChartPlot.seriesColors.map { AnyShapeStyle($0) }
        symbolSizes = SymbolSizes(marks: marks, configuration: configuration.symbolSizeScale)
        (lineStyleScale, lineStyleRange) = (configuration.lineStyleScale, configuration.lineStyleRange)
        for (value, _) in configuration.lineStyleScale ?? [] where lineStyleIndex[value] == nil {
            lineStyleIndex[value] = lineStyleIndex.count; lineStyleOrder.append(value)
        }
        if let scale = configuration.foregroundStyleScale, !scale.styles.isEmpty {
            styles = scale.styles
            for value in scale.domain where styleIndex[value] == nil { styleIndex[value] = styleOrder.count; styleOrder.append(value) }
        }
        var symbolOrder: [PlotValue] = []
        if let scale = configuration.symbolScale {
            symbols = scale.map(\.1)
            for (value, _) in scale where symbolIndex[value] == nil { symbolIndex[value] = symbolOrder.count; symbolOrder.append(value) }
        }
        for mark in marks {
            guard let style = mark.style?.values else { continue }
            if let group = style.styleGroup, styleIndex[group] == nil { styleIndex[group] = styleOrder.count; styleOrder.append(group) }
            if let group = style.symbolGroup, symbolIndex[group] == nil { symbolIndex[group] = symbolOrder.count; symbolOrder.append(group) }
            if let group = style.lineStyleGroup, lineStyleIndex[group] == nil { lineStyleIndex[group] = lineStyleIndex.count; lineStyleOrder.append(group) }
        }
        if symbols.isEmpty { symbols = BasicChartSymbolShape.seriesOrder }
        continuous = styleOrder.isEmpty ? nil : ContinuousStyleScale(values: styleOrder, configuration: configuration.foregroundStyleScale)
        if continuous == nil, let gradient = configuration.foregroundStyleScale?.gradient, !styleOrder.isEmpty {
            styles = StyleScale.samples(of: gradient, count: styleOrder.count)
        }
    }

    func style(for group: PlotValue) -> AnyShapeStyle {
        if let continuous, case .number(let number) = group { return continuous.style(for: number) }
        return styles[(styleIndex[group] ?? 0) % styles.count]
    }
    func symbol(for group: PlotValue) -> BasicChartSymbolShape { symbols[(symbolIndex[group] ?? 0) % symbols.count] }
    /// `chartLineStyleScale`'s stroke of `group`, else the next of its range, else the next dash pattern.
    func lineStroke(for group: PlotValue) -> StrokeStyle {
        if let stroke = lineStyleScale?.first(where: { $0.0 == group })?.1 { return stroke }
        let index = lineStyleIndex[group] ?? 0
        if let range = lineStyleRange, !range.isEmpty { return range[index % range.count] }
        return LineStyles.stroke(forSeriesAt: index)
    }
    /// A symbol's size: `symbolSize(_:)`'s, else `symbolSize(by:)`'s, else `automatic`.
    func symbolSize(_ style: MarkStyle, automatic: CGSize) -> CGSize {
        style.symbolSize ?? style.symbolSizeGroup.flatMap(symbolSizes.size(for:)) ?? automatic
    }

    /// The legend: each series of `foregroundStyle(by:)` in order, with its symbol when `symbol(by:)`
    /// groups by the same values, or a line in its dash pattern when `lineStyle(by:)` does; then the
    /// series of `lineStyle(by:)` that no colour names, each a line in the secondary style; then the
    /// sizes of `symbolSize(by:)`: each category's circle, or a number scale's two ends (the order and
    /// the swatches are estimated from iOS: Apple documents that these encodings have legends, not how they look).
    func legend(marks: [ChartMark]) -> [LegendEntry] {
        var entries = continuous.map { [$0.legendEntry] } ?? styleOrder.map { value in
            let swatch: LegendEntry.Swatch = lineStyleIndex[value] != nil ? .line(lineStroke(for: value))
                : .symbol(symbolIndex[value] != nil ? symbol(for: value) : .circle)
            return LegendEntry(value: value, style: style(for: value), swatch: swatch)
        }
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        for value in lineStyleOrder where styleIndex[value] == nil {
            entries.append(LegendEntry(value: value, style: secondary, swatch: .line(lineStroke(for: value))))
        }
        for value in symbolSizes.legendValues where styleIndex[value] == nil {
            guard let size = symbolSizes.size(for: value) else { continue }
            entries.append(LegendEntry(value: value, style: secondary, swatch: .sized(size.width)))
        }
        return entries
    }
}

/// Gathers marks into the items the chart draws: marks of one kind and style share a shape (a
/// million points are one path, not a million views), a line or an area is one shape per series.
struct ItemBuilder {
    /// An item and the parts its marks add, gathered in arrays of their own so that each append is in
    /// place (appending to an array inside an enum's payload copies it: quadratic in the marks).
    struct Entry {
        var item: PlotItem
        var rects: [PlotRect] = []
        var points: [PlotPoint] = []
        var samples: [AreaSample] = []

        /// The item with its parts.
        var finished: PlotItem {
            var item = self.item
            switch item.geometry {
            case .rects(_, let radius): item.geometry = .rects(rects, cornerRadius: radius)
            case .line(_, let method): item.geometry = .line(points, method)
            case .area(_, let method, let horizontal): item.geometry = .area(samples, method, horizontal: horizontal)
            case .symbols(_, let symbol, let size): item.geometry = .symbols(points, symbol, size: size)
            case .placedSymbols(_, let symbol, let size): item.geometry = .placedSymbols(rects, symbol, size: size)
            case .rules: item.geometry = .rules(rects)
            case .sector: break
            }
            return item
        }
    }
    let plot: ChartPlot
    let series: SeriesStyles
    var items: [Entry] = []
    var keys: [LayeredKey: Int] = [:]
    var annotations: [PlotAnnotation] = []
    var sectorMarks: [Int] = []
    var markIndex = 0
    let environment = EnvironmentValues()

    init(plot: ChartPlot, series: SeriesStyles) { (self.plot, self.series) = (plot, series) }

    enum ItemKey: Hashable {
        case rects(MarkKind, StyleKey, CGFloat, Double)
        case symbols(StyleKey, BasicChartSymbolShape.Kind, CGFloat, CGFloat, Double)
        case placedSymbols(StyleKey, BasicChartSymbolShape.Kind, CGFloat, CGFloat, Double)
        case line(PlotValue?)
        case lineSymbols(PlotValue?, StyleKey, BasicChartSymbolShape.Kind, CGFloat, CGFloat)
        case area(PlotValue?)
        case rules(StyleKey, CGFloat, [CGFloat], Double)
    }

    /// An item's key and what its marks share besides (`MarkStyle.layerKey`); a line or an area is one item a
    /// series, whatever its marks' layers, and takes its first mark's.
    struct LayeredKey: Hashable {
        var key: ItemKey
        var layer: MarkStyle.LayerKey?
    }

    enum StyleKey: Hashable {
        case automatic
        case group(PlotValue)
        case paint(Paint)
    }

    func styleKey(_ style: MarkStyle) -> (StyleKey, AnyShapeStyle) {
        if let foreground = style.foreground { return (.paint(foreground.paint(in: .zero, environment: environment)), foreground) }
        if let group = style.styleGroup { return (.group(group), series.style(for: group)) }
        return (.automatic, AnyShapeStyle(Color.accentColor))
    }

    mutating func item(_ key: ItemKey, style: MarkStyle, make: () -> PlotItem) -> Int {
        let series: Bool
        switch key {
        case .line, .area: series = true
        default: series = false
        }
        let fullKey = LayeredKey(key: key, layer: series ? nil : style.layerKey)
        if let index = keys[fullKey] { return index }
        keys[fullKey] = items.count
        items.append(Entry(item: layered(make(), style)))
        return items.count - 1
    }

    /// `item` with the order, offset and effects of `style`'s marks.
    func layered(_ item: PlotItem, _ style: MarkStyle) -> PlotItem {
        guard style.layerKey != nil else { return item }
        var item = item
        (item.zIndex, item.offset) = (style.zIndex, style.offset)
        item.effects = style.effects.map { effect in
            switch effect {
            case .clip(let shape, let fill): .clip(shape, fill)
            case .shadow(let color, let radius, let x, let y): .shadow(color, radius: radius, x: x, y: y)
            case .blur(let radius): .blur(radius)
            case .mask(let mask): .mask(maskItems(mask.marks))
            }
        }
        return item
    }

    /// The items a mask's marks draw, through the chart's scales.
    func maskItems(_ marks: [ChartMark]) -> [PlotItem] {
        var builder = ItemBuilder(plot: plot, series: series)
        let stacked = Stacking.stack(marks), groups = ChartPlot.positionGroups(marks)
        for (index, mark) in marks.enumerated() { builder.add(mark, stacked: stacked[index], positionGroups: groups) }
        builder.finishSectors(marks: marks, series: series)
        return ChartPlot.ordered(builder.items.map(\.finished))
    }

    func coordinate(_ value: PlotValue?, _ scale: ChartScale?) -> Double? {
        guard let value, let scale else { return nil }
        return scale.coordinate(of: value)
    }

    /// A mark's place along one axis.
    func span(_ mark: ChartMark, axis: PlotAxis, stacked: ClosedRange<Double>?, slot: (Int, Int)) -> Span? {
        let scale = axis == .x ? plot.xScale : plot.yScale
        let value = axis == .x ? mark.x : mark.y, end = axis == .x ? mark.xEnd : mark.yEnd
        let binned = axis == .x ? mark.xBinned : mark.yBinned
        let dimension = axis == .x ? mark.width : mark.height
        if let stacked, Stacking.valueAxis(of: mark) == axis { return .range(stacked.lowerBound, stacked.upperBound) }
        guard value != nil else {
            let fixed = axis == .x ? mark.style?.values.fixedX : mark.style?.values.fixedY
            return fixed.map { Span($0, isY: axis == .y) } ?? .full
        }
        guard let start = coordinate(value, scale) else { return nil }
        if let end {
            guard let stop = coordinate(end, scale) else { return nil }
            return binned ? .bin(start, stop, dimension) : .range(start, stop)
        }
        switch mark.kind {
        case .bar, .rectangle:
            if mark.kind == .bar, scale?.kind != .category, Stacking.valueAxis(of: mark) == nil, scale != nil,
               (axis == .x ? mark.y : mark.x) == nil {
                // A one-dimensional bar of a number: from zero to the value.
                return .range(min(0, start), max(0, start))
            }
            return .band(start, dimension == .automatic && mark.kind == .rectangle && scale?.kind != .category ? .fixed(20) : dimension,
                         slot: slot.0, slots: slot.1)
        default:
            return .at(start)
        }
    }

    mutating func add(_ mark: ChartMark, stacked: ClosedRange<Double>?, positionGroups: [PlotValue: Int]) {
        defer { markIndex += 1 }
        let style = mark.styleValues
        let (styleKey, shapeStyle) = styleKey(style)
        let opacity = style.opacity
        let slot = style.positionGroup.flatMap { positionGroups[$0] }.map { ($0, positionGroups.count) } ?? (0, 1)
        switch mark.kind {
        case .bar, .rectangle:
            let valueAxis = Stacking.valueAxis(of: mark)
            guard let x = span(mark, axis: .x, stacked: stacked, slot: valueAxis == .x ? (0, 1) : slot),
                  let y = span(mark, axis: .y, stacked: stacked, slot: valueAxis == .y ? (0, 1) : slot) else { return }
            let corner = style.cornerRadius ?? 0
            let index = item(.rects(mark.kind, styleKey, corner, opacity), style: style) {
                PlotItem(geometry: .rects([], cornerRadius: corner), style: shapeStyle, stroke: nil, opacity: opacity)
            }
            let rect = PlotRect(x: x, y: y)
            items[index].rects.append(rect)
            let negative = (valueAxis == .y ? mark.y : mark.x)?.number.map { $0 < 0 } ?? false
            addAnnotations(style, rect: rect, horizontal: valueAxis == .x, negative: negative)
        case .point:
            let symbol = style.symbol ?? style.symbolGroup.map(series.symbol(for:)) ?? .circle
            let size = series.symbolSize(style, automatic: ChartPlot.defaultSymbolSize)
            if style.fixedX != nil || style.fixedY != nil {
                guard let x = span(mark, axis: .x, stacked: nil, slot: (0, 1)), let y = span(mark, axis: .y, stacked: nil, slot: (0, 1)) else { return }
                let index = item(.placedSymbols(styleKey, symbol.kind, size.width, size.height, opacity), style: style) {
                    PlotItem(geometry: .placedSymbols([], symbol, size: size), style: shapeStyle,
                             stroke: symbol.isStroked ? StrokeStyle(lineWidth: 1.5, lineCap: .round) : nil, opacity: opacity)
                }
                items[index].rects.append(PlotRect(x: x, y: y))
                addAnnotations(style, rect: PlotRect(x: x, y: y), horizontal: false, negative: false)
                return
            }
            guard let point = point(mark) else { return }
            if let view = style.symbolView {
                addSymbolView(sized(view, style: style, size: size, shapeStyle: shapeStyle), at: point, offset: style.offset)
                addAnnotations(style, rect: PlotRect(x: point.x.map(Span.at) ?? .full, y: point.y.map(Span.at) ?? .full), horizontal: false, negative: false)
                return
            }
            append(point, to: .symbols(styleKey, symbol.kind, size.width, size.height, opacity), style: style) {
                PlotItem(geometry: .symbols([], symbol, size: size), style: shapeStyle,
                         stroke: symbol.isStroked ? StrokeStyle(lineWidth: 1.5, lineCap: .round) : nil, opacity: opacity)
            }
            addAnnotations(style, rect: PlotRect(x: point.x.map(Span.at) ?? .full, y: point.y.map(Span.at) ?? .full), horizontal: false, negative: false)
        case .line:
            guard let point = point(mark), point.x != nil, point.y != nil else { return }
            let seriesKey = mark.series ?? style.styleGroup ?? style.lineStyleGroup ?? style.symbolGroup
            let stroke = style.lineStyle ?? style.lineStyleGroup.map(series.lineStroke(for:)) ?? ChartPlot.defaultLineStyle
            append(point, to: .line(seriesKey), style: style) {
                PlotItem(geometry: .line([], style.interpolation), style: shapeStyle, stroke: stroke, opacity: opacity)
            }
            if let view = style.symbolView {
                let size = series.symbolSize(style, automatic: CGSize(width: 7, height: 7))
                addSymbolView(sized(view, style: style, size: size, shapeStyle: shapeStyle), at: point, offset: style.offset)
            } else if style.symbol != nil || style.symbolGroup != nil {
                let symbol = style.symbol ?? style.symbolGroup.map(series.symbol(for:)) ?? .circle
                let size = series.symbolSize(style, automatic: CGSize(width: 7, height: 7))
                append(point, to: .lineSymbols(seriesKey, styleKey, symbol.kind, size.width, size.height), style: style) {
                    PlotItem(geometry: .symbols([], symbol, size: size), style: shapeStyle,
                             stroke: symbol.isStroked ? StrokeStyle(lineWidth: 1.5, lineCap: .round) : nil, opacity: opacity)
                }
            }
            addAnnotations(style, rect: PlotRect(x: .at(point.x!), y: .at(point.y!)), horizontal: false, negative: false)
        case .area:
            guard let sample = areaSample(mark, stacked: stacked) else { return }
            let seriesKey = mark.series ?? style.styleGroup ?? style.lineStyleGroup ?? style.symbolGroup
            let horizontal = Stacking.valueAxis(of: mark) == .x || (mark.xEnd != nil && mark.yEnd == nil && !mark.xBinned)
            let index = item(.area(seriesKey), style: style) {
                PlotItem(geometry: .area([], style.interpolation, horizontal: horizontal), style: shapeStyle, stroke: nil, opacity: opacity)
            }
            items[index].samples.append(sample)
        case .rule:
            guard let x = span(mark, axis: .x, stacked: nil, slot: (0, 1)), let y = span(mark, axis: .y, stacked: nil, slot: (0, 1)) else { return }
            let stroke = style.lineStyle ?? ChartPlot.defaultRuleStyle
            let index = item(.rules(styleKey, stroke.lineWidth, stroke.dash, opacity), style: style) {
                PlotItem(geometry: .rules([]), style: shapeStyle, stroke: stroke, opacity: opacity)
            }
            items[index].rects.append(PlotRect(x: x, y: y))
            addAnnotations(style, rect: PlotRect(x: x, y: y), horizontal: false, negative: false)
        case .sector:
            sectorMarks.append(markIndex)
        }
    }

    mutating func append(_ point: PlotPoint, to key: ItemKey, style: MarkStyle, make: () -> PlotItem) {
        let index = item(key, style: style, make: make)
        items[index].points.append(point)
    }

    /// A point mark's or a line point's coordinates; nil when a value is not on its scale or not finite.
    func point(_ mark: ChartMark) -> PlotPoint? {
        var point = PlotPoint()
        if let x = mark.x {
            guard var location = coordinate(x, plot.xScale) else { return nil }
            if mark.xBinned, let end = coordinate(mark.xEnd, plot.xScale) { location = (location + end) / 2 }
            point.x = location
        }
        if let y = mark.y {
            guard var location = coordinate(y, plot.yScale) else { return nil }
            if mark.yBinned, let end = coordinate(mark.yEnd, plot.yScale) { location = (location + end) / 2 }
            point.y = location
        }
        return point
    }

    func areaSample(_ mark: ChartMark, stacked: ClosedRange<Double>?) -> AreaSample? {
        let horizontal = Stacking.valueAxis(of: mark) == .x || (mark.xEnd != nil && mark.yEnd == nil && !mark.xBinned)
        let positionValue = horizontal ? mark.y : mark.x
        let positionScale = horizontal ? plot.yScale : plot.xScale, valueScale = horizontal ? plot.xScale : plot.yScale
        guard var position = coordinate(positionValue, positionScale) else { return nil }
        let binned = horizontal ? mark.yBinned : mark.xBinned
        if binned, let end = coordinate(horizontal ? mark.yEnd : mark.xEnd, positionScale) { position = (position + end) / 2 }
        if let stacked { return AreaSample(position: position, low: stacked.lowerBound, high: stacked.upperBound) }
        let start = horizontal ? mark.x : mark.y, end = horizontal ? mark.xEnd : mark.yEnd
        guard let low = coordinate(start, valueScale), let high = coordinate(end, valueScale) else { return nil }
        return AreaSample(position: position, low: low, high: high)
    }

    /// A `symbol { view }` view, centred on its point as an overlay annotation is.
    /// A symbol's view as drawn: `symbol(_:)`'s at the symbol's size in the mark's style, `symbol { }`'s as it is.
    func sized(_ view: AnyView, style: MarkStyle, size: CGSize, shapeStyle: AnyShapeStyle) -> AnyView {
        style.symbolViewSized ? AnyView(view.foregroundStyle(shapeStyle).frame(width: size.width, height: size.height)) : view
    }

    mutating func addSymbolView(_ view: AnyView, at point: PlotPoint, offset: MarkOffset) {
        let annotation = ChartAnnotation(position: .overlay, alignment: .center, spacing: 0, content: { view })
        annotations.append(PlotAnnotation(rect: PlotRect(x: point.x.map(Span.at) ?? .full, y: point.y.map(Span.at) ?? .full),
                                          annotation: annotation, horizontal: false, negative: false, offset: offset))
    }

    mutating func addAnnotations(_ style: MarkStyle, rect: PlotRect, horizontal: Bool, negative: Bool) {
        for annotation in style.annotations {
            annotations.append(PlotAnnotation(rect: rect, annotation: annotation, horizontal: horizontal, negative: negative, offset: style.offset))
        }
    }

    /// The sectors of a pie: each value's share of the sum of all, clockwise from twelve o'clock in the
    /// order the marks come. Values that are not finite or below zero take no angle. A sector of a range
    /// (`.value("Angle", 0..<90)`) runs from its start to its end, the turn spanning zero (or the smallest
    /// start) to the sum of the other values or the largest end, whichever is larger (estimated: Apple
    /// documents ranges as "explicit start/end angles" in the angle scale's units).
    mutating func finishSectors(marks: [ChartMark], series: SeriesStyles) {
        let values = sectorMarks.map { index -> Double in
            let value = marks[index].xEnd == nil ? marks[index].x?.number ?? 0 : 0
            return value.isFinite && value > 0 ? value : 0
        }
        var lower = 0.0, upper = values.reduce(0, +)
        for index in sectorMarks {
            guard let start = marks[index].x?.number, let end = marks[index].xEnd?.number, start.isFinite, end.isFinite else { continue }
            (lower, upper) = (min(lower, start, end), max(upper, start, end))
        }
        let total = upper - lower
        guard total > 0, total.isFinite else { return }
        var cursor = 0.0
        for (offset, index) in sectorMarks.enumerated() {
            let start: Double, end: Double
            if let a = marks[index].x?.number, let b = marks[index].xEnd?.number {
                guard a.isFinite, b.isFinite else { continue }
                (start, end) = ((min(a, b) - lower) / total, (max(a, b) - lower) / total)
            } else {
                (start, end) = (cursor, cursor + values[offset] / total)
                cursor = end
            }
            let style = marks[index].styleValues
            let (_, shapeStyle) = styleKey(style)
            let geometry = SectorGeometry(start: start, end: end, innerRadius: style.innerRadius, outerRadius: style.outerRadius,
                                          angularInset: style.angularInset ?? 0, cornerRadius: style.cornerRadius ?? 0)
            items.append(Entry(item: layered(PlotItem(geometry: .sector(geometry), style: shapeStyle, stroke: nil, opacity: style.opacity), style)))
        }
    }
}
