import Easel
@testable import EaselRace
import Foundation
import Testing

/// `easel race --style chart`: each state a `Chart` of horizontal bars, ranked, in the entries' colours.
@Suite struct RaceChartTests {
    let entries = [RaceEntry(name: "Cat", value: 3, color: .orange), RaceEntry(name: "Dog", value: 5, color: .blue),
                   RaceEntry(name: "Fish", value: 1, color: .green), RaceEntry(name: "Bird", value: 3, color: .red)]

    /// The chart's bars, read as VoiceOver reads its marks: the leader first, ties in the data's order,
    /// only the first `top`.
    @MainActor @Test func barsAreRankedAndCutAtTop() {
        let renderer = ImageRenderer(content: RaceChart(entries: entries, top: 3, title: "Pets", period: "Week 1"))
        renderer.proposedSize = ProposedViewSize(width: 400, height: nil)
        let accessibility = renderer.layoutAccessibility()
        #expect(accessibility["race-chart"]?.elements.map(\.label) == ["Dog", "Cat", "Bird"])
        #expect(accessibility["race-chart"]?.elements.map(\.value) == ["5", "3", "3"])
        let frames = renderer.layoutFrames()
        // 3 rows of 32 points and 24 for the axis; the title above, the period below, 16 points of padding.
        #expect(abs((frames["race-chart"]?.height ?? 0) - (3 * 32 + 24)) < 0.001)
        #expect(frames["race-chart"]?.minX == 16 && frames["race-chart"]?.width == 400 - 32)
        #expect(frames["race-title"].map { $0.maxY < frames["race-chart"]!.minY } == true)
        #expect(frames["race-period"].map { $0.minY > frames["race-chart"]!.maxY } == true)
    }

    @MainActor @Test func theChartStyleDrawsEveryState() throws {
        let data = try RaceData(csv: "week,Cat,Dog\n1,3,5\n2,6,4\n")
        var race = RaceAnimation(data: data, top: 2, stepsPerPeriod: 2)
        race.style = .chart
        #expect(race.chartViews.count == race.states.count)
        #expect(race.chartViews.map(\.period) == ["1", "1", "2"])
        // Half-way from week 1 to week 2 the values are 4.5 each: tied, so Cat (first in the data) leads.
        #expect(race.chartViews[1].shown.map(\.name) == ["Cat", "Dog"])
        let timeline = try race.timeline(width: 300, fps: 10)
        #expect(timeline.states.count == 3 && timeline.frameCount > 3)
        #expect(timeline.size.width == 300)
    }
}
