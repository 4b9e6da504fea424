import EaselCore
import EaselRender
import Foundation

extension AnimationTimeline {
    /// Writes an MP4 (H.264 by default, or VP9) or a WebM (VP9) by piping raw frames to an `ffmpeg`
    /// executable (`FFmpegProcess`), at constant frame rate: every frame of the timeline, a run of
    /// identical frames rendered once (`FramePlan`) and sent once per frame.
    ///
    /// Rules:
    /// 1. The codec is `options.videoCodec`, else the container's (`VideoCodec.defaultCodec(for:)`); WebM
    ///    holds VP9 only. The constant rate factor is `options.crf`, else the codec's default, within the
    ///    codec's range. Faults are `AnimationError.invalidVideoOptions`, found before anything runs.
    /// 2. Frames are flattened over `options.gifBackground` (video has no transparency) and sent as
    ///    8-bit BGR0 rows; H.264 and VP9 store 4:2:0 YUV (`yuv420p`, what every player plays), which needs
    ///    even sides, so an odd side is padded by one pixel of the background's colour at the right or bottom.
    /// 3. Frames are rendered on all cores (`OrderedPipeline`) and streamed in order to ffmpeg's standard
    ///    input, never the whole sequence in memory.
    /// 4. No metadata and ffmpeg's bit-exact flags: the encoder's version string and creation times stay out
    ///    of the file. x264 (`-preset medium`) and libvpx (`-deadline good -cpu-used 4`) give the same bytes
    ///    for the same frames on one machine.
    public func writeVideo(to url: URL, format: AnimationFormat, options: AnimationOutputOptions = AnimationOutputOptions(),
                           progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        let settings = try VideoSettings(format: format, codec: options.videoCodec, crf: options.crf)
        try options.canvasLimits.check(points: size, scale: scale)
        let executable = try FFmpegProcess.locate()
        let plan = try await FramePlan.planned(self, concurrency: options.concurrency).frames
        let (timeline, limits, background, fps) = (self, options.canvasLimits, options.gifBackground.hexValue, timing.fps)
        var encoder: FFmpegProcess?
        try await OrderedPipeline.run(count: plan.count, concurrency: options.concurrency, produce: { index in
            let raster = try RasterFrame(timeline.displayList(atFrame: plan[index].index), limits: limits)
            let (width, height) = (raster.width, raster.height)
            return (width, height, raster.opaquePixels(over: background))
        }, consume: { index, frame in
            let current = try encoder ?? FFmpegProcess(executable: executable,
                                                       arguments: settings.inputArguments(width: frame.0, height: frame.1, fps: fps),
                                                       outputArguments: settings.outputArguments(width: frame.0, height: frame.1, background: background),
                                                       destination: url)
            encoder = current
            try frame.2.withUnsafeBytes { bytes in
                for _ in 0..<plan[index].length { try current.write(bytes) }
            }
            progress?(AnimationProgress(completed: plan[index].start + plan[index].length, total: timeline.frameCount))
        })
        guard let encoder else { throw AnimationError.noStates }
        try encoder.finish()
    }
}

/// The codec, quality and ffmpeg arguments of a video (rules 1, 2 and 4 of `writeVideo`).
package struct VideoSettings {
    let format: AnimationFormat
    let codec: AnimationOutputOptions.VideoCodec
    let crf: Int

    package init(format: AnimationFormat, codec: AnimationOutputOptions.VideoCodec?, crf: Int?) throws {
        guard format.isVideo else { throw AnimationError.invalidVideoOptions("\(format.rawValue) is not a video format") }
        let codec = codec ?? .defaultCodec(for: format)
        guard codec.fits(format) else {
            throw AnimationError.invalidVideoOptions("a .\(format.rawValue) file holds \(listed(AnimationOutputOptions.VideoCodec.allCases.filter { $0.fits(format) }.map(\.rawValue))) video, not \(codec.rawValue)")
        }
        let crf = crf ?? codec.defaultCRF
        guard codec.crfRange.contains(crf) else {
            throw AnimationError.invalidVideoOptions("the CRF of \(codec.rawValue) is from \(codec.crfRange.lowerBound) to \(codec.crfRange.upperBound), not \(crf)")
        }
        (self.format, self.codec, self.crf) = (format, codec, crf)
    }

    /// Raw frames of 0xRRGGBB words, as they lie in memory.
    private static var pixelFormat: String {
        #if _endian(little)
        "bgr0"
        #else
        "0rgb"
        #endif
    }

    func inputArguments(width: Int, height: Int, fps: Int) -> [String] {
        ["-f", "rawvideo", "-pix_fmt", Self.pixelFormat, "-video_size", "\(width)x\(height)", "-framerate", String(fps), "-i", "pipe:0"]
    }

    func outputArguments(width: Int, height: Int, background: UInt32) -> [String] {
        var arguments: [String] = []
        if width % 2 != 0 || height % 2 != 0 {
            let color = String(background, radix: 16)
            arguments += ["-vf", "pad=\(width + width % 2):\(height + height % 2):0:0:0x" + String(repeating: "0", count: 6 - color.count) + color]
        }
        switch codec {
        case .h264: arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", String(crf)]
        case .vp9: arguments += ["-c:v", "libvpx-vp9", "-crf", String(crf), "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
        }
        arguments += ["-pix_fmt", "yuv420p", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        if format == .mp4 { arguments += ["-movflags", "+faststart"] }
        return arguments + ["-f", format == .mp4 ? "mp4" : "webm"]
    }
}
