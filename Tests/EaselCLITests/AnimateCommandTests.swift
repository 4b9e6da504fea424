import Easel
import EaselTestSupport
import Foundation
import Testing

/// `easel animate` and `easel poll --timeline`: states in, GIF, APNG or frames out.
@Suite struct AnimateCommandTests {
    /// A small scene: a bar `width` points wide on a 60 × 20 canvas.
    func state(width: Int) -> String {
        """
        {"canvas": {"width": 60, "height": 20, "scale": 1},
         "root": {"type": "Color", "color": "blue", "id": "bar", "modifiers": [{"frame": {"width": \(width), "height": 10}}]}}
        """
    }

    let quick = ["--fps", "10", "--duration", "0.2", "--hold", "0"]

    @MainActor @Test func animatesStatesToAFramesFolderWithAManifest() throws {
        try withTemporaryFolder { folder in
            try state(width: 10).write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
            try state(width: 50).write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
            let run = try easel(["animate", "a.json", "b.json", "-o", "frames/"] + quick, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "frames/\n")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
            #expect(names.contains("frames.json") && names.contains("frame_00000.png"))
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("frames/frames.json")))
            #expect((manifest as? [String: Any])?["fps"] as? Int == 10)
        }
    }

    @MainActor @Test func animatesToAGIFAndAnAPNG() throws {
        try withTemporaryFolder { folder in
            try state(width: 10).write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
            try state(width: 50).write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
            #expect(try easel(["animate", "a.json", "b.json", "-o", "move.gif", "--curve", "linear"] + quick, in: folder).status == 0)
            #expect(try Data(contentsOf: folder.appendingPathComponent("move.gif")).starts(with: Array("GIF89a".utf8)))
            #expect(try easel(["animate", "a.json", "b.json", "-o", "move.png"] + quick, in: folder).status == 0)
            let apng = try Data(contentsOf: folder.appendingPathComponent("move.png"))
            #expect(apng.range(of: Data("acTL".utf8)) != nil)
        }
    }

    /// Animated WebP (lossless at quality 100) and WebM from `easel animate`, MP4 from `easel poll
    /// --timeline`: the same output flags as `easel race`.
    @MainActor @Test func animatesToWebPAndVideo() throws {
        try withTemporaryFolder { folder in
            try state(width: 10).write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
            try state(width: 50).write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
            let webp = try easel(["animate", "a.json", "b.json", "-o", "move.webp", "--quality", "100"] + quick, in: folder)
            #expect(webp.status == 0, "\(webp.stderr)")
            let bytes = try Data(contentsOf: folder.appendingPathComponent("move.webp"))
            #expect(bytes.range(of: Data("ANIM".utf8)) != nil && bytes.range(of: Data("VP8L".utf8)) != nil)
            let webm = try easel(["animate", "a.json", "b.json", "-o", "move.webm", "--crf", "40"] + quick, in: folder)
            #expect(webm.status == 0, "\(webm.stderr)")
            #expect(try ffprobe(folder.appendingPathComponent("move.webm")).codec == "vp9")
            try #"[{"Cat": 25, "Dog": 16}, {"Cat": 25, "Dog": 30}]"#.write(to: folder.appendingPathComponent("rounds.json"), atomically: true, encoding: .utf8)
            let poll = try easel(["poll", "--timeline", "rounds.json", "--sort", "-o", "poll.mp4", "--width", "200", "--height", "300", "--scale", "1"] + quick,
                                 in: folder)
            #expect(poll.status == 0, "\(poll.stderr)")
            let probe = try ffprobe(folder.appendingPathComponent("poll.mp4"))
            #expect(probe.codec == "h264" && probe.width == 200 && probe.height == 300)
        }
    }

    @MainActor @Test func thePollAnimatesThroughATimelineOfVotes() throws {
        try withTemporaryFolder { folder in
            let rounds = #"[{"Cat": 25, "Goldfish": 9, "Dog": 16}, {"Cat": 25, "Goldfish": 25, "Dog": 25}, {"Cat": 25, "Goldfish": 25, "Dog": 25, "Rabbit": 3}]"#
            try rounds.write(to: folder.appendingPathComponent("rounds.json"), atomically: true, encoding: .utf8)
            let run = try easel(["poll", "--timeline", "rounds.json", "--sort", "-o", "poll.gif", "--width", "200", "--height", "300", "--scale", "1"]
                                + quick, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("poll.gif")).starts(with: Array("GIF89a".utf8)))
        }
    }

    @MainActor @Test func badInputIsAClearErrorAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            try state(width: 10).write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
            try #"[{"Cat": 25}, {"Cat": "many"}]"#.write(to: folder.appendingPathComponent("rounds.json"), atomically: true, encoding: .utf8)

            let one = try easel(["animate", "a.json", "-o", "x.gif"], in: folder)
            #expect(one.status == 64 && one.stderr.contains("at least two states"))

            let format = try easel(["animate", "a.json", "a.json", "-o", "x.svg"], in: folder)
            #expect(format.status == 64 && format.stderr.contains("cannot tell what to write to x.svg"))

            let curve = try easel(["animate", "a.json", "a.json", "-o", "x.gif", "--curve", "wobbly"], in: folder)
            #expect(curve.status == 64 && curve.stderr.contains("unknown curve \"wobbly\""))

            let missing = try easel(["animate", "a.json", "gone.json", "-o", "x.gif"], in: folder)
            #expect(missing.status == 66 && missing.stderr.contains("gone.json: no such file"))

            let votes = try easel(["poll", "--timeline", "rounds.json", "-o", "x.gif"], in: folder)
            #expect(votes.status == 65 && votes.stderr.contains("rounds.json: [1].Cat: expected an integer, got \"many\""))

            #expect(try files(in: folder) == ["a.json", "rounds.json"])
        }
    }
}
