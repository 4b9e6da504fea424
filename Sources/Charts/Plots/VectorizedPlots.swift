import Easel

/// Chart content that plots a whole collection, one mark for each element (Apple's
/// `VectorizedChartContent`, iOS 18). Its modifiers read each element through a key path; add them before
/// the modifiers of `ChartContent`, which apply to every mark alike (Apple's rule).
nonisolated public protocol VectorizedChartContent<DataElement>: ChartContent {
    associatedtype DataElement
    /// Easel's: the collection and how each element becomes a mark.
    var _vectorized: _VectorizedMarks<DataElement> { get }
}

/// The elements of a vectorized plot and the mark each makes, with the modifiers read from it.
public struct _VectorizedMarks<DataElement> {
    let elements: [DataElement]
    let make: (DataElement) -> ChartMark
    let labels: MarkLabels

    /// The marks, in the collection's order, as `ForEach` over `BarMark`s would make them.
    func append(into marks: _ChartMarks) {
        for element in elements { marks.append(make(element), labels: labels) }
    }

    /// The same plot with `change` applied to each element's mark.
    func modified(_ change: @escaping (DataElement, inout ChartMark) -> Void) -> _VectorizedMarks {
        let make = self.make
        return _VectorizedMarks(elements: elements, make: { element in
            var mark = make(element)
            change(element, &mark)
            return mark
        }, labels: labels)
    }
}

/// A vectorized plot's content, whatever its kind (Apple's `VectorizedBarPlotContent`, `VectorizedLinePlotContent` …
/// are this type under their names).
nonisolated public struct _VectorizedPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
    public let _vectorized: _VectorizedMarks<Data.Element>

    init<M: ChartContent>(_ data: Data, _ mark: @escaping (Data.Element) -> M, labels: (Data.Element?) -> MarkLabels) {
        let elements = Array(data)
        _vectorized = _VectorizedMarks(elements: elements, make: { element in
            let list = _ChartMarks()
            M._makeChartContent(mark(element), into: list)
            return list.marks.first ?? ChartMark(kind: .point)
        }, labels: labels(elements.first))
    }

    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) { content._vectorized.append(into: marks) }
}

public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>
public typealias VectorizedSectorPlotContent<Data: RandomAccessCollection> = _VectorizedPlotContent<Data>

/// A vectorized plot after a key-path modifier.
nonisolated public struct _ModifiedVectorizedContent<DataElement>: VectorizedChartContent {
    public typealias Body = Never
    public let _vectorized: _VectorizedMarks<DataElement>
    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) { content._vectorized.append(into: marks) }
}

nonisolated extension VectorizedChartContent {
    private func modified(_ change: @escaping (DataElement, inout MarkStyle) -> Void) -> _ModifiedVectorizedContent<DataElement> {
        _ModifiedVectorizedContent(_vectorized: _vectorized.modified { element, mark in mark.modifyStyle { change(element, &$0) } })
    }

    /// Each element's mark in the style its key path reads.
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.foreground = AnyShapeStyle(element[keyPath: keyPath]) }
    }

    /// Each element's mark coloured by its value's series, as `foregroundStyle(by:)` on a mark.
    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in
            let value = value.value(of: element)
            (style.styleGroup, style.styleGroupLabel) = (value.plotValue, value.label)
        }
    }

    /// Each element's mark at the opacity its key path reads.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.opacity *= Double(min(max(element[keyPath: keyPath], 0), 1)) }
    }

    /// Each element's line in the stroke its key path reads.
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.lineStyle = element[keyPath: keyPath] }
    }

    /// Lines grouped and dashed by each element's value, as `lineStyle(by:)` on a mark.
    public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.lineStyleGroup = value.value(of: element).plotValue }
    }

    /// Each element's symbol by its value's series, as `symbol(by:)` on a mark.
    public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.symbolGroup = value.value(of: element).plotValue }
    }

    /// Each element's symbol as its key path reads it.
    public func symbol(_ keyPath: KeyPath<DataElement, BasicChartSymbolShape>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.symbol = element[keyPath: keyPath] }
    }

    /// Each element's symbol sized by its value, as `symbolSize(by:)` on a mark.
    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.symbolSizeGroup = value.value(of: element).plotValue }
    }

    /// Each element's symbol in the size its key path reads.
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.symbolSize = element[keyPath: keyPath] }
    }

    /// Each element's mark in the slot of its value, as `position(by:)` on a mark.
    public func position(by value: PlottableProjection<DataElement, some Plottable>, axis: Axis? = nil,
                         span: MarkDimension = .automatic) -> some VectorizedChartContent<DataElement> {
        modified { element, style in style.positionGroup = value.value(of: element).plotValue }
    }
}

