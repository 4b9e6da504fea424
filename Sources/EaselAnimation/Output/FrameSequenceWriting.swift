import EaselCore
import EaselRender
import Foundation

extension AnimationTimeline {
    /// Writes every frame as `frame_NNNNN.png` (and `.svg` if asked) with `frames.json` into the folder
    /// at `url`. Frame f is exactly the PNG `ImageRenderer` writes for its display list; a run of
    /// identical frames (a hold) is rendered once and written under each of its names (`FramePlan`).
    public func writeFrames(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                            progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let folder = try FrameFolder(destination: url)
        let plan = try await FramePlan.planned(self, concurrency: options.concurrency).frames
        let (timeline, svg, compression, limits) = (self, options.writesSVGFrames, options.pngCompression, options.canvasLimits)
        var manifestFrames: [FramesManifest.Frame] = []
        try await OrderedPipeline.run(count: plan.count, concurrency: options.concurrency, produce: { index in
            let list = timeline.displayList(atFrame: plan[index].index)
            return (try list.data(format: .png, pngCompression: compression, limits: limits),
                    svg ? try list.data(format: .svg, limits: limits) : nil)
        }, consume: { index, files in
            for frame in plan[index].start..<(plan[index].start + plan[index].length) {
                let png = FrameFolder.frameName(frame, pathExtension: "png")
                try folder.write(files.0, named: png)
                var svgName: String?
                if let data = files.1 {
                    let name = FrameFolder.frameName(frame, pathExtension: "svg")
                    try folder.write(data, named: name)
                    svgName = name
                }
                manifestFrames.append(FramesManifest.Frame(file: png, svg: svgName, time: timeline.time(ofFrame: frame)))
                progress?(AnimationProgress(completed: frame + 1, total: timeline.frameCount))
            }
        })
        let manifest = FramesManifest(width: Double(size.width), height: Double(size.height), scale: Double(scale),
                                      pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), fps: timing.fps,
                                      frameCount: frameCount, states: stateFrames, frames: manifestFrames)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try folder.commit(manifest: try encoder.encode(manifest))
    }

    /// The pixel count of `points` at the timeline's scale.
    private func pixels(_ points: CGFloat) -> Int { Int((points * scale).rounded()) }
}
