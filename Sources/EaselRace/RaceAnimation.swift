import Easel

/// A ranking race from data: the states of a `RankingRace`, one for each period and `stepsPerPeriod − 1`
/// in between, and their animation.
///
/// Rules:
/// 1. Values are the data's, filled by `missing` and summed when `cumulative` (`RaceData.filled`).
/// 2. Between two periods, step k of n shows each value k/n of the way from the one period's to the
///    next's, and the earlier period's label; each period's own state shows its values and label exactly.
/// 3. Each entity keeps one colour: `colors[name]`, or else `palette`'s colour at its position in the
///    data; and one image, `images[name]` (a file path), if given.
/// 4. Every state's bars are scaled to that state's leader; values are written by `numberFormat`.
public struct RaceAnimation: Sendable {
    public var data: RaceData
    public var top: Int
    public var title: String?
    public var stepsPerPeriod: Int
    public var missing: RaceData.MissingValues
    public var cumulative: Bool
    public var colors: [String: Color]
    /// The colours entities take in turn when `colors` names none (`RacePalette.system` by default).
    public var palette: [Color]
    /// Each entity's image file, by name.
    public var images: [String: String]
    public var numberFormat: RaceNumberFormat
    /// How each state is drawn: `RankingRace`'s rows, or a chart of horizontal bars (`RaceChart`).
    public var style: RaceStyle = .rows

    /// The colours entities take in turn by default: SwiftUI's system colours.
    public static let palette: [Color] = RacePalette.system.colors

    public init(data: RaceData, top: Int = 10, title: String? = nil, stepsPerPeriod: Int = 1,
                missing: RaceData.MissingValues = .interpolate, cumulative: Bool = false, colors: [String: Color] = [:],
                palette: [Color] = RaceAnimation.palette, images: [String: String] = [:], numberFormat: RaceNumberFormat = .integer) {
        (self.data, self.top, self.title, self.stepsPerPeriod) = (data, top, title, max(1, stepsPerPeriod))
        (self.missing, self.cumulative, self.colors) = (missing, cumulative, colors)
        (self.palette, self.images, self.numberFormat) = (palette.isEmpty ? Self.palette : palette, images, numberFormat)
    }

    /// Each state's period label and values (rules 1 and 2), the periods' own states at multiples of
    /// `stepsPerPeriod`.
    public var states: [(period: String, values: [Double])] {
        let filled = data.filled(missing, cumulative: cumulative)
        guard let last = filled.indices.last else { return [] }
        var states: [(period: String, values: [Double])] = []
        for period in filled.indices {
            states.append((data.periods[period], filled[period]))
            guard period < last else { break }
            for step in 1..<stepsPerPeriod {
                let t = Double(step) / Double(stepsPerPeriod)
                states.append((data.periods[period], zip(filled[period], filled[period + 1]).map { $0 + ($1 - $0) * t }))
            }
        }
        return states
    }

    /// The race's view in each state.
    public var views: [RankingRace<RaceRow>] {
        let colors = data.entities.enumerated().map { self.colors[$0.element] ?? palette[$0.offset % palette.count] }
        let format = numberFormat
        return states.map { state in
            let entries = zip(data.entities, zip(state.values, colors)).map { name, valueAndColor in
                RaceEntry(name: name, value: valueAndColor.0, color: valueAndColor.1, image: images[name])
            }
            return RankingRace(entries: entries, top: top, title: title, period: state.period, format: format.string)
        }
    }

    /// The race's states drawn as charts (`RaceChart`), the same entries, colours and values as `views`.
    public var chartViews: [RaceChart] {
        views.map { state in
            RaceChart(entries: state.entries, top: state.top, title: state.title, period: state.period, format: numberFormat.string)
        }
    }

    /// The animation through the states, laid out `width × height` points (nil: the race's own height) at
    /// `scale` in `environment`: each move lasts `periodLength / stepsPerPeriod` seconds and runs
    /// `animation`'s curve over the whole of it, so that the rows arrive at the end of each step and set
    /// off again at the next; the first and last states hold `hold` seconds.
    ///
    /// The move's length replaces the animation's own duration (a spring's response), speed and delay,
    /// as `easel race --curve` builds its animation: `.linear`, 0.35 s long, would otherwise carry a
    /// row only part of the way through a shorter step before the step's last frame put it in place, and
    /// all the way in the first 0.35 s of a longer one.
    public func timeline(width: CGFloat, height: CGFloat? = nil, scale: CGFloat = 1,
                         environment: EnvironmentValues = AnimationTimeline.defaultEnvironment,
                         animation: Animation? = .linear, periodLength: Double = 1, hold: Double = 1,
                         fps: Int = 30) throws -> AnimationTimeline {
        let move = periodLength / Double(stepsPerPeriod)
        let timing = AnimationTimeline.Timing(fps: fps, duration: move, hold: 0, endHold: hold, startHold: hold)
        if style == .chart {
            return try AnimationTimeline(states: chartViews, proposal: ProposedViewSize(width: width, height: height), scale: scale,
                                         environment: environment, animation: animation.map { Animation(curve: $0.curve, duration: move) },
                                         timing: timing)
        }
        return try AnimationTimeline(states: views, proposal: ProposedViewSize(width: width, height: height), scale: scale,
                                     environment: environment, animation: animation.map { Animation(curve: $0.curve, duration: move) },
                                     timing: timing)
    }
}

/// How a race's states are drawn (`easel race --style`).
public enum RaceStyle: String, Sendable, CaseIterable {
    /// `RankingRace`'s rows: names, bars and values, sliding when ranks change.
    case rows
    /// A `Chart` of horizontal `BarMark`s (`RaceChart`).
    case chart
}
