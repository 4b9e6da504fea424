import Easel

/// Content whose marks a modifier changes (`foregroundStyle`, `symbol`, `annotation` …).
nonisolated public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    let modify: (inout ChartMark) -> Void

    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        let start = marks.marks.count
        Content._makeChartContent(content.content, into: marks)
        for index in start..<marks.marks.count { content.modify(&marks.marks[index]) }
    }
}

nonisolated extension ChartContent {
    func modified(_ change: @escaping (inout MarkStyle) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self) { $0.modifyStyle(change) }
    }

    /// Fills (or strokes, for lines and rules) the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modified { $0.foreground = style }
    }

    /// Colours the marks by `value`'s series: each distinct value takes the next of the default colours
    /// (blue, green, orange, purple, red, cyan, yellow, as iOS cycles them) or the colour
    /// `chartForegroundStyleScale` maps it to, and the legend lists it.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.plotValue, label = value.label
        return modified { ($0.styleGroup, $0.styleGroupLabel) = (group, label) }
    }

    /// Draws each point with the symbol of `value`'s series: circle, square, triangle, diamond,
    /// pentagon, in turn (iOS's order), and groups lines by it.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.plotValue
        return modified { $0.symbolGroup = group }
    }

    /// Draws points (and a line's points) with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified { $0.symbol = symbol }
    }

    /// Draws points (and a line's points) with a symbol shape of your own, filled with the mark's style.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = symbol as? BasicChartSymbolShape ?? BasicChartSymbolShape(kind: .custom(CustomSymbol(symbol)))
        return modified { $0.symbol = shape }
    }

    /// Draws `symbol`'s view centred on each point (and a line's points) instead of a symbol's shape
    /// (Apple's `symbol(symbol:)`).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbolView = view }
    }

    /// Draws a view of a shape, such as a stroked circle (`symbol(Circle().strokeBorder(lineWidth: 2))`, in
    /// wide use), at each point at the symbol's size, in the mark's style. Apple's SDK accepts this form
    /// though its documentation lists only `ChartSymbolShape`s; a shape of those is drawn as one.
    @_disfavoredOverload
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        let view = AnyView(symbol)
        return modified { ($0.symbolView, $0.symbolViewSized) = (view, true) }
    }

    /// Accepted so that gradient-styled marks compile: Easel fills each mark with its own style's
    /// extent (Apple's `alignsMarkStylesWithPlotArea(_:)` stretches a gradient over the plot instead).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modified { _ in }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// The symbol's size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// Sizes the marks' symbols by `value`, through the chart's symbol size scale (`SymbolSizes` has the
    /// rule): a number's symbol grows in area with it, categories take sizes in turn. A size set by
    /// `symbolSize(_:)` wins.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.plotValue
        return modified { $0.symbolSizeGroup = group }
    }

    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Groups lines into series by `value`, each series drawn as its own line with the next of the
    /// dash patterns of `LineStyles` (the first solid), as iOS strokes them; a `lineStyle(_:)` wins.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.plotValue
        return modified { $0.lineStyleGroup = group }
    }

    /// How lines and areas pass between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Rounds the corners of bars, rectangles and sectors by `radius` points: a bar's four corners (the
    /// radius at most half its width or height), and each corner of a sector, where its sides meet its
    /// arcs and a pie's apex (`SectorPath` has the rule). Corners are circular arcs whatever `style`
    /// (Apple's default is `.continuous`; the difference at chart sizes is under a pixel, estimated).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// The marks' opacity, 0 to 1.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
    }

    /// Places marks that share a category side by side, one slot per distinct `value`, instead of
    /// stacking them (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let group = value.plotValue
        return modified { $0.positionGroup = group }
    }

    /// A view drawn beside each mark, at `position` (above a bar's end, by default), aligned by `alignment`,
    /// `spacing` points away (4 by default, an estimate of iOS's).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: { AnyView(content()) })
        return modified { $0.annotations.append(annotation) }
    }

    /// The same annotation, moved back inside the chart or its plot where it would cross their edge as
    /// `overflowResolution` says for each axis (iOS 17; `AnnotationOverflowResolution` has the rule).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        var annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: { AnyView(content()) })
        annotation.overflow = overflowResolution
        return modified { [annotation] in $0.annotations.append(annotation) }
    }

    /// The marks' accessibility label, which VoiceOver reads for each mark.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { $0.accessibilityLabel = label } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { accessibilityLabel(Text(label)) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { accessibilityLabel(Text(label)) }
    /// The marks' accessibility value.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { $0.accessibilityValue = value } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { accessibilityValue(Text(value)) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { accessibilityValue(Text(value)) }
    /// Hides the marks from accessibility.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { $0.accessibilityHidden = hidden } }
}

