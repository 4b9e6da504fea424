import EaselCore
import EaselRender
import Foundation

extension AnimationTimeline {
    /// Writes a looping, lossless APNG: runs of identical frames merged (`FramePlan`), each frame the
    /// pixels `ImageRenderer` would write, as RGBA image data from the same PNG encoder (`APNGWriter`),
    /// shown for its length in ticks / fps seconds.
    public func writeAPNG(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                          progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let frames = try await FramePlan.planned(self, concurrency: options.concurrency).frames
        let file = try StreamingFile(destination: url)
        let writer = APNGWriter(file: file, frameCount: frames.count)
        let (timeline, fps, compression, limits) = (self, timing.fps, options.pngCompression, options.canvasLimits)
        try await OrderedPipeline.run(count: frames.count, concurrency: options.concurrency, produce: { index in
            try timeline.displayList(atFrame: frames[index].index)
                .pngFrame(pngCompression: compression, limits: limits)
        }, consume: { index, image in
            let (numerator, denominator) = Self.delay(ticks: frames[index].length, fps: fps)
            try writer.append(image, delayNumerator: numerator, delayDenominator: denominator)
            progress?(AnimationProgress(completed: index + 1, total: frames.count))
        })
        try writer.finish()
        try file.commit()
    }

    /// An APNG delay: `ticks / fps` seconds exactly, or in thousandths when that does not fit 16 bits.
    static func delay(ticks: Int, fps: Int) -> (UInt16, UInt16) {
        if ticks <= Int(UInt16.max), fps <= Int(UInt16.max) { return (UInt16(ticks), UInt16(fps)) }
        return (UInt16(min(Int(UInt16.max), ticks * 1000 / max(fps, 1))), 1000)
    }
}
