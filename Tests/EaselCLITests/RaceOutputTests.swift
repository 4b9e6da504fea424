import EaselTestSupport
import Foundation
import Testing

/// `easel race` to animated WebP and video, without ffmpeg, and its colour, image and number options with
/// their faults.
@Suite struct RaceOutputTests {
    let quick = ["--fps", "10", "--period-length", "0.2", "--hold", "0", "--steps-per-period", "2", "--width", "300"]
    let csv = "year,Ann,Bo\n2020,1,5\n2021,9,6\n"

    private func withData<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try csv.write(to: folder.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
            return try body(folder)
        }
    }

    @MainActor @Test func racesToAnimatedWebPAndVideo() throws {
        try withData { folder in
            for (name, extra) in [("race.webp", ["--quality", "100"]), ("race.mp4", ["--crf", "35"]), ("race.webm", [String]())] {
                let run = try easel(["race", "d.csv", "-o", name] + quick + extra, in: folder)
                #expect(run.status == 0, "\(name): \(run.stderr)")
            }
            let webp = try #require(try pillow("im = Image.open(sys.argv[1]); print(json.dumps([im.format, im.n_frames]))",
                                               file: folder.appendingPathComponent("race.webp")) as? [Any])
            #expect(webp[0] as? String == "WEBP" && (webp[1] as? Int ?? 0) >= 2)
            // One period of 2 steps of 0.1 s at 10 fps: 4 frames, 0.4 s.
            let mp4 = try ffprobe(folder.appendingPathComponent("race.mp4"))
            #expect(mp4.codec == "h264" && mp4.frames == 4 && abs(mp4.duration - 0.4) < 0.05 && mp4.width == 300)
            #expect(try ffprobe(folder.appendingPathComponent("race.webm")).codec == "vp9")
        }
    }

    /// Without ffmpeg on PATH: the package named, exit 69 (EX_UNAVAILABLE), no file and no temporary file.
    @MainActor @Test func withoutFFmpegTheCommandIsUnavailable() throws {
        try withData { folder in
            let run = try easel(["race", "d.csv", "-o", "race.mp4"] + quick, in: folder, environment: ["PATH": "/nonexistent"])
            #expect(run.status == 69)
            #expect(run.stderr.contains("install Debian's ffmpeg package"), "\(run.stderr)")
            #expect(try files(in: folder) == ["d.csv"])
        }
    }

    @MainActor @Test(arguments: [
        (["-o", "race.webm", "--video-codec", "h264"], 64, "race.webm: a .webm file holds vp9 video, not h264"),
        (["-o", "race.mp4", "--crf", "60"], 64, "race.mp4: the CRF of h264 is from 0 to 51, not 60"),
        (["-o", "race.mp4", "--video-codec", "av1"], 64, "--video-codec must be h264 or vp9, got av1"),
        (["-o", "race.gif", "--dither", "random"], 64, "--dither must be none, ordered or floyd-steinberg, got random"),
        (["-o", "race.gif", "--gif-palette", "global"], 64, "--gif-palette must be per-frame or shared, got global"),
        (["-o", "race.webp", "--quality", "0"], 64, "--quality must be from 1 to 100, not 0"),
        (["-o", "race.gif", "--number-format", "decimal:9"], 64,
         "--number-format: unknown format \"decimal:9\"; use integer, grouped, decimal:N, compact or percent[:N] (N from 0 to 6)"),
        (["-o", "race.gif", "--colors", "rainbow"], 64, "--colors: \"rainbow\" is neither a palette (system, tableau10, okabe-ito) nor a .json file"),
        (["-o", "race.gif", "--colors", "missing.json"], 66, "missing.json: no such file"),
        (["-o", "race.gif", "--colors", "bad-syntax.json"], 65, "bad-syntax.json: line 1, column"),
        (["-o", "race.gif", "--colors", "bad-color.json"], 65, "bad-color.json: Bo: expected a hex color"),
        (["-o", "race.gif", "--colors", "bad-name.json"], 65, "bad-name.json: Anne: no entity \"Anne\" in the data; did you mean \"Ann\"?"),
        (["-o", "race.gif", "--images", "nowhere"], 66, "--images: nowhere: no such folder"),
        (["-o", "race.gif", "--images", "fake"], 65, "--images: fake/Ann.png: not an image file (PNG, JPEG, WebP, GIF or SVG)"),
        (["-o", "race.gif", "--images", "fake-webp"], 65, "--images: fake-webp/Ann.webp: not an image file (PNG, JPEG, WebP, GIF or SVG)"),
        (["-o", "race.gif", "--images", "twice"], 65, "--images: twice/Bo.png and twice/Bo.svg are images of the same entity \"Bo\"; keep one"),
    ]) func faultsAreNamedAndWriteNothing(flags: [String], status: Int32, message: String) throws {
        try withData { folder in
            try #"{"Ann": "red", "#.write(to: folder.appendingPathComponent("bad-syntax.json"), atomically: true, encoding: .utf8)
            try ##"{"Ann": "red", "Bo": "#12"}"##.write(to: folder.appendingPathComponent("bad-color.json"), atomically: true, encoding: .utf8)
            try #"{"Anne": "red"}"#.write(to: folder.appendingPathComponent("bad-name.json"), atomically: true, encoding: .utf8)
            for (subfolder, names) in [("fake", ["Ann.png"]), ("fake-webp", ["Ann.webp"]), ("twice", ["Bo.png", "Bo.svg"])] {
                let url = folder.appendingPathComponent(subfolder)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for name in names { try Data("not an image".utf8).write(to: url.appendingPathComponent(name)) }
            }
            let before = try files(in: folder)
            let run = try easel(["race", "d.csv"] + flags + quick, in: folder)
            #expect(run.status == status, "\(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(try files(in: folder) == before)
        }
    }

    /// Colours from a file and a palette, images from a folder (a PNG, and a WebP) and a number format
    /// reach the picture: the last frame differs with each, and the images are drawn.
    @MainActor @Test func colorsImagesAndNumberFormatChangeThePicture() throws {
        try withData { folder in
            try ##"{"Ann": "#00FF00"}"##.write(to: folder.appendingPathComponent("colors.json"), atomically: true, encoding: .utf8)
            let images = folder.appendingPathComponent("faces")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            let face = try runTool("/usr/bin/python3", ["-c", "import sys; from PIL import Image; Image.new('RGB', (8, 8), (255, 0, 255)).save(sys.argv[1])",
                                                        images.appendingPathComponent("ann.png").path])
            #expect(face.status == 0, "\(face.stderr)")
            // Any format the image decoders read: a WebP face in a folder of its own.
            let webpFaces = folder.appendingPathComponent("webp-faces")
            try FileManager.default.createDirectory(at: webpFaces, withIntermediateDirectories: true)
            let webp = try runTool("/usr/bin/python3", ["-c", "import sys; from PIL import Image; Image.new('RGB', (8, 8), (0, 255, 255)).save(sys.argv[1], lossless=True)",
                                                        webpFaces.appendingPathComponent("Ann.webp").path])
            #expect(webp.status == 0, "\(webp.stderr)")
            var outputs: [Data] = []
            for (name, flags) in [("plain", [String]()), ("colors", ["--colors", "colors.json"]), ("palette", ["--colors", "okabe-ito"]),
                                  ("images", ["--images", "faces"]), ("webp-images", ["--images", "webp-faces"]),
                                  ("numbers", ["--number-format", "decimal:2"])] {
                let run = try easel(["race", "d.csv", "-o", "\(name).png"] + flags + quick, in: folder)
                #expect(run.status == 0, "\(name): \(run.stderr)")
                outputs.append(try Data(contentsOf: folder.appendingPathComponent("\(name).png")))
            }
            #expect(Set(outputs).count == outputs.count)
        }
    }
}