/// Declares a vectorized plot type: a wrapper of its content, which is vectorized when its content is.
/// (Each plot below is this shape; their initialisers say what each element's mark is.)
nonisolated public struct BarPlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct LinePlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct AreaPlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct PointPlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct RulePlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct RectanglePlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
nonisolated public struct SectorPlot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}

nonisolated extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension PointPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}
nonisolated extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
    public var _vectorized: _VectorizedMarks<Content.DataElement> { content._vectorized }
}


// Each plot's elements become the marks of the same initialiser (Apple's vectorized plots draw as the
// marks of a `ForEach` do: https://developer.apple.com/documentation/charts/barplot).

extension BarPlot {
    /// A bar for each element at `x` reaching to `y`.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
                                              stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            BarMark(x: x.value(of: e), y: y.value(of: e), width: width.read(e), height: height.read(e), stacking: stacking)
        }, labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// A bar for each element at `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
                                                            width: MarkDimensions<Data.Element> = .automatic,
                                                            stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            BarMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e), width: width.read(e))
        }, labels: { _ in MarkLabels(x: x.label, y: yStart.label) })
    }

    /// A bar for each element from `xStart` to `xEnd` at `y`.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>,
                                                            height: MarkDimensions<Data.Element> = .automatic,
                                                            stacking: MarkStackingMethod = .standard) where Content == VectorizedBarPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            BarMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e), height: height.read(e))
        }, labels: { _ in MarkLabels(x: xStart.label, y: y.label) })
    }

    /// A bar for each element spanning both intervals.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                          xEnd: PlottableProjection<Data.Element, X>,
                                                                          yStart: PlottableProjection<Data.Element, Y>,
                                                                          yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedBarPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            BarMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e))
        }, labels: { _ in MarkLabels(x: xStart.label, y: yStart.label) })
    }
}

extension LinePlot {
    /// A line through each element's point, in the collection's order.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedLinePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in LineMark(x: x.value(of: e), y: y.value(of: e)) },
                                         labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// A line for each series through its elements' points.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedLinePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in LineMark(x: x.value(of: e), y: y.value(of: e), series: series.value(of: e)) },
                                         labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }
}

extension AreaPlot {
    /// The area under each element's point, stacked as `AreaMark`s are.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              stacking: MarkStackingMethod = .standard) where Content == VectorizedAreaPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in AreaMark(x: x.value(of: e), y: y.value(of: e), stacking: stacking) },
                                         labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// The areas of each series.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>,
                                              stacking: MarkStackingMethod = .standard) where Content == VectorizedAreaPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in AreaMark(x: x.value(of: e), y: y.value(of: e), series: series.value(of: e), stacking: stacking) },
                                         labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// The band between each element's `yStart` and `yEnd`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                            yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedAreaPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in AreaMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) },
                                         labels: { _ in MarkLabels(x: x.label, y: yStart.label) })
    }
}

