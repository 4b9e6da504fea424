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
    var symbolScale: [(PlotValue, BasicChartSymbolShape)]?
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

extension View {
    /// Changes the configuration of the charts inside this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
