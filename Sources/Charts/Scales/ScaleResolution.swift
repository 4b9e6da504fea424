import Foundation

/// Chooses a chart's positional scales from its marks, as Swift Charts does automatically: strings make
/// a category scale (categories in the order the data first lists them), dates a date scale over the
/// data's extent, numbers a linear scale that includes zero (`ScaleDomain.automatic(includesZero:)`'s
/// default) widened to round ticks. `chartXScale`/`chartYScale` override the domain, type and range.
enum ScaleResolution {
    /// At most this many intervals between an automatic axis's ticks (what the pictures of Apple's
    /// documentation show: `NiceTicks`).
    static let desiredTickCount = 4
    /// A short axis gets fewer ticks, as iOS's do: one interval for each this many points of the plot's
    /// height (y) or width (x), from 2 up to `desiredTickCount` (estimated from iOS: a plot 72 points
    /// tall keeps four, one 50 points tall two).
    static let pointsPerTick: (x: CGFloat, y: CGFloat) = (36, 18)
    /// A y interval is also at least this many of its labels' lines tall, so that labels in a larger
    /// Dynamic Type size ask for fewer ticks (18 points are 1.3 lines of `.caption2` at the default size;
    /// estimated).
    static let linesPerYTick: CGFloat = 1.3

    /// The desired tick count of an axis `length` points long, whose labels' lines are `labelLineHeight`
    /// points tall.
    static func desiredTickCount(for axis: PlotAxis, length: CGFloat, labelLineHeight: CGFloat = 0) -> Int {
        guard length.isFinite, length > 0 else { return desiredTickCount }
        let perTick = axis == .x ? pointsPerTick.x : max(pointsPerTick.y, linesPerYTick * labelLineHeight)
        let count = Int((length / perTick).rounded(.down))
        return min(max(count, 2), desiredTickCount)
    }

    /// Whether the labels of `scale`'s ticks, `lineHeight` tall and centred on them, stay clear of each
    /// other along an axis `length` points long (a category scale's are not checked).
    static func labelsFit(_ scale: ChartScale, length: CGFloat, lineHeight: CGFloat) -> Bool {
        guard scale.kind != .category, scale.ticks.count > 1 else { return true }
        let positions = scale.ticks.map { scale.position($0, length: length) }.sorted()
        return zip(positions, positions.dropFirst()).allSatisfy { $1 - $0 >= lineHeight }
    }

