import Easel
import Foundation
import Testing
@testable import EaselAnimation
@testable import EaselRender

/// The timeline of a red square moving 0 → 40 → 0 along a 100 × 10 strip, at 10 fps, linear moves of 1 s,
/// holds of 0.5 s: 11 + 5 + 11 + 5 = 32 frames.
func moverTimeline(fps: Int = 10, scale: CGFloat = 1) throws -> AnimationTimeline {
    try AnimationTimeline(states: [Mover(x: 0), Mover(x: 40), Mover(x: 0)], scale: scale, environment: fixedEnvironment(),
                          animation: .linear(duration: 1), timing: AnimationTimeline.Timing(fps: fps, hold: 0.5))
}

/// `list` rendered and flattened over white, as the GIF encoder sees it.
func flattenedPixels(_ list: DisplayList) throws -> [UInt32] {
    Flattening.opaque(try RasterImage(rendering: list).words, over: 0xFFFFFF)
}

/// 600 columns of hues, more saturated as `shift` goes from 0 to 1: every frame between has 600 colours.
private struct Rainbow: View {
    var shift: Double
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<600) { index in
                Color(hue: Double(index) / 600, saturation: 0.3 + 0.7 * shift, brightness: 0.9).frame(width: 1, height: 20)
            }
        }
    }
}

@Suite struct GIFTests {
    /// A background colour's channels are clamped, NaN as 0: converting NaN to an integer trapped.
    @MainActor @Test func backgroundChannelsAreClamped() {
        #expect(RGBA(red: .nan, green: 2, blue: -1).hexValue == 0x00FF00)
        #expect(RGBA(red: 1, green: 0.5, blue: 0).hexValue == 0xFF8000)
    }

    /// giflib decodes the GIF: the canvas size, a NETSCAPE2.0 loop forever, disposal "do not dispose",
    /// runs of identical frames merged (frame 10, the hold and the next move's first frame: 7 frames,
    /// 70 hundredths; the last frame and the end hold: 60), the changed rectangles (the whole strip,
    /// then the square's old and new places: 14 × 10), and every frame's colours exact.
    @MainActor @Test func gifDecodesBackExactly() async throws {
        let timeline = try moverTimeline()
        #expect(timeline.frameCount == 32)
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("mover.gif")
        try await timeline.write(to: url)
        let gif = try DecodedGIF(path: url.path)
        #expect(gif.width == 100 && gif.height == 10)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.map(\.delay) == Array(repeating: 10, count: 10) + [70] + Array(repeating: 10, count: 9) + [60])
        #expect(gif.frames.allSatisfy { $0.disposal == 1 })
        #expect(gif.frames[0].width == 100 && gif.frames[0].height == 10)
        #expect(gif.frames.dropFirst().allSatisfy { $0.width == 14 && $0.height == 10 })
        // Each GIF frame shows the timeline frame at its start time, exactly.
        var time = 0
        for (frame, shown) in zip(gif.frames, gif.composited) {
            let expected = try flattenedPixels(timeline.displayList(atFrame: time / 10))
            #expect(shown == expected, "GIF frame at \(time) hundredths")
            time += frame.delay
        }
        #expect(time == 320)
    }

    /// Frames with more than 256 colours are quantized by median cut (with or without dithering): the
    /// palette holds at most 256 entries, and the picture stays close to the source.
    @MainActor @Test(arguments: AnimationOutputOptions.Dither.allCases) func manyColoursAreQuantized(dither: AnimationOutputOptions.Dither) async throws {
        let timeline = try AnimationTimeline(states: [Rainbow(shift: 0), Rainbow(shift: 1)], environment: fixedEnvironment(),
                                             animation: .linear(duration: 0.2), timing: AnimationTimeline.Timing(fps: 10, hold: 0))
        let url = try temporaryFolder().appendingPathComponent("rainbow.gif")
        try await timeline.write(to: url, options: AnimationOutputOptions(dither: dither))
        let gif = try DecodedGIF(path: url.path)
        #expect(gif.frames.count == 3)
        #expect(gif.frames.allSatisfy { $0.palette.count <= 256 })
        let source = try flattenedPixels(timeline.displayList(atFrame: 0))
        #expect(meanError(source, gif.composited[0]) < 12)
    }

    /// With `gifPalette: .shared` every quantized frame maps to one palette (`GIFSharedPalette`): the
    /// frames' colour tables are equal, and the pictures stay close to the source. Per frame (the
    /// default), each frame's table follows its own colours, so they differ.
    @MainActor @Test(arguments: AnimationOutputOptions.GIFPalette.allCases) func aSharedPaletteServesEveryFrame(palette: AnimationOutputOptions.GIFPalette) async throws {
        let timeline = try AnimationTimeline(states: [Rainbow(shift: 0), Rainbow(shift: 1)], environment: fixedEnvironment(),
                                             animation: .linear(duration: 0.2), timing: AnimationTimeline.Timing(fps: 10, hold: 0))
        let url = try temporaryFolder().appendingPathComponent("rainbow-\(palette.rawValue).gif")
        try await timeline.write(to: url, options: AnimationOutputOptions(gifPalette: palette))
        let gif = try DecodedGIF(path: url.path)
        #expect(gif.frames.count == 3)
        #expect((Set(gif.frames.map(\.palette)).count == 1) == (palette == .shared))
        for (index, shown) in gif.composited.enumerated() {
            let source = try flattenedPixels(timeline.displayList(atFrame: index))
            #expect(meanError(source, shown) < 12, "frame \(index)")
        }
    }

