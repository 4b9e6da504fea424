import ArgumentParser
import Easel
import EaselScene
import Foundation

/// The options of every command that writes an animation: timing, curve, output format and threads.
struct AnimationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Frames per second (1…1000).", valueName: "n"))
    var fps = 30

    @Option(help: ArgumentHelp("Seconds each move between two states lasts.", valueName: "seconds"))
    var duration = 0.35

    @Option(help: ArgumentHelp("Seconds each state holds still before the next move.", valueName: "seconds"))
    var hold = 0.5

    @Option(help: ArgumentHelp("The timing curve: \(Animation.names.joined(separator: ", ")).", valueName: "name"))
    var curve = "easeInOut"

    @OptionGroup var output: AnimationOutputFlags

    func validate() throws {
        guard Animation(named: curve) != nil else {
            throw ValidationError("--curve: unknown curve \"\(curve)\"; use one of \(Animation.names.joined(separator: ", "))")
        }
    }

    /// The output format `path` names (`AnimationFormat(url:)`).
    static func format(of path: String) throws -> AnimationFormat {
        guard let format = AnimationFormat(url: URL(fileURLWithPath: path)) else {
            throw ValidationError("cannot tell what to write to \(path): \(AnimationFormat.destinationAdvice)")
        }
        return format
    }

    var timing: AnimationTimeline.Timing { AnimationTimeline.Timing(fps: fps, duration: duration, hold: hold) }
    var animation: Animation? { Animation(named: curve, duration: duration) }

    /// Builds the timeline of `states` (scenes sharing the first one's canvas and environment) and
    /// writes it to `path` (`AnimationOutputFlags.write`).
    func write(_ states: [SceneDocument], to path: String, limits: SceneLimits,
               pngCompression: PNGCompression = .default) async throws {
        guard let first = states.first else { throw CommandFailure.usage("an animation needs at least one state") }
        var environment = AnimationTimeline.defaultEnvironment
        first.environment.apply(to: &environment)
        do {
            let timeline = try AnimationTimeline(states: states.map(\.composedRoot), proposal: first.canvas.proposal,
                                                 scale: first.canvas.scale, environment: environment,
                                                 animation: animation, timing: timing)
            try await output.write(timeline, to: path, limits: limits, pngCompression: pngCompression)
        } catch let error as AnimationError {
            throw CommandFailure.animation(error)
        }
    }
}

/// The options of every command that writes an animation's frames: threads, SVG frames, GIF dithering,
/// WebP quality, video codec and CRF.
struct AnimationOutputFlags: ParsableArguments {
    typealias Dither = AnimationOutputOptions.Dither
    typealias VideoCodec = AnimationOutputOptions.VideoCodec
    typealias GIFPalette = AnimationOutputOptions.GIFPalette

    @Option(help: ArgumentHelp("Threads rendering and encoding frames (default: every core).", valueName: "n"))
    var threads: Int?

    @Flag(name: .customLong("svg-frames"), help: "With a frames folder, also write each frame as SVG.")
    var svgFrames = false

    @Option(help: ArgumentHelp("How GIF frames of more than 256 colours are dithered: \(Dither.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "mode"))
    var dither = Dither.none.rawValue

    @Option(name: .customLong("gif-palette"), help: ArgumentHelp("Where GIF frames of more than 256 colours take their palette: \(GIFPalette.allCases.map(\.rawValue).joined(separator: " (each its own) or ")) (one for the whole GIF, so bands hold still).", valueName: "mode"))
    var gifPalette = GIFPalette.perFrame.rawValue

    @OptionGroup var quality: QualityOptions

    @Option(name: .customLong("video-codec"), help: ArgumentHelp("MP4 and WebM: \(VideoCodec.allCases.map(\.rawValue).joined(separator: " or ")) (default: h264 in .mp4, vp9 in .webm).", valueName: "codec"))
    var videoCodec: String?

    @Option(help: ArgumentHelp("MP4 and WebM: the constant rate factor, lower is better and larger (h264 0…51, default 23; vp9 0…63, default 31).", valueName: "n"))
    var crf: Int?

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be 1 or more, got \(threads)") }
        guard Dither(rawValue: dither) != nil else {
            throw ValidationError("--dither must be \(listed(Dither.allCases.map(\.rawValue))), got \(dither)")
        }
        guard GIFPalette(rawValue: gifPalette) != nil else {
            throw ValidationError("--gif-palette must be \(listed(GIFPalette.allCases.map(\.rawValue))), got \(gifPalette)")
        }
        if let videoCodec, VideoCodec(rawValue: videoCodec) == nil {
            throw ValidationError("--video-codec must be \(listed(VideoCodec.allCases.map(\.rawValue))), got \(videoCodec)")
        }
        if let crf, !(0...63).contains(crf) { throw ValidationError("--crf must be from 0 to 63, got \(crf)") }
    }

    /// Checks the video options against the format `path` names (a codec WebM does not hold, a CRF over
    /// the codec's range) before anything is rendered: a usage fault, exit 64.
    func checkVideo(for path: String) throws {
        let format = try AnimationOptions.format(of: path)
        guard format.isVideo else { return }
        do {
            _ = try VideoSettings(format: format, codec: videoCodec.flatMap(VideoCodec.init(rawValue:)), crf: crf)
        } catch let error as AnimationError {
            throw ValidationError("\(path): \(error)")
        }
    }

    /// The output options these flags give.
    func options(limits: SceneLimits, pngCompression: PNGCompression = .default) -> AnimationOutputOptions {
        AnimationOutputOptions(threads: threads, writesSVGFrames: svgFrames, dither: Dither(rawValue: dither) ?? .none,
                               pngCompression: pngCompression, canvasLimits: limits.canvas, quality: quality.quality ?? 100,
                               videoCodec: videoCodec.flatMap(VideoCodec.init(rawValue:)), crf: crf,
                               gifPalette: GIFPalette(rawValue: gifPalette) ?? .perFrame)
    }

    /// Writes `timeline` to `path` (PNG frames at `pngCompression`), drawing a progress bar on stderr
    /// when a person is watching. An animation of more frames than `limits` allow, or of frames larger,
    /// is refused before any is rendered.
    func write(_ timeline: AnimationTimeline, to path: String, limits: SceneLimits, pngCompression: PNGCompression) async throws {
        guard timeline.frameCount <= limits.maximumFrames else {
            throw CommandFailure.badData(SceneLimits.overLimit("an animation of \(timeline.frameCount) frames",
                                                               limit: "\(limits.maximumFrames) frames", flag: "--max-frames"))
        }
        try limits.canvas.check(points: timeline.size, scale: timeline.scale)
        let options = options(limits: limits, pngCompression: pngCompression)
        let url = URL(fileURLWithPath: path)
        do {
            try await timeline.write(to: url, options: options) { Progress.bar(url.lastPathComponent, $0) }
        } catch let error as AnimationError {
            throw CommandFailure.animation(error)
        }
        Progress.finishBar()
    }
}
