import Easel

/// What a scrolling chart shows before it is scrolled (`chartScrollableAxes` with `chartXVisibleDomain` /
/// `chartYVisibleDomain`): a window `length` long of the axis's domain, from `chartScrollPosition`'s value
/// (`initialX:`, or the binding's) or else from the domain's start, as iOS first draws it; marks beyond the
/// window are clipped at the plot's edges and its ticks are the window's. A length of categories counts
/// bands (4.5 shows four and a half), of dates seconds. Without `chartScrollableAxes` on the axis the
/// visible domain is ignored, as Apple's is.
struct ScrollWindow {
    var length: PlotValue?
    var start: PlotValue?

    /// `scale` narrowed to the window, with ticks for it; unchanged when the window is not set or covers it.
    func apply(to scale: inout ChartScale, desiredCount: Int, calendar: Calendar) -> Bool {
        guard let length = length?.number, length.isFinite, length > 0, scale.kind != .log else { return false }
        let (low, high) = (min(scale.lower, scale.upper), max(scale.lower, scale.upper))
        guard high - low > length else { return false }
        var first = start.flatMap { scale.coordinate(of: $0) } ?? low
        if scale.kind == .category, start != nil { first -= 0.5 }
        first = min(max(first, low), high - length)
        (scale.lower, scale.upper) = (first, first + length)
        switch scale.kind {
        case .category:
            scale.ticks = scale.ticks.filter { $0 >= first && $0 <= first + length }
        case .date:
            let ticks = DateTicks.ticks(lower: first, upper: first + length, desiredCount: desiredCount, calendar: calendar)
            (scale.ticks, scale.tickUnit) = (ticks.values, ticks.unit)
        default:
            let step = NiceTicks.step(span: length, desiredCount: desiredCount)
            scale.ticks = NiceTicks.ticks(lower: first, upper: first + length, step: step)
        }
        return true
    }
}
