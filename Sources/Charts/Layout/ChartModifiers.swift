import Easel

/// An axis's visibility and marks as `chartXAxis`/`chartYAxis` set them.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    /// nil: the default `AxisMarks()`.
    var marks: [AxisMarks]?
}

/// The legend as `chartLegend` sets it.
struct LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

/// The plot area as `chartPlotStyle`'s closure receives it: modify it (`.background(…)`, `.border(…)`)
/// and return it.
nonisolated public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

nonisolated extension View {
    /// Shows or hides the x axis of the charts in this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// The x axis's marks: one or more `AxisMarks`.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// Shows or hides the y axis of the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// The y axis's marks: one or more `AxisMarks`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// A title for the x axis, below its labels (centred by default, an estimate of iOS's place).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.xAxisTitle = title }
    }

    /// A title for the y axis, above the plot on the axis's side.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.yAxisTitle = title }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend.visibility = visibility }
    }

    /// Where the legend goes (below the plot, leading, by default, as on iOS), its alignment and its
    /// distance from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { ($0.legend.position, $0.legend.alignment, $0.legend.spacing) = (position, alignment, spacing) }
    }

    /// A legend of your own in place of the automatic one.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartConfiguration {
            ($0.legend.position, $0.legend.alignment, $0.legend.spacing, $0.legend.content) = (position, alignment, spacing, view)
            $0.legend.visibility = .visible
        }
    }

    /// Styles the plot area: the closure receives it and returns it modified (`.background(.gray.opacity(0.1))`).
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A view behind the plot area, given a proxy that maps values to positions.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { ($0.background, $0.backgroundAlignment) = ({ AnyView(content($0)) }, alignment) }
    }

    /// A view over the plot area, given a proxy that maps values to positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { ($0.overlay, $0.overlayAlignment) = ({ AnyView(content($0)) }, alignment) }
    }
}

// Interaction: selection, scrolling and gestures are accepted so that interactive chart code compiles,
// and change nothing in a still picture (nothing is selected, the chart is not scrolled).
nonisolated extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Makes the axes scroll: with a visible domain, the chart shows a window of it (`ScrollWindow`).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.scrollableAxes = axes }
    }
    /// How much of a scrolling x axis shows: a number of its units, categories or seconds.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        let length = PlotValue(length.primitivePlottable)
        return chartConfiguration { $0.xWindow.length = length }
    }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
        let length = PlotValue(length.primitivePlottable)
        return chartConfiguration { $0.yWindow.length = length }
    }
    /// Where a scrolling axis's window starts: the binding's value now (a still is never scrolled).
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { chartScrollPosition(initialX: x.wrappedValue) }
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { chartScrollPosition(initialY: y.wrappedValue) }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let start = PlotValue(initialX.primitivePlottable)
        return chartConfiguration { $0.xWindow.start = start }
    }
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let start = PlotValue(initialY.primitivePlottable)
        return chartConfiguration { $0.yWindow.start = start }
    }
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
    /// Where a scrolling chart comes to rest (iOS 17): a still is never scrolled, so the picture is unchanged.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }
}

/// How a scrolling chart settles after a scroll (Apple's `ChartScrollTargetBehavior`).
public protocol ChartScrollTargetBehavior {}

/// Settles on multiples of a unit of the scrolled axis (Apple's `ValueAlignedChartScrollTargetBehavior`).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Which values a scroll that pages far comes to rest on.
    public struct MajorValueAlignment {
        public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment() }
        public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
        public static var page: MajorValueAlignment { MajorValueAlignment() }
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Rests on multiples of `unit` (numbers and categories).
    public static func valueAligned(unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil) -> Self { Self() }
    /// Rests on dates matching `components`.
    public static func valueAligned(matching components: DateComponents,
                                    majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil) -> Self { Self() }
}
