import Easel

/// What the chart modifiers (`chartXScale`, `chartYAxis`, `chartLegend` …) set, read by every chart
/// inside the modified view through the environment, as Apple's modifiers reach the charts they wrap.
struct ChartConfiguration {
    var xScale = ScaleConfiguration()
    var yScale = ScaleConfiguration()
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xAxisTitle: AxisTitle?
    var yAxisTitle: AxisTitle?
    var legend = LegendConfiguration()
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var backgroundAlignment: Alignment = .center
    var overlay: ((ChartProxy) -> AnyView)?
    var overlayAlignment: Alignment = .center
    var foregroundStyleScale: StyleScale?
    /// `chartScrollableAxes`, and each axis's visible window (`chartXVisibleDomain`, `chartScrollPosition`).
    var scrollableAxes: Axis.Set = []
    var xWindow = ScrollWindow()
    var yWindow = ScrollWindow()
    var symbolScale: [(PlotValue, BasicChartSymbolShape)]?
    /// `chartLineStyleScale`: each value's stroke, or the strokes series take in turn.
    var lineStyleScale: [(PlotValue, StrokeStyle)]?
    var lineStyleRange: [StrokeStyle]?
    var symbolSizeScale: SymbolSizeScale?
}

/// A scale's domain, range and type as `chartXScale`/`chartYScale` set them.
struct ScaleConfiguration {
    var domain: _ChartDomain?
    var range: PlotDimensionScaleRange?
    var type: ScaleType?
}

/// A foreground style scale: the colour of each series value, and the order of the legend.
struct StyleScale {
    var domain: [PlotValue]
    var styles: [AnyShapeStyle]
    /// `chartForegroundStyleScale(range:)` with a gradient: the colours are its samples, one per series.
    var gradient: Gradient?

    /// `chartForegroundStyleScale(domain:range:)` with a range of numbers: the domain of a continuous scale.
    var numericDomain: ClosedRange<Double>?

    /// `count` colours evenly along `gradient` (in the light appearance), linear in sRGB between stops.
    static func samples(of gradient: Gradient, count: Int) -> [AnyShapeStyle] {
        guard !gradient.stops.isEmpty, count > 0 else { return [] }
        return (0..<count).map { AnyShapeStyle(color(of: gradient, at: count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0)) }
    }

    /// The colour `t` of the way along `gradient` (0…1), linear in sRGB between its stops.
    static func color(of gradient: Gradient, at t: CGFloat) -> Color {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard let after = stops.firstIndex(where: { $0.location >= t }) else { return last.color }
        guard after > 0 else { return first.color }
        let (a, b) = (stops[after - 1], stops[after])
        let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 1
        let environment = EnvironmentValues()
        let (x, y) = (a.color.resolve(in: environment), b.color.resolve(in: environment))
        return Color(red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                     blue: x.blue + (y.blue - x.blue) * f, opacity: x.alpha + (y.alpha - x.alpha) * f)
    }
}

/// A title beside an axis (`chartXAxisLabel`).
struct AxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
}

enum ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Changes the configuration of the charts inside this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