    /// The scale for `axis`, nil when no mark has a value on it.
    static func scale(for axis: PlotAxis, marks: [ChartMark], stacked: [ClosedRange<Double>?],
                      configuration: ScaleConfiguration, calendar: Calendar, desiredCount: Int = desiredTickCount) -> ChartScale? {
        var categories: [String] = [], categoryIndex: [String: Int] = [:]
        var lower = Double.infinity, upper = -Double.infinity
        var sawDate = false, sawNumber = false
        var barPositions: [Double] = []
        var binWidth: Double?
        func add(_ value: PlotValue?) {
            guard let value else { return }
            switch value {
            case .category(let name):
                if categoryIndex[name] == nil { categoryIndex[name] = categories.count; categories.append(name) }
            case .number(let number):
                guard number.isFinite else { return }
                sawNumber = true; lower = min(lower, number); upper = max(upper, number)
            case .date(let seconds):
                guard seconds.isFinite else { return }
                sawDate = true; lower = min(lower, seconds); upper = max(upper, seconds)
            }
        }
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            if let range = stacked[index], Stacking.valueAxis(of: mark) == axis {
                add(.number(range.lowerBound)); add(.number(range.upperBound))
                continue
            }
            let start = axis == .x ? mark.x : mark.y, end = axis == .x ? mark.xEnd : mark.yEnd
            let binned = axis == .x ? mark.xBinned : mark.yBinned
            add(start); add(end)
            if mark.kind == .bar || mark.kind == .rectangle, let position = start?.number, end == nil || binned {
                barPositions.append(position)
                if binned, let e = end?.number { binWidth = min(binWidth ?? .infinity, e - position) }
            }
        }
        if let modify = configuration.domain?.modifyInferred {
            if !categories.isEmpty {
                let inferred = categories.map(PlotValue.category)
                categories = []; categoryIndex = [:]
                for value in modify(inferred) where categoryIndex[value.text] == nil {
                    categoryIndex[value.text] = categories.count; categories.append(value.text)
                }
            } else if lower <= upper {
                let ends = modify(sawDate && !sawNumber ? [.date(lower), .date(upper)] : [.number(lower), .number(upper)]).compactMap(\.number)
                if let low = ends.min(), let high = ends.max() { (lower, upper) = (low, high) }
            }
        }
        if let domain = configuration.domain {
            switch domain.kind {
            case .values(let values):
                if values.contains(where: \.isCategory) || configuration.type?.kind == .category {
                    categories = []; categoryIndex = [:]
                    for value in values where categoryIndex[value.text] == nil {
                        categoryIndex[value.text] = categories.count; categories.append(value.text)
                    }
                } else if let first = values.compactMap(\.number).min(), let last = values.compactMap(\.number).max() {
                    return explicit(first, last, isDate: values.contains(where: \.isDate), configuration: configuration, calendar: calendar,
                                    desiredCount: desiredCount)
                }
            case .range(let first, let last):
                if let a = first.number, let b = last.number, a.isFinite, b.isFinite {
                    return explicit(a, b, isDate: first.isDate, configuration: configuration, calendar: calendar, desiredCount: desiredCount)
                }
            case .automatic:
                break
            }
        }
        let type = configuration.type?.kind ?? .automatic
        if !categories.isEmpty && (type == .automatic || type == .category) {
            var scale = ChartScale(kind: .category, lower: 0, upper: Double(categories.count))
            scale.categories = categories
            scale.categoryIndex = categoryIndex
            scale.ticks = categories.indices.map { Double($0) + 0.5 }
            scale.step = 1
            // A category y axis lists its first category at the top, as Swift Charts' horizontal bars do.
            scale.reversed = axis == .y
            applyRange(&scale, configuration)
            return scale
        }
        guard lower <= upper else { return nil }
        let includesZero: Bool
        if case .automatic(let zero, _)? = configuration.domain?.kind { includesZero = zero ?? true } else { includesZero = true }
        var scale: ChartScale
        if sawDate && !sawNumber {
            scale = ChartScale(kind: .date, lower: lower, upper: upper)
            if lower == upper { scale.lower -= 43_200; scale.upper += 43_200 }
            let ticks = DateTicks.ticks(lower: scale.lower, upper: scale.upper, desiredCount: desiredCount, calendar: calendar)
            (scale.ticks, scale.tickUnit) = (ticks.values, ticks.unit)
        } else {
            let kind = kind(for: type)
            if kind == .log {
                let positive = max(lower, 1e-300)
                scale = ChartScale(kind: .log, lower: pow(10, log10(positive).rounded(.down)), upper: pow(10, log10(max(upper, positive)).rounded(.up)))
                if scale.lower == scale.upper { scale.upper *= 10 }
                scale.ticks = NiceTicks.logTicks(lower: scale.lower, upper: scale.upper)
            } else {
                if includesZero { lower = min(lower, 0); upper = max(upper, 0) }
                let nice = NiceTicks.nice(lower: lower, upper: upper, desiredCount: desiredCount)
                scale = ChartScale(kind: kind, lower: nice.domain.lowerBound, upper: nice.domain.upperBound)
                scale.ticks = nice.ticks
            }
        }
        if case .automatic(_, let reversed)? = configuration.domain?.kind { scale.reversed = reversed ?? false }
        scale.step = binWidth ?? smallestGap(barPositions)
        applyRange(&scale, configuration)
        return scale
    }

    /// A scale over exactly the domain `chartXScale(domain:)` gives, with the round ticks inside it.
    private static func explicit(_ first: Double, _ last: Double, isDate: Bool, configuration: ScaleConfiguration, calendar: Calendar,
                                 desiredCount: Int) -> ChartScale {
        let reversed = last < first
        var scale: ChartScale
        if isDate {
            scale = ChartScale(kind: .date, lower: min(first, last), upper: max(first, last))
            let ticks = DateTicks.ticks(lower: scale.lower, upper: scale.upper, desiredCount: desiredCount, calendar: calendar)
            (scale.ticks, scale.tickUnit) = (ticks.values, ticks.unit)
        } else {
            let kind = kind(for: configuration.type?.kind ?? .automatic)
            scale = ChartScale(kind: kind, lower: min(first, last), upper: max(first, last))
            if kind == .log {
                scale.ticks = NiceTicks.logTicks(lower: scale.lower, upper: scale.upper)
            } else {
                let step = NiceTicks.step(span: scale.upper - scale.lower, desiredCount: desiredCount)
                scale.ticks = NiceTicks.ticks(lower: scale.lower, upper: scale.upper, step: step)
            }
        }
        if scale.lower == scale.upper { scale.upper = scale.lower + 1 }
        scale.reversed = reversed
        applyRange(&scale, configuration)
        return scale
    }

    private static func kind(for type: ScaleType.Kind) -> ChartScale.Kind {
        switch type {
        case .log: .log
        case .squareRoot: .squareRoot
        case .power(let exponent): .power(exponent)
        case .symmetricLog: .symmetricLog
        default: .linear
        }
    }

    private static func applyRange(_ scale: inout ChartScale, _ configuration: ScaleConfiguration) {
        guard let range = configuration.range else { return }
        (scale.startPadding, scale.endPadding) = (range.startPadding, range.endPadding)
    }

    /// The smallest distance between two distinct positions, the step of bars on a number or date scale.
    static func smallestGap(_ positions: [Double]) -> Double? {
        guard positions.count > 1 else { return nil }
        let sorted = positions.sorted()
        var gap = Double.infinity
        for (a, b) in zip(sorted, sorted.dropFirst()) where b > a { gap = min(gap, b - a) }
        return gap.isFinite ? gap : nil
    }
}