/// Where an annotation sits relative to its mark (Apple's `AnnotationPosition`).
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// How an annotation that would cross the chart's or the plot's edge is moved, along each axis (Apple's
/// `AnnotationOverflowResolution`, iOS 17). `.disabled` places it "as-is"; `.fit(to:)` "adjusts its
/// position to ensure it doesn't overflow" the boundary: it slides along the axis just enough to lie inside
/// (against the leading or top edge when larger than the boundary). `.fit`'s automatic boundary is the
/// chart, and `.automatic` places the annotation as-is (both estimated); `.padScale` fits it to the chart
/// rather than padding the scale.
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable, Equatable {
        enum Kind: Equatable, Sendable { case automatic, disabled, fit(Boundary.Kind), padScale }
        let kind: Kind
        /// "Automatically chooses a overflow resolution": as-is in Easel (estimated).
        public static let automatic = Strategy(kind: .automatic)
        /// "Places the annotation as-is."
        public static let disabled = Strategy(kind: .disabled)
        /// Fits the annotation to the automatic boundary, the chart.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// "Pads the scale of the chart to make space for the annotation": fitted to the chart in Easel.
        public static let padScale = Strategy(kind: .padScale)
        /// Fits the annotation to `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary.kind)) }

        /// The boundary the annotation is kept inside, nil when it is placed as-is.
        func boundary(chart: ClosedRange<CGFloat>, plot: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            switch kind {
            case .automatic, .disabled: nil
            case .fit(.plot): plot
            case .fit, .padScale: chart
            }
        }
    }
    /// A boundary of the chart for overflow resolution.
    public struct Boundary: Sendable, Equatable {
        enum Kind: Equatable, Sendable { case automatic, chart, plot }
        let kind: Kind
        /// The chart (estimated: Apple says it is determined automatically).
        public static let automatic = Boundary(kind: .automatic)
        /// "The entire chart."
        public static let chart = Boundary(kind: .chart)
        /// "The plot area."
        public static let plot = Boundary(kind: .plot)
    }
    let x: Strategy
    let y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) { (self.x, self.y) = (x, y) }
    public static let automatic = AnnotationOverflowResolution()

    /// `origin` of an annotation `size` big moved inside the boundaries its strategies name.
    func resolve(_ origin: CGPoint, size: CGSize, chart: CGRect, plot: CGRect) -> CGPoint {
        func fit(_ start: CGFloat, _ length: CGFloat, _ boundary: ClosedRange<CGFloat>?) -> CGFloat {
            guard let boundary else { return start }
            return max(min(start, boundary.upperBound - length), boundary.lowerBound)
        }
        return CGPoint(x: fit(origin.x, size.width, x.boundary(chart: chart.minX...chart.maxX, plot: plot.minX...plot.maxX)),
                       y: fit(origin.y, size.height, y.boundary(chart: chart.minY...chart.maxY, plot: plot.minY...plot.maxY)))
    }
}

/// An annotation's view and where it goes.
struct ChartAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    let content: () -> AnyView
    var overflow = AnnotationOverflowResolution.automatic
}
