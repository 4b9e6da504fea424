import Easel
import EaselRace
import EaselTestSupport
import Foundation
import Testing

@Suite struct RaceAnimationTests {
    static let data = RaceData(periods: ["2023", "2024", "2025"], entities: ["Ada", "Bo", "Cy", "Di"],
                               values: [[10, 40, 30, 20], [50, 45, 30, 5], [60, 45, 70, 80]])

    /// The rows' order from the top, by their frames.
    static func order(_ frames: [String: CGRect], of names: [String]) -> [String] {
        names.filter { frames[$0] != nil }.sorted { frames[$0]!.minY < frames[$1]!.minY }
    }

    @MainActor @Test func theLastStateRanksTheLastPeriod() throws {
        let race = RaceAnimation(data: Self.data, top: 3, stepsPerPeriod: 4)
        let renderer = ImageRenderer(content: try #require(race.views.last))
        renderer.proposedSize = ProposedViewSize(width: 400, height: 300)
        let frames = renderer.layoutFrames()
        // 2025: Di 80, Cy 70, Ada 60 on top, Bo (45) below the clipped rows.
        #expect(Self.order(frames, of: ["Ada", "Bo", "Cy", "Di"]) == ["Di", "Cy", "Ada", "Bo"])
        let rowStep = frames["Cy"]!.minY - frames["Di"]!.minY
        #expect(frames["Bo"]!.minY == frames["Ada"]!.minY + rowStep)
        #expect(race.states.last?.values == [60, 45, 70, 80])
        #expect(race.states.count == 9)
        #expect(race.states[2].period == "2023" && race.states[4].period == "2024")
        #expect(race.states[2].values == [30, 42.5, 30, 12.5])
    }

    @MainActor @Test func tiesKeepTheDataOrder() {
        let race = RankingRace(entries: ["B", "A", "C"].map { RaceEntry(name: $0, value: 1, color: .blue) })
        #expect(race.ranked.map(\.entry.name) == ["B", "A", "C"])
    }

    @MainActor @Test func framesFollowFpsAndStepsAndKeyFramesAreTheStaticRenders() throws {
        let race = RaceAnimation(data: Self.data, top: 3, stepsPerPeriod: 2)
        let timeline = try race.timeline(width: 320, height: 240, scale: 1, periodLength: 0.4, hold: 0.2, fps: 10)
        // 4 moves of 0.2 s (3 frames each: 2 steps and the end) and holds of 0.2 s (2 frames) at both ends.
        #expect(timeline.frameCount == 2 + 4 * 3 + 2)
        let keys = timeline.stateFrames
        #expect(keys.count == 5)
        for (index, state) in [0, 2, 4].enumerated() {
            let renderer = ImageRenderer(content: race.views[state])
            renderer.proposedSize = ProposedViewSize(width: 320, height: 240)
            let animated = try timeline.displayList(atFrame: keys[state]).data(format: .png)
            #expect(animated == (try renderer.pngData()), "period \(index)")
        }
    }

    /// Each step runs the curve over the whole move: the default `.linear` (0.35 s long) and a slower
    /// `.easeInOut(duration: 2)` draw every frame of 0.3-second moves as the same curves 0.3 s long do.
    /// (Truncated at 0.3 s, the default carried the rows 0.1 / 0.35 of the way at the first frame of a
    /// step instead of a third, and the last frame of each step jumped the rest.)
    @MainActor @Test func eachStepRunsTheCurveOverTheWholeMove() throws {
        let race = RaceAnimation(data: Self.data, top: 3, stepsPerPeriod: 1)
        func frames(_ timeline: AnimationTimeline) throws -> [Data] {
            try (0..<timeline.frameCount).map { try timeline.displayList(atFrame: $0).data(format: .png) }
        }
        func frames(_ animation: Animation) throws -> [Data] {
            try frames(race.timeline(width: 200, height: 120, animation: animation, periodLength: 0.3, hold: 0, fps: 10))
        }
        let byDefault = try frames(race.timeline(width: 200, height: 120, periodLength: 0.3, hold: 0, fps: 10))
        #expect(byDefault == (try frames(.linear(duration: 0.3))))
        #expect(try frames(.easeInOut(duration: 2)) == frames(.easeInOut(duration: 0.3)))
        #expect(byDefault != (try frames(.easeInOut(duration: 0.3))))
    }

    @MainActor @Test func fiveHundredEntitiesTopTen() throws {
        var random = SplitMix64(seed: 7)
        let names = (0..<500).map { "E\($0)" }
        let values = (0..<2).map { _ in names.map { _ in Double?(Double(random.next() % 1000)) } }
        let race = RaceAnimation(data: RaceData(periods: ["1", "2"], entities: names, values: values), top: 10)
        let renderer = ImageRenderer(content: try #require(race.views.last))
        renderer.proposedSize = ProposedViewSize(width: 500, height: 500)
        let frames = renderer.layoutFrames()
        let expected = names.indices.sorted { (values[1][$0]!, $1) > (values[1][$1]!, $0) }.prefix(10).map { names[$0] }
        #expect(Array(Self.order(frames, of: names).prefix(10)) == expected)
    }

    /// Images, colours from a palette and the number format reach the rows: the image drawn in a 28-point
    /// square beside its entity's name, the first entity in the palette's first colour, values written
    /// in the format.
    @MainActor @Test func imagesPaletteAndNumberFormatReachTheRows() throws {
        let race = RaceAnimation(data: Self.data, top: 4, palette: RacePalette.okabeIto.colors, images: ["Bo": "/tmp/bo.png"],
                                 numberFormat: .compact)
        let view = try #require(race.views.last)
        #expect(view.entries.map(\.image) == [nil, "/tmp/bo.png", nil, nil])
        #expect(view.entries[0].color == RacePalette.okabeIto.colors[0])
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 400, height: 300)
        func images(_ items: [DisplayItem]) -> [(String, CGRect)] {
            items.flatMap { item -> [(String, CGRect)] in
                switch item {
                case .image(let path, let frame, _): [(path, frame)]
                case .tagged(_, let inner), .group(_, _, _, let inner), .effect(_, let inner): images(inner)
                default: []
                }
            }
        }
        let drawn = images(renderer.displayList().items)
        #expect(drawn.count == 1 && drawn.first?.0 == "/tmp/bo.png")
        #expect(drawn.first.map { $0.1.width == 28 && $0.1.height == 28 } == true)
        #expect(RaceNumberFormat.compact.string(race.states.last?.values[0] ?? 0) == "60")
    }
}
