import EaselCore
import Foundation

/// What an animation is written as.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// A folder of numbered PNG frames (`frame_00000.png` …), optionally SVG frames, and `frames.json`.
    case frames
    /// An animated GIF that loops forever.
    case gif
    /// A lossless animated PNG that loops forever.
    case apng

    /// The format a destination names: a path ending in `/` is a frames folder, `.gif` a GIF, `.png` or
    /// `.apng` an APNG; nil otherwise.
    public init?(url: URL) {
        if url.hasDirectoryPath { self = .frames; return }
        switch url.pathExtension.lowercased() {
        case "gif": self = .gif
        case "png", "apng": self = .apng
        default: return nil
        }
    }
}

/// How an animation is written.
public struct AnimationOutputOptions: Sendable {
    /// How many frames are rendered and encoded at once; nil: one per processor core. The output is
    /// byte-identical whatever the number.
    public var threads: Int?
    /// Frames folder: also write each frame as SVG (`frame_00000.svg` …).
    public var writesSVGFrames: Bool
    /// GIF: Floyd–Steinberg dithering for frames with more than 256 colours.
    public var dithers: Bool
    /// GIF: the colour transparent and translucent pixels are composited over (GIF has no partial
    /// transparency). White by default.
    public var gifBackground: RGBA

    public init(threads: Int? = nil, writesSVGFrames: Bool = false, dithers: Bool = false,
                gifBackground: RGBA = RGBA(red: 1, green: 1, blue: 1)) {
        (self.threads, self.writesSVGFrames, self.dithers, self.gifBackground) = (threads, writesSVGFrames, dithers, gifBackground)
    }

    var concurrency: Int { max(1, threads ?? OrderedPipeline.defaultConcurrency) }
}

/// How far a write has got: `completed` of `total` frames written, reported after each frame.
public struct AnimationProgress: Hashable, Sendable {
    public let completed: Int
    public let total: Int

    /// The completed fraction, 0…1.
    public var fraction: Double { total > 0 ? Double(completed) / Double(total) : 1 }
}

/// `frames.json`: the picture size in points and pixels, the scale, the frame rate, and each frame's
/// files and time in seconds; `states` gives the first frame showing each state exactly.
struct FramesManifest: Codable, Equatable {
    struct Frame: Codable, Equatable {
        var file: String
        var svg: String?
        var time: Double
    }

    var width: Double
    var height: Double
    var scale: Double
    var pixelWidth: Int
    var pixelHeight: Int
    var fps: Int
    var frameCount: Int
    var states: [Int]
    var frames: [Frame]
}

extension AnimationTimeline {
    /// Writes the animation to `url` in `format` (by default the one the URL names: a folder path ending
    /// in `/`, `.gif`, or `.png` for an APNG), calling `progress` after each frame. Frames are rendered
    /// and encoded on all cores as a stream (never the whole sequence in memory) and written in order;
    /// the file or folder appears whole or not at all.
    public func write(to url: URL, format: AnimationFormat? = nil, options: AnimationOutputOptions = AnimationOutputOptions(),
                      progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        guard let format = format ?? AnimationFormat(url: url) else { throw AnimationError.unsupportedOutput(path: url.path) }
        switch format {
        case .frames: try await writeFrames(to: url, options: options, progress: progress)
        case .gif: try await writeGIF(to: url, options: options, progress: progress)
        case .apng: try await writeAPNG(to: url, options: options, progress: progress)
        }
    }

