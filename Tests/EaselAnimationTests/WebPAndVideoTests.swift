import Easel
import EaselTestSupport
import Foundation
import Testing
@testable import EaselAnimation
@testable import EaselRender

/// Animated WebP, decoded by Pillow; MP4 and WebM, probed by ffprobe; and the faults of video output.
@Suite struct WebPAndVideoTests {
    /// Pillow's frame count, per-frame durations (ms), loop count and size of an animated WebP.
    private func decodeWebP(_ url: URL) throws -> (frames: Int, durations: [Int], loop: Int, size: [Int], lastPixel: [Int]) {
        let decoded = try #require(try pillow("""
            im = Image.open(sys.argv[1]); assert im.format == 'WEBP'
            durations = []
            for index in range(im.n_frames):
                im.seek(index); im.load(); durations.append(im.info['duration'])
            print(json.dumps([im.n_frames, durations, im.info.get('loop', -1), list(im.size), list(im.convert('RGBA').getpixel((5, 5)))]))
            """, file: url) as? [Any])
        return (try #require(decoded[0] as? Int), try #require(decoded[1] as? [Int]), try #require(decoded[2] as? Int),
                try #require(decoded[3] as? [Int]), try #require(decoded[4] as? [Int]))
    }

    /// The mover's 32 frames make 21 shown frames (runs of identical frames merged, as in the GIF), each
    /// lasting its ticks of 100 ms; the WebP loops forever; lossless shows the last frame's pixels exactly.
    @MainActor @Test(arguments: [90, 100]) func animatedWebPDecodesWithItsFramesDurationsAndLoop(quality: Int) async throws {
        let timeline = try moverTimeline()
        let url = try temporaryFolder().appendingPathComponent("mover.webp")
        try await timeline.write(to: url, options: AnimationOutputOptions(quality: quality))
        let webp = try decodeWebP(url)
        #expect(webp.frames == 21)
        #expect(webp.durations == Array(repeating: 100, count: 10) + [700] + Array(repeating: 100, count: 9) + [600])
        #expect(webp.loop == 0)
        #expect(webp.size == [100, 10])
        if quality == 100 {
            // The last frame: the square back at x 0, red (#FF3B30) at (5, 5).
            #expect(webp.lastPixel == [0xFF, 0x3B, 0x30, 255])
        }
    }

    @MainActor @Test func animatedWebPBytesRepeatAndLossyIsSmaller() async throws {
        let timeline = try AnimationTimeline(states: [Mover(x: 0), Mover(x: 40)], scale: 2, environment: fixedEnvironment(),
                                             animation: .easeInOut(duration: 0.5), timing: AnimationTimeline.Timing(fps: 20, hold: 0.1))
        let folder = try temporaryFolder()
        var files: [Data] = []
        for (name, quality) in [("a.webp", 75), ("b.webp", 75), ("c.webp", 100)] {
            try await timeline.write(to: folder.appendingPathComponent(name), options: AnimationOutputOptions(quality: quality))
            files.append(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        #expect(files[0] == files[1])
        #expect(files[0] != files[2])
    }

    /// Millisecond starts round from the tick, never accumulating: at 30 fps, ticks 1, 2, 3 start at 33,
    /// 67 and 100 ms.
    @MainActor @Test func webPTimingRounds() {
        #expect([0, 1, 2, 3, 30].map { WebPTiming.milliseconds($0, fps: 30) } == [0, 33, 67, 100, 1000])
    }

    /// ffprobe reads the codec, every frame (the mover's 32 at 10 fps: 3.2 s), and the size, odd sides
    /// padded to even for 4:2:0 video.
    @MainActor @Test(arguments: [("m.mp4", "h264", nil), ("m.webm", "vp9", nil), ("v.mp4", "vp9", AnimationOutputOptions.VideoCodec.vp9)])
    func videoIsProbedWithItsCodecFramesAndDuration(name: String, codec: String, choice: AnimationOutputOptions.VideoCodec?) async throws {
        let timeline = try AnimationTimeline(states: [Mover(x: 0), Mover(x: 40), Mover(x: 0)], scale: 1, environment: fixedEnvironment(),
                                             animation: .linear(duration: 1), timing: AnimationTimeline.Timing(fps: 10, hold: 0.5))
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try await timeline.write(to: url, options: AnimationOutputOptions(videoCodec: choice, crf: 30))
        let probe = try ffprobe(url)
        #expect(probe.codec == codec)
        #expect(probe.frames == 32)
        #expect(abs(probe.duration - 3.2) < 0.05, "\(probe.duration)")
        #expect(probe.width == 100 && probe.height == 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @MainActor @Test func oddSidesArePaddedToEven() async throws {
        let timeline = try AnimationTimeline(states: [Color.red.frame(width: 15, height: 9), Color.blue.frame(width: 15, height: 9)],
                                             animation: .linear(duration: 0.2), timing: AnimationTimeline.Timing(fps: 10, hold: 0))
        let url = try temporaryFolder().appendingPathComponent("odd.mp4")
        try await timeline.write(to: url)
        let probe = try ffprobe(url)
        #expect(probe.width == 16 && probe.height == 10)
    }

    @MainActor @Test func withoutFFmpegOnThePathTheErrorNamesThePackage() throws {
        #expect(throws: AnimationError.encoderUnavailable(
            "MP4 and WebM are encoded by an ffmpeg program, and none is on PATH; install Debian's ffmpeg package (apt-get install ffmpeg)")) {
            try FFmpegProcess.locate(environment: ["PATH": "/nonexistent:/usr/local/nothing"])
        }
        #expect(try FFmpegProcess.locate(environment: ["PATH": "/nonexistent:/usr/bin"]).path == "/usr/bin/ffmpeg")
    }

    @MainActor @Test(arguments: [
        (AnimationFormat.webm, AnimationOutputOptions.VideoCodec.h264, 20, "a .webm file holds vp9 video, not h264"),
        (.mp4, .h264, 52, "the CRF of h264 is from 0 to 51, not 52"),
        (.webm, .vp9, -1, "the CRF of vp9 is from 0 to 63, not -1"),
    ]) func videoOptionsThatDoNotFitAreRefused(format: AnimationFormat, codec: AnimationOutputOptions.VideoCodec, crf: Int, message: String) {
        #expect(throws: AnimationError.invalidVideoOptions(message)) { try VideoSettings(format: format, codec: codec, crf: crf) }
    }

    /// ffmpeg failing (here: an unknown codec, so it ends at once) is reported with its status and last
    /// lines, and leaves no file; frames written after it ended (1 MB, more than a pipe holds) fail
    /// instead of blocking.
    @MainActor @Test func anFFmpegFailureIsReportedAndLeavesNothing() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("bad.mp4")
        let process = try FFmpegProcess(executable: URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                                        arguments: ["-f", "rawvideo", "-pix_fmt", "bgr0", "-video_size", "256x256", "-i", "pipe:0"],
                                        outputArguments: ["-c:v", "no-such-codec", "-f", "mp4"], destination: url)
        let frame = [UInt8](repeating: 0, count: 256 * 256 * 4)
        var caught: Error?
        do {
            for _ in 0..<4 { try frame.withUnsafeBytes { try process.write($0) } }
            try process.finish()
        } catch {
            caught = error
        }
        let description = "\(try #require(caught))"
        #expect(description.hasPrefix("encoding failed: ffmpeg exited with status"), "\(description)")
        #expect(description.contains("no-such-codec"), "\(description)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
