import EaselCore
import EaselRender
import Foundation

extension AnimationTimeline {
    /// Writes a looping GIF: runs of identical frames merged (`FramePlan`), delays in hundredths
    /// (`GIFTiming`), the shared palette first if asked for (`GIFSharedPalette`), each frame flattened over the background and encoded as its change from the
    /// frame before (`GIFFrameAnalysis`, in parallel), with what the GIF shows wrongly repaired
    /// (`GIFCanvas`, in order), compressed (`GIFImageBlock`, in parallel) and written by giflib
    /// (`GIFFileWriter`, in order).
    public func writeGIF(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                         progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let frames = GIFTiming.frames(try await FramePlan.planned(self, concurrency: options.concurrency), fps: timing.fps)
        let file = try StreamingFile(destination: url)
        let writer = GIFFileWriter(file: file)
        let handoff = FrameHandoff<[UInt32]>()
        var canvas = GIFCanvas()
        let background = options.gifBackground.hexValue
        let (timeline, dither, limits) = (self, options.dither, options.canvasLimits)
        let shared = options.gifPalette == .shared
            ? try GIFSharedPalette.palette(of: self, frames: frames.map(\.index), background: background, limits: limits) : nil
        try await OrderedPipeline.run(count: frames.count, concurrency: options.concurrency, produce: { index in
            do {
                let raster = try RasterFrame(timeline.displayList(atFrame: frames[index].index), limits: limits)
                let (width, height) = (raster.width, raster.height)
                let pixels = raster.opaquePixels(over: background)
                await handoff.publish(pixels, for: index)
                let previous = index == 0 ? nil : try await handoff.take(index - 1)
                return (pixels, GIFFrameAnalysis(pixels, previous: previous, width: width, height: height,
                                                 dither: dither, tolerance: GIFCanvas.tolerance, sharedPalette: shared))
            } catch {
                await handoff.fail(error)
                throw error
            }
        }, order: { _, work in
            canvas.draw(work.1, pixels: work.0)
        }, finish: { frame in
            try GIFImageBlock(frame)
        }, consume: { index, image in
            try writer.write(image, delay: frames[index].delay)
            progress?(AnimationProgress(completed: index + 1, total: frames.count))
        })
        try writer.finish()
        try file.commit()
    }
}

extension RGBA {
    /// 0xRRGGBB, each channel clamped to 0…1 (NaN counts as 0) and rounded to 8 bits.
    var hexValue: UInt32 {
        func channel(_ value: Double) -> UInt32 { value.isNaN ? 0 : UInt32(min(max(value, 0), 1) * 255 + 0.5) }
        return channel(red) << 16 | channel(green) << 8 | channel(blue)
    }
}