extension PointPlot {
    /// A symbol at each element's point.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPointPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in PointMark(x: x.value(of: e), y: y.value(of: e)) },
                                         labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// A symbol at each element's x, `y` points from the top (nil: the middle).
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: CGFloat? = nil) where Content == VectorizedPointPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in PointMark(x: x.value(of: e), y: y) }, labels: { _ in MarkLabels(x: x.label, y: nil) })
    }

    /// A symbol at each element's y, `x` points from the leading edge (nil: the middle).
    public init<Data: RandomAccessCollection>(_ data: Data, x: CGFloat? = nil,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPointPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in PointMark(x: x, y: y.value(of: e)) }, labels: { _ in MarkLabels(x: nil, y: y.label) })
    }
}

extension RulePlot {
    /// A vertical rule across the plot at each element's x.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              yStart: CGFloat? = nil, yEnd: CGFloat? = nil) where Content == VectorizedRulePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in RuleMark(x: x.value(of: e), yStart: yStart, yEnd: yEnd) },
                                         labels: { _ in MarkLabels(x: x.label, y: nil) })
    }

    /// A horizontal rule across the plot at each element's y.
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedRulePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in RuleMark(xStart: xStart, xEnd: xEnd, y: y.value(of: e)) },
                                         labels: { _ in MarkLabels(x: nil, y: y.label) })
    }

    /// A vertical rule at each element's x from its `yStart` to its `yEnd`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                            yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedRulePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in RuleMark(x: x.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e)) },
                                         labels: { _ in MarkLabels(x: x.label, y: yStart.label) })
    }

    /// A horizontal rule at each element's y from its `xStart` to its `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedRulePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in RuleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), y: y.value(of: e)) },
                                         labels: { _ in MarkLabels(x: xStart.label, y: y.label) })
    }
}

extension RectanglePlot {
    /// A rectangle centred on each element's point.
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              width: MarkDimensions<Data.Element> = .automatic,
                                              height: MarkDimensions<Data.Element> = .automatic) where Content == VectorizedRectanglePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            RectangleMark(x: x.value(of: e), y: y.value(of: e), width: width.read(e), height: height.read(e))
        }, labels: { _ in MarkLabels(x: x.label, y: y.label) })
    }

    /// A rectangle spanning each element's intervals.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                          xEnd: PlottableProjection<Data.Element, X>,
                                                                          yStart: PlottableProjection<Data.Element, Y>,
                                                                          yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedRectanglePlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            RectangleMark(xStart: xStart.value(of: e), xEnd: xEnd.value(of: e), yStart: yStart.value(of: e), yEnd: yEnd.value(of: e))
        }, labels: { _ in MarkLabels(x: xStart.label, y: yStart.label) })
    }
}

extension SectorPlot {
    /// A sector for each element, its angle its value's share of the sum.
    public init<Data: RandomAccessCollection>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
                                              innerRadius: MarkDimensions<Data.Element> = .automatic,
                                              outerRadius: MarkDimensions<Data.Element> = .automatic,
                                              angularInset: CGFloat? = nil) where Content == VectorizedSectorPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            SectorMark(angle: angle.value(of: e), innerRadius: innerRadius.read(e), outerRadius: outerRadius.read(e), angularInset: angularInset)
        }, labels: { _ in MarkLabels(x: angle.label, y: nil) })
    }

    /// A sector for each element, with the gap its key path reads.
    public init<Data: RandomAccessCollection>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
                                              innerRadius: MarkDimensions<Data.Element> = .automatic,
                                              outerRadius: MarkDimensions<Data.Element> = .automatic,
                                              angularInset: KeyPath<Data.Element, CGFloat>) where Content == VectorizedSectorPlotContent<Data> {
        content = _VectorizedPlotContent(data, { e in
            SectorMark(angle: angle.value(of: e), innerRadius: innerRadius.read(e), outerRadius: outerRadius.read(e), angularInset: e[keyPath: angularInset])
        }, labels: { _ in MarkLabels(x: angle.label, y: nil) })
    }
}
