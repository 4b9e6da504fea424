import EaselRender
import Foundation

/// The palette every quantized frame of a GIF maps to when `AnimationOutputOptions.gifPalette` is
/// `.shared`.
///
/// Rule: up to `maximumSampledFrames` frames spread evenly over the GIF's frames (the first and the last
/// among them) are rendered and flattened as the encoder flattens them; their pixels, sampled on a grid
/// of about `sampledPixelsPerFrame` points a frame, are counted together and quantized to 255 colours by
/// median cut (`MedianCutQuantizer`), as one frame's changed pixels are. Frames of 256 colours or fewer
/// stay exact; the others map to this one palette, so a gradient is quantized alike in every frame and
/// its bands hold still instead of moving from frame to frame. It costs the sampled frames' renders once
/// more (16 frames at most, whatever the animation's length) and a median cut.
enum GIFSharedPalette {
    static let maximumSampledFrames = 16
    static let sampledPixelsPerFrame = 65_536

    /// The shared palette of the GIF showing `frames` (timeline frame indices, in order) of `timeline`.
    static func palette(of timeline: AnimationTimeline, frames: [Int], background: UInt32, limits: CanvasLimits) throws -> [UInt32] {
        let count = min(maximumSampledFrames, frames.count)
        let sampled = (0..<count).map { frames[count == 1 ? 0 : $0 * (frames.count - 1) / (count - 1)] }
        var histogram = ColorTable()
        for frame in sampled {
            let raster = try RasterFrame(timeline.displayList(atFrame: frame), limits: limits)
            let (width, height) = (raster.width, raster.height)
            let pixels = raster.opaquePixels(over: background)
            let step = max(1, Int((Double(pixels.count) / Double(sampledPixelsPerFrame)).squareRoot()))
            for y in stride(from: 0, to: height, by: step) {
                for x in stride(from: 0, to: width, by: step) { histogram[pixels[y * width + x], default: 0] += 1 }
            }
        }
        return MedianCutQuantizer.palette(for: histogram, maximumColors: 255)
    }
}
