import Foundation
import Easel

/// A function a `LinePlot` or an `AreaPlot` graphs (iOS 18): sampled across x when the chart is resolved,
/// over its own domain or else the chart's x scale (Apple: "If set to nil, the domain of the chart's x
/// scale will be used"). Where the function is not finite (`Double.nan`, `.infinity`) the line breaks.
final class FunctionPlotSource: @unchecked Sendable {
    enum Function {
        /// y = f(x).
        case line(@Sendable (Double) -> Double)
        /// (yStart, yEnd) = f(x): the area between them.
        case area(@Sendable (Double) -> (Double, Double))
        /// (x, y) = f(t) over t's domain, in the order of t.
        case parametric(@Sendable (Double) -> (x: Double, y: Double))
    }
    let function: Function
    let domain: ClosedRange<Double>?
    init(_ function: Function, domain: ClosedRange<Double>?) { (self.function, self.domain) = (function, domain) }

    /// How many samples a function takes across its domain (estimated: enough that a curve's chords
    /// are under a point long on a phone-wide plot).
    static let sampleCount = 400

    /// The marks of the function over `domain`, each a copy of `placeholder` (its style and its
    /// modifiers) at one sample; a run of finite samples is one series, so a gap breaks the line.
    func marks(like placeholder: ChartMark, domain chartDomain: ClosedRange<Double>, index: Int) -> [ChartMark] {
        let domain = self.domain ?? chartDomain
        let count = Self.sampleCount
        var marks: [ChartMark] = []
        marks.reserveCapacity(count + 1)
        var segment = 0, inRun = false
        func add(_ x: Double, _ y: Double, _ yEnd: Double?) {
            guard x.isFinite, y.isFinite, yEnd?.isFinite ?? true else {
                if inRun { segment += 1; inRun = false }
                return
            }
            inRun = true
            var mark = placeholder
            mark.x = .number(x)
            mark.y = .number(y)
            mark.yEnd = yEnd.map(PlotValue.number)
            // Each run of finite samples is a series of its own within the plot's series.
            if mark.kind == .line || mark.kind == .area {
                let base = placeholder.series?.text ?? placeholder.style?.values.styleGroup?.text ?? ""
                mark.series = .category("\u{1}function \(index) \(base) \(segment)")
            }
            marks.append(mark)
        }
        for step in 0...count {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(step) / Double(count)
            switch function {
            case .line(let f): add(t, f(t), nil)
            case .area(let f): let (a, b) = f(t); add(t, a, b)
            case .parametric(let f): let p = f(t); add(p.x, p.y, nil)
            }
        }
        return marks
    }

    /// `marks` with each function's placeholder replaced by its samples, over the x domain the other
    /// marks and `chartXScale` give (0…1 when nothing else gives one, as an empty numeric scale).
    static func expand(_ marks: [ChartMark], configuration: ChartConfiguration, calendar: Calendar) -> [ChartMark] {
        guard marks.contains(where: { $0.style?.values.function != nil }) else { return marks }
        let others = marks.filter { $0.style?.values.function == nil }
        let scale = ScaleResolution.scale(for: .x, marks: others, stacked: Stacking.stack(others), configuration: configuration.xScale, calendar: calendar)
        let domain = scale.flatMap { $0.kind == .category ? nil : $0.lower...$0.upper } ?? 0...1
        var expanded: [ChartMark] = []
        var functionIndex = 0
        for mark in marks {
            guard let source = mark.style?.values.function else { expanded.append(mark); continue }
            var placeholder = mark
            placeholder.modifyStyle { $0.function = nil }
            expanded += source.marks(like: placeholder, domain: domain, index: functionIndex)
            functionIndex += 1
        }
        return expanded
    }
}

/// The content of a function plot: one placeholder mark that carries the function, which the chart
/// samples once it knows its x domain (Apple's `FunctionLinePlotContent`, `FunctionAreaPlotContent`).
nonisolated public struct _FunctionPlotContent: ChartContent {
    public typealias Body = Never
    let kind: MarkKind
    let source: FunctionPlotSource
    let labels: MarkLabels

    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        var mark = ChartMark(kind: content.kind)
        mark.modifyStyle { $0.function = content.source }
        marks.append(mark, labels: content.labels)
    }
}

public typealias FunctionLinePlotContent = _FunctionPlotContent
public typealias FunctionAreaPlotContent = _FunctionPlotContent

extension LinePlot where Content == FunctionLinePlotContent {
    /// The graph of y = f(x) (Apple's `init(x:y:domain:function:)`).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        content = _FunctionPlotContent(kind: .line, source: FunctionPlotSource(.line(function), domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        content = _FunctionPlotContent(kind: .line, source: FunctionPlotSource(.line(function), domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }

    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        content = _FunctionPlotContent(kind: .line, source: FunctionPlotSource(.line(function), domain: domain),
                                       labels: MarkLabels(x: .text(x), y: .text(y)))
    }

    /// The graph of the parametric function (x, y) = f(t) over t's `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                           function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        content = _FunctionPlotContent(kind: .line, source: FunctionPlotSource(.parametric(function), domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        content = _FunctionPlotContent(kind: .line, source: FunctionPlotSource(.parametric(function), domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and y = f(x).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        content = _FunctionPlotContent(kind: .area, source: FunctionPlotSource(.area { (0, function($0)) }, domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        content = _FunctionPlotContent(kind: .area, source: FunctionPlotSource(.area { (0, function($0)) }, domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(y)))
    }

    /// The area between two functions, (yStart, yEnd) = f(x).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                           function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        content = _FunctionPlotContent(kind: .area, source: FunctionPlotSource(.area { let r = function($0); return (r.yStart, r.yEnd) }, domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(yStart)))
    }

    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        content = _FunctionPlotContent(kind: .area, source: FunctionPlotSource(.area { let r = function($0); return (r.yStart, r.yEnd) }, domain: domain),
                                       labels: MarkLabels(x: ChartLabel(x), y: ChartLabel(yStart)))
    }
}