    /// Writes every frame as `frame_NNNNN.png` (and `.svg` if asked) with `frames.json` into the folder
    /// at `url`. Frame f is exactly the PNG `ImageRenderer` writes for its display list.
    public func writeFrames(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                            progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let folder = try FrameFolder(destination: url)
        let (timeline, svg) = (self, options.writesSVGFrames)
        var manifestFrames: [FramesManifest.Frame] = []
        try await OrderedPipeline.run(count: frameCount, concurrency: options.concurrency, produce: { index in
            let list = timeline.displayList(atFrame: index)
            return (try list.data(format: .png, scale: timeline.scale), svg ? try list.data(format: .svg, scale: timeline.scale) : nil)
        }, consume: { index, files in
            let png = FrameFolder.frameName(index, pathExtension: "png")
            try folder.write(files.0, named: png)
            var svgName: String?
            if let data = files.1 {
                svgName = FrameFolder.frameName(index, pathExtension: "svg")
                try folder.write(data, named: svgName ?? "")
            }
            manifestFrames.append(FramesManifest.Frame(file: png, svg: svgName, time: timeline.time(ofFrame: index)))
            progress?(AnimationProgress(completed: index + 1, total: timeline.frameCount))
        })
        let manifest = FramesManifest(width: Double(size.width), height: Double(size.height), scale: Double(scale),
                                      pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), fps: timing.fps,
                                      frameCount: frameCount, states: stateFrames, frames: manifestFrames)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try folder.commit(manifest: try encoder.encode(manifest))
    }

    /// Writes a looping GIF: runs of identical frames merged (`FramePlan`), delays in hundredths
    /// (`GIFTiming`), each frame flattened over the background and encoded as its change from the
    /// frame before (`GIFFrameEncoder`; again against what the GIF shows after a quantized frame
    /// left errors, `GIFCanvas`), by giflib (`GIFFileWriter`).
    public func writeGIF(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                         progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let frames = GIFTiming.frames(FramePlan(self), fps: timing.fps)
        let file = try StreamingFile(destination: url)
        let writer = GIFFileWriter(file: file)
        let handoff = FrameHandoff<[UInt32]>()
        var canvas = GIFCanvas()
        let background = options.gifBackground.hexValue
        let (timeline, dithers) = (self, options.dithers)
        try await OrderedPipeline.run(count: frames.count, concurrency: options.concurrency, produce: { index in
            do {
                let raster = try RasterFrame(timeline.displayList(atFrame: frames[index].index), scale: timeline.scale)
                let pixels = Flattening.opaque(raster.premultiplied, over: background)
                await handoff.publish(pixels, for: index)
                let previous = index == 0 ? nil : try await handoff.take(index - 1)
                return (pixels, GIFFrameEncoder.encode(pixels, previous: previous, width: raster.width, height: raster.height,
                                                       dithering: dithers))
            } catch {
                await handoff.fail(error)
                throw error
            }
        }, consume: { index, work in
            let frame = canvas.frame(for: work.0, encoded: work.1, dithering: dithers)
            canvas.draw(frame, source: work.0)
            try writer.write(frame, delay: frames[index].delay)
            progress?(AnimationProgress(completed: index + 1, total: frames.count))
        })
        try writer.finish()
        try file.commit()
    }

    /// Writes a looping, lossless APNG: runs of identical frames merged (`FramePlan`), each frame the
    /// PNG `ImageRenderer` would write, its data rewrapped (`APNGWriter`), shown for its length in
    /// ticks / fps seconds.
    public func writeAPNG(to url: URL, options: AnimationOutputOptions = AnimationOutputOptions(),
                          progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let frames = FramePlan(self).frames
        let file = try StreamingFile(destination: url)
        let writer = APNGWriter(file: file, frameCount: frames.count)
        let (timeline, fps) = (self, timing.fps)
        try await OrderedPipeline.run(count: frames.count, concurrency: options.concurrency, produce: { index in
            try PNGImageData(png: timeline.displayList(atFrame: frames[index].index).data(format: .png, scale: timeline.scale))
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

    /// The pixel count of `points` at the timeline's scale.
    private func pixels(_ points: CGFloat) -> Int { Int((points * scale).rounded()) }
}

extension RGBA {
    /// 0xRRGGBB, each channel rounded to 8 bits.
    var hexValue: UInt32 {
        func channel(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 1) * 255 + 0.5) }
        return channel(red) << 16 | channel(green) << 8 | channel(blue)
    }
}
