import EaselCore
import EaselRender
import Foundation

extension AnimationTimeline {
    /// Writes a looping animated WebP with libwebp's animation encoder (`WebPAnimationEncoder`): runs of
    /// identical frames merged (`FramePlan`), each frame shown from its first tick's millisecond
    /// (`WebPTiming`), lossy at `options.quality` below 100 and lossless at 100 (`WebPEncoder`'s rule).
    /// Frames are rendered and un-premultiplied on all cores (`OrderedPipeline`); the encoder takes them in
    /// order, as it encodes each as its change from the frame before. The bytes depend only on the frames
    /// and the quality, whatever the number of threads.
    public func writeWebP(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                          progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let plan = try await FramePlan.planned(self, concurrency: options.concurrency).frames
        let (timeline, limits, fps, quality) = (self, options.canvasLimits, timing.fps, options.quality)
        try limits.check(points: size, scale: scale)
        var encoder: WebPAnimationEncoder?
        try await OrderedPipeline.run(count: plan.count, concurrency: options.concurrency, produce: { index in
            let raster = try RasterFrame(timeline.displayList(atFrame: plan[index].index), limits: limits)
            return (raster.width, raster.height,
                    WebPEncoder.rgba(premultiplied: raster.premultiplied, width: raster.width, height: raster.height))
        }, consume: { index, frame in
            let current = try encoder ?? WebPAnimationEncoder(width: frame.0, height: frame.1, quality: quality)
            encoder = current
            try current.add(frame.2, milliseconds: WebPTiming.milliseconds(plan[index].start, fps: fps))
            progress?(AnimationProgress(completed: index + 1, total: plan.count))
        })
        guard let encoder, let last = plan.last else { throw AnimationError.noStates }
        let file = try StreamingFile(destination: url)
        try encoder.finish(milliseconds: WebPTiming.milliseconds(last.start + last.length, fps: fps)) { try file.write($0) }
        try file.commit()
    }
}

/// When a frame of an animated WebP starts: tick s (1 / fps seconds each) starts at
/// round(1000 · s / fps) milliseconds (halves up), so durations add up to the real time and rounding never
/// accumulates; a frame lasts until the next one starts.
enum WebPTiming {
    static func milliseconds(_ tick: Int, fps: Int) -> Int { (2000 * tick + fps) / (2 * fps) }
}
