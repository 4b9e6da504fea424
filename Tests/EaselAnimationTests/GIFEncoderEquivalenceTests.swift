import Foundation
import EaselTestSupport
import Testing
@testable import EaselAnimation

/// The GIF encoder split into a parallel analysis (`GIFFrameAnalysis`) and an ordered repair step
/// (`GIFCanvas`) writes the same frames as the whole-frame encoder it replaced (`ReferenceGIFEncoder`):
/// same rectangles, palettes, indices and transparent entries, frame after frame, with and without
/// dithering, through every palette rule.
@Suite struct GIFEncoderEquivalenceTests {
    static let (width, height) = (48, 32)


    /// Frames of a scene: a noisy area (`noise` × `noise` pixels of random colours, more than 256 of
    /// them when large) on a few flat colours, a square moving across, a frame held, frames repainting
    /// part or all of the noise, then covering two thirds of it, then all of it, with a flat colour.
    static func frames(seed: UInt64, noise: Int, count: Int = 10) -> [[UInt32]] {
        var generator = SplitMix64(seed: seed)
        var picture = [UInt32](repeating: 0xFFFFFF, count: width * height)
        for y in 0..<height { for x in 0..<(width / 3) { picture[y * width + x] = 0x336699 } }
        for y in 0..<noise { for x in 0..<noise { picture[(y + 4) * width + x + 20] = generator.color() } }
        var frames: [[UInt32]] = []
        for index in 0..<count {
            var frame = picture
            switch index % 5 {
            case 2 where index > 5: // The whole noise repainted, then two thirds of it covered.
                for y in 0..<noise { for x in 0..<noise { picture[(y + 4) * width + x + 20] = generator.color() } }
                frame = picture
            case 3 where index > 5:
                for y in 0..<noise { for x in 0..<(noise * 2 / 3) { picture[(y + 4) * width + x + 20] = 0xDDDDDD } }
                frame = picture
            case 2: // Part of the noise repainted.
                for _ in 0..<(noise * noise / 3) {
                    picture[(generator.below(max(noise, 1)) + 4) * width + generator.below(max(noise, 1)) + 20] = generator.color()
                }
                frame = picture
            case 4 where index > 5: // The noise covered.
                for y in 0..<noise { for x in 0..<noise { picture[(y + 4) * width + x + 20] = 0xEEEEEE } }
                frame = picture
            default: break
            }
            if index != 3 { // Frame 3 holds frame 2's picture.
                let x = (index * 5) % (width - 6), y = (index * 3) % (height - 6)
                for dy in 0..<6 { for dx in 0..<6 { frame[(y + dy) * width + x + dx] = index % 2 == 0 ? 0xFF0000 : 0x00AA00 } }
            }
            frames.append(index == 3 ? frames[2] : frame)
        }
        return frames
    }

    @MainActor @Test(arguments: [(1, 0), (2, 6), (3, 16), (4, 18), (5, 20), (6, 28)], AnimationOutputOptions.Dither.allCases)
    func framesMatchTheWholeFrameEncoder(scene: (seed: UInt64, noise: Int), dither: AnimationOutputOptions.Dither) {
        let (width, height) = (Self.width, Self.height)
        var reference = ReferenceGIFCanvas()
        var canvas = GIFCanvas()
        var previous: [UInt32]?
        for (index, pixels) in Self.frames(seed: scene.seed, noise: scene.noise).enumerated() {
            let encoded = ReferenceGIFEncoder.encode(pixels, previous: previous, width: width, height: height, dither: dither)
            let expected = reference.frame(for: pixels, encoded: encoded, dither: dither)
            reference.draw(expected, source: pixels)
            let analysis = GIFFrameAnalysis(pixels, previous: previous, width: width, height: height, dither: dither,
                                            tolerance: GIFCanvas.tolerance)
            let frame = canvas.draw(analysis, pixels: pixels)
            let rectangle: [Int] = [frame.left, frame.top, frame.width, frame.height]
            let expectedRectangle: [Int] = [expected.left, expected.top, expected.width, expected.height]
            #expect(rectangle == expectedRectangle, "frame \(index)")
            #expect(frame.palette == expected.palette, "frame \(index)")
            #expect(frame.indices == expected.indices, "frame \(index)")
            #expect(frame.transparentIndex == expected.transparentIndex, "frame \(index)")
            #expect(canvas.errors.isEmpty == reference.isFaithful, "frame \(index)")
            previous = pixels
        }
    }

    /// A stale pixel whose colour is also a changed pixel's: the palette holds the colour once (the
    /// whole-frame encoder listed it twice, among the changed colours and the repairs, and stopped on
    /// the duplicate) and the stale pixel is written with it.
    @MainActor @Test func staleColourAlsoChangedIsListedOnce() throws {
        let (width, height) = (64, 64)
        var generator = SplitMix64(seed: 7)
        // 3,000 scattered colours: quantized to 255, most of them shown more than 8 levels off.
        var first = (0..<(width * height)).map { _ in generator.color() | 0x10_0000 }
        let darkest = 0x00_0001 as UInt32 // Below every other colour, so the first of the repairs.
        first[0] = darkest
        var canvas = GIFCanvas()
        let analysis = GIFFrameAnalysis(first, previous: nil, width: width, height: height, dither: .none,
                                        tolerance: GIFCanvas.tolerance)
        _ = canvas.draw(analysis, pixels: first)
        #expect(canvas.errors.contains(0))
        // The next frame paints a pixel in that colour; pixel 0 is unchanged and stale.
        var second = first
        second[width * height - 1] = darkest
        let next = GIFFrameAnalysis(second, previous: first, width: width, height: height, dither: .none,
                                    tolerance: GIFCanvas.tolerance)
        let frame = canvas.draw(next, pixels: second)
        #expect(frame.palette.filter { $0 == darkest }.count == 1)
        #expect(frame.left == 0 && frame.top == 0)
        #expect(frame.palette[Int(frame.indices[0])] == darkest)
        #expect(frame.palette[Int(frame.indices[frame.indices.count - 1])] == darkest)
        #expect(!canvas.errors.contains(0))
    }
}

private extension SplitMix64 {
    mutating func color() -> UInt32 { UInt32(truncatingIfNeeded: next()) & 0xFF_FFFF }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