    /// After a quantized frame, pixels the GIF shows more than 8 levels off are sent again until they are
    /// within 8: a block of 1,200 scattered colours that never changes while a square moves ends up
    /// within 8 levels everywhere, where its first, quantized frame was not.
    @MainActor @Test func quantizationErrorsDoNotOutliveTheirFrames() async throws {
        struct Strip: View {
            var x: CGFloat
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<12) { row in
                        HStack(spacing: 0) {
                            ForEach(0..<100) { column in
                                let index = row * 100 + column
                                Color(red: Double(index * 37 % 251) / 250, green: Double(index * 91 % 241) / 240,
                                      blue: Double(index * 53 % 239) / 238).frame(width: 1, height: 1)
                            }
                        }
                    }
                    Mover(x: x)
                }
            }
        }
        let timeline = try AnimationTimeline(states: [Strip(x: 0), Strip(x: 40)], environment: fixedEnvironment(),
                                             animation: .linear(duration: 1), timing: AnimationTimeline.Timing(fps: 10, hold: 0))
        let url = try temporaryFolder().appendingPathComponent("strip.gif")
        try await timeline.write(to: url)
        let gif = try DecodedGIF(path: url.path)
        func worst(_ a: [UInt32], _ b: [UInt32]) -> Int {
            zip(a, b).map { GIFFrameEncoder.maximumChannelDifference($0, $1) }.max() ?? 0
        }
        let first = try flattenedPixels(timeline.displayList(atFrame: 0))
        let last = try flattenedPixels(timeline.displayList(atFrame: timeline.frameCount - 1))
        #expect(worst(first, gif.composited[0]) > 8)
        #expect(worst(last, gif.composited[gif.frames.count - 1]) <= 8)
        // Later frames are smaller than the whole picture: only what moved or was shown wrongly is sent.
        #expect(gif.frames.last.map { $0.width * $0.height < 100 * 22 } == true)
    }

    /// The mean of the per-pixel sums of channel differences.
    func meanError(_ a: [UInt32], _ b: [UInt32]) -> Double {
        var total = 0
        for (x, y) in zip(a, b) {
            for shift in [0, 8, 16] as [UInt32] { total += abs(Int(x >> shift & 0xFF) - Int(y >> shift & 0xFF)) }
        }
        return Double(total) / Double(max(a.count, 1))
    }

    /// No delay is under 2 hundredths: at 60 fps (1.67 hundredths a frame) frames that would start under
    /// 2 hundredths after the one before are dropped, and the delays still add up to the real time.
    @MainActor @Test func delaysAreNeverUnderTwoHundredths() async throws {
        let timeline = try moverTimeline(fps: 60)
        let url = try temporaryFolder().appendingPathComponent("fast.gif")
        try await timeline.write(to: url)
        let gif = try DecodedGIF(path: url.path)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 })
        let total = gif.frames.map(\.delay).reduce(0, +)
        #expect(abs(total - 100 * timeline.frameCount / 60) <= 1)
        #expect(gif.frames.count < (try await FramePlan.planned(timeline, concurrency: 1)).frames.count)
    }

    /// GIF timing: halves round up, short frames merge into the frame before them, first and last stay.
    @MainActor @Test func gifTimingRule() async throws {
        let timeline = try moverTimeline(fps: 30)
        let plan = try await FramePlan.planned(timeline, concurrency: 1)
        let frames = GIFTiming.frames(plan, fps: 30)
        #expect(frames.first?.index == 0)
        #expect(frames.last?.index == plan.frames.last?.index)
        #expect(frames.dropLast().map(\.delay).allSatisfy { $0 == 3 || $0 == 4 || $0 > 4 })
        #expect(frames.map(\.delay).reduce(0, +) == (100 * timeline.frameCount + 15) / 30)
    }

    /// Planned in parallel spans of 16 frames, the plan is the rule's, frame by frame: a span that
    /// starts inside a hold still joins its first frame to the frame before it.
    @MainActor @Test func aPlanMadeInSpansIsTheSameAsOneMadeInOrder() async throws {
        let timeline = try moverTimeline(fps: 30)
        var plan: [FramePlan.Frame] = []
        for index in 0..<timeline.frameCount {
            if index > 0, timeline.displayList(atFrame: index) == timeline.displayList(atFrame: index - 1) {
                plan[plan.count - 1].length += 1
            } else {
                plan.append(FramePlan.Frame(index: index, start: index, length: 1))
            }
        }
        #expect(plan.count < timeline.frameCount - 20)
        #expect(plan.contains { $0.start < 16 && $0.start + $0.length > 16 } || plan.contains { $0.start < 32 && $0.start + $0.length > 32 })
        for concurrency in [1, 2, 3, 8] {
            #expect(try await FramePlan.planned(timeline, concurrency: concurrency).frames == plan)
        }
    }
}
