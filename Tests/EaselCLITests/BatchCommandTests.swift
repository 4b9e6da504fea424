import Easel
import Foundation
import Testing

/// `easel batch`: the example manifest, shards, jobs, faulty lines, shared outputs, the usage errors,
/// and `--png-compression`.
@Suite struct BatchCommandTests {
    static let exampleManifest = repository.appendingPathComponent("Examples/batch/manifest.jsonl")

    /// Each entry of the example manifest, in order: its output, and the `easel` arguments (without
    /// `-o`) that draw the same file one at a time.
    static let exampleEntries: [(output: String, arguments: [String])] = {
        let scenes = examplesFolder.path
        return [
            ("card.png", ["render", "\(scenes)/card.json"]),
            ("leaderboard.svg", ["render", "\(scenes)/leaderboard.json"]),
            ("photo.png", ["render", "\(scenes)/photo.json"]),
            ("rtl-dark.png", ["render", "\(scenes)/rtl.json", "--color-scheme", "dark", "--scale", "2"]),
            ("tag-cloud.pdf", ["render", "\(scenes)/tag-cloud.json", "--dynamic-type", "accessibility1"]),
            ("hello.png", ["render", "hello.json"]),
            ("poll-talk.png", ["poll", "--votes", "Cat=25,Goldfish=9,Dog=16"]),
            ("poll-night.png", ["poll", "--votes", "猫=12,Dog=30,Fish=3", "--color-scheme", "dark", "--scale", "2"]),
        ]
    }()

    /// The example's inline scene, as a scene file.
    static let helloScene = #"{"canvas": {"width": 320, "scale": 2}, "root": {"type": "Text", "text": "Rendered by easel batch", "modifiers": [{"padding": 24}]}}"#

    /// A manifest of `count` small inline scenes (a coloured box with a number), with a comment and a
    /// blank line among them: entry i writes `box-i.png`.
    static func smallManifest(count: Int) -> String {
        var lines = ["# small scenes", ""]
        for index in 0..<count {
            let scene = #"{"canvas": {"width": 60, "height": 40, "scale": 1}, "root": {"type": "Text", "text": "\#(index)", "modifiers": [{"foregroundColor": "white"}, {"frame": {"width": 50, "height": 30}}, {"background": "blue"}]}}"#
            lines.append(#"{"scene": \#(scene), "output": "box-\#(index).png"}"#)
            if index == 2 { lines.append("   ") }
        }
        lines.append(#"{"poll": {"Cat": 3, "Dog": 5}, "output": "poll.png", "scale": 1}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @MainActor @Test func theExampleManifestRendersEveryEntryAsRenderAndPollDo() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["batch", Self.exampleManifest.path, "-o", "batch"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == Self.exampleEntries.map { "batch/\($0.output)\n" }.joined())
            #expect(run.stderr.hasPrefix("rendered 8, failed 0 in "))
            #expect(try files(in: folder.appendingPathComponent("batch")) == Self.exampleEntries.map(\.output).sorted())
            try write(Self.helloScene, to: folder.appendingPathComponent("hello.json"))
            for (output, arguments) in Self.exampleEntries {
                let single = try easel(arguments + ["-o", "single-\(output)"], in: folder)
                #expect(single.status == 0, "\(output): \(single.stderr)")
                let batch = try Data(contentsOf: folder.appendingPathComponent("batch/\(output)"))
                #expect(batch == (try Data(contentsOf: folder.appendingPathComponent("single-\(output)"))), "\(output)")
            }
        }
    }

    @MainActor @Test func relativePathsResolveAgainstTheManifestsFolder() throws {
        try withTemporaryFolder { folder in
            let project = folder.appendingPathComponent("project/scenes", isDirectory: true)
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try write(#"{"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}"#,
                      to: project.appendingPathComponent("red.json"))
            try write(#"{"scene": "scenes/red.json", "output": "out/red.png"}"# + "\n", to: folder.appendingPathComponent("project/list.jsonl"))
            let run = try easel(["batch", "project/list.jsonl"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "project/out/red.png\n")
            #expect(pngSize(try Data(contentsOf: folder.appendingPathComponent("project/out/red.png"))).map { [$0.width, $0.height] } == [20, 10])
        }
    }

    @MainActor @Test func theShardsOfAManifestTogetherRenderExactlyItsEntries() throws {
        try withTemporaryFolder { folder in
            try write(Self.smallManifest(count: 6), to: folder.appendingPathComponent("manifest.jsonl"))
            let whole = try easel(["batch", "manifest.jsonl", "-o", "whole"], in: folder)
            let first = try easel(["batch", "manifest.jsonl", "-o", "shards", "--shard", "0/2"], in: folder)
            let second = try easel(["batch", "manifest.jsonl", "-o", "shards", "--shard", "1/2"], in: folder)
            #expect(whole.status == 0 && first.status == 0 && second.status == 0, "\(whole.stderr)\(first.stderr)\(second.stderr)")
            // Entries are counted without the comment and the blank lines: 0…5 are the boxes, 6 the poll.
            #expect(first.stdout == ["box-0", "box-2", "box-4", "poll"].map { "shards/\($0).png\n" }.joined())
            #expect(second.stdout == ["box-1", "box-3", "box-5"].map { "shards/\($0).png\n" }.joined())
            #expect(first.stderr.hasPrefix("rendered 4, failed 0 in ") && second.stderr.hasPrefix("rendered 3, failed 0 in "))
            let names = try files(in: folder.appendingPathComponent("whole"))
            #expect(names.count == 7)
            #expect(try files(in: folder.appendingPathComponent("shards")) == names)
            for name in names {
                let (a, b) = (folder.appendingPathComponent("whole/\(name)"), folder.appendingPathComponent("shards/\(name)"))
                #expect(try Data(contentsOf: a) == (try Data(contentsOf: b)), "\(name)")
            }
            let single = try easel(["batch", "manifest.jsonl", "-o", "one", "--shard", "0/1"], in: folder)
            #expect(single.status == 0 && single.stdout == whole.stdout.replacingOccurrences(of: "whole/", with: "one/"))
        }
    }

    @MainActor @Test func oneJobAndTwoJobsWriteTheSameBytes() throws {
        try withTemporaryFolder { folder in
            try write(Self.smallManifest(count: 5), to: folder.appendingPathComponent("manifest.jsonl"))
            let one = try easel(["batch", "manifest.jsonl", "-o", "one", "--jobs", "1"], in: folder)
            let two = try easel(["batch", "manifest.jsonl", "-o", "two", "--jobs", "2"], in: folder)
            #expect(one.status == 0 && two.status == 0)
            #expect(one.stdout == two.stdout.replacingOccurrences(of: "two/", with: "one/"))
            let names = try files(in: folder.appendingPathComponent("one"))
            #expect(names == ["box-0.png", "box-1.png", "box-2.png", "box-3.png", "box-4.png", "poll.png"])
            #expect(try files(in: folder.appendingPathComponent("two")) == names)
            for name in names {
                let (a, b) = (folder.appendingPathComponent("one/\(name)"), folder.appendingPathComponent("two/\(name)"))
                #expect(try Data(contentsOf: a) == (try Data(contentsOf: b)), "\(name)")
            }
        }
    }

    @MainActor @Test func aBadLineIsReportedWithItsLineAndPathAndTheOthersRender() throws {
        try withTemporaryFolder { folder in
            let manifest = [
                #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}, "output": "a.png"}"#,
                "# a comment",
                #"{"scene": {"root": {"type": "VStack", "children": [{"type": "Color", "color": "red"}, {"type": "Text", "txt": "x"}]}}, "output": "bad.png"}"#,
                #"{"poll": {"Cat": 3, "Dog": -1}, "output": "poll.png"}"#,
                #"{"scene": {"root": {"type": "Color"}}, "output": "c.gif"}"#,
                #"{"scene": {"root": "#,
                #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "blue"}}, "output": "b.png"}"#,
            ].joined(separator: "\n")
            try write(manifest, to: folder.appendingPathComponent("manifest.jsonl"))
            let run = try easel(["batch", "manifest.jsonl", "--jobs", "2"], in: folder)
            #expect(run.status == 65)
            #expect(run.stdout == "a.png\nb.png\n")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(Array(lines.dropLast()) == [
                #"line 3: scene.root.children[1].txt: unknown property of Text; did you mean "text"?"#,
                "line 4: poll.Dog: expected an integer ≥ 0, got -1",
                #"line 5: output: cannot tell the format of "c.gif": use a .png, .svg, .pdf, .jpg or .webp file name"#,
                "line 6, column 20: expected a JSON value, got the end of the file",
            ])
            #expect(lines.last?.hasPrefix("rendered 2, failed 4 in ") == true)
            #expect(try files(in: folder) == ["a.png", "b.png", "manifest.jsonl"])
        }
    }

    @MainActor @Test func theStatusIsTheHighestOfTheFailedLines() throws {
        try withTemporaryFolder { folder in
            try write("not a folder", to: folder.appendingPathComponent("file"))
            let good = #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}, "output": "OUT"}"#
            let missing = #"{"scene": "nowhere.json", "output": "missing.png"}"#
            try write([good.replacingOccurrences(of: "OUT", with: "a.png"), missing].joined(separator: "\n"),
                      to: folder.appendingPathComponent("missing.jsonl"))
            let missingRun = try easel(["batch", "missing.jsonl"], in: folder)
            #expect(missingRun.status == 66)
            #expect(missingRun.stdout == "a.png\n")
            #expect(missingRun.stderr.hasPrefix("line 2: nowhere.json: no such file\nrendered 1, failed 1 in "))
            try write([missing, good.replacingOccurrences(of: "OUT", with: "file/b.png"), #"{"output": "c.png"}"#].joined(separator: "\n"),
                      to: folder.appendingPathComponent("unwritable.jsonl"))
            let unwritable = try easel(["batch", "unwritable.jsonl"], in: folder)
            #expect(unwritable.status == 73)
            #expect(unwritable.stderr.contains("line 2: cannot create the folder of file/b.png: "))
            #expect(unwritable.stderr.contains(#"line 3: missing "scene" (a scene file's path or a scene object) or "poll""#))
            #expect(try files(in: folder) == ["a.png", "file", "missing.jsonl", "unwritable.jsonl"])
        }
    }

    /// The limit flags bound every entry: one over `--max-views` fails with the limit's message at its
    /// line, the one within renders.
    @MainActor @Test func theLimitFlagsApplyToEveryEntry() throws {
        try withTemporaryFolder { folder in
            let small = #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}, "output": "small.png"}"#
            let large = #"{"scene": {"root": {"type": "HStack", "children": [{"type": "Color", "color": "red"}, {"type": "Color", "color": "red"}, {"type": "Color", "color": "red"}]}}, "output": "large.png"}"#
            try write([small, large].joined(separator: "\n"), to: folder.appendingPathComponent("manifest.jsonl"))
            let run = try easel(["batch", "manifest.jsonl", "--max-views", "2"], in: folder)
            #expect(run.status == 65)
            #expect(run.stdout == "small.png\n")
            #expect(run.stderr.hasPrefix("line 2: "))
            #expect(run.stderr.contains("--max-views"))
            #expect(try files(in: folder) == ["manifest.jsonl", "small.png"])
        }
    }

    @MainActor @Test func twoLinesWritingOneFileAreRejectedBeforeRendering() throws {
        try withTemporaryFolder { folder in
            let line = #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}, "output": "OUT"}"#
            let manifest = ["a.png", "b.png", "./a.png", "c.png", "sub/../b.png", "a.png"]
                .map { line.replacingOccurrences(of: "OUT", with: $0) }.joined(separator: "\n")
            try write(manifest, to: folder.appendingPathComponent("manifest.jsonl"))
            let run = try easel(["batch", "manifest.jsonl"], in: folder)
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == """
                lines 1, 3 and 6 all write a.png
                lines 2 and 5 both write b.png
                each output must be written by one line; nothing was rendered

                """)
            #expect(try files(in: folder) == ["manifest.jsonl"])
        }
    }

    @MainActor @Test func badShardsAndJobsAreUsageErrors() throws {
        try withTemporaryFolder { folder in
            try write(Self.smallManifest(count: 1), to: folder.appendingPathComponent("manifest.jsonl"))
            let cases: [([String], String)] = [
                (["--shard", "3/2"], "--shard: K must be from 0 to N − 1 (0-based), got 3/2"),
                (["--shard", "2/2"], "--shard: K must be from 0 to N − 1 (0-based), got 2/2"),
                (["--shard", "a/b"], #"--shard: expected K/N, such as 0/8, got "a/b""#),
                (["--shard", "0/0"], "--shard: the number of shards must be 1 or more, got 0/0"),
                (["--shard=-1/2"], #"--shard: expected K/N, such as 0/8, got "-1/2""#),
                (["--shard", "1"], #"--shard: expected K/N, such as 0/8, got "1""#),
                (["--jobs", "0"], "--jobs must be 1 or more, got 0"),
                (["--png-compression", "max"], "The value 'max' is invalid for '--png-compression <level>'"),
            ]
            for (options, message) in cases {
                let run = try easel(["batch", "manifest.jsonl"] + options, in: folder)
                #expect(run.status == 64, "\(options)")
                #expect(run.stderr.contains(message), "\(options): \(run.stderr)")
            }
            #expect(try files(in: folder) == ["manifest.jsonl"])
        }
    }

    @MainActor @Test func aMissingManifestIsAMissingInput() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["batch", "nowhere.jsonl"], in: folder)
            #expect(run.status == 66)
            #expect(run.stderr == "nowhere.jsonl: no such file\n")
        }
    }

    @MainActor @Test func aSceneNamedDashIsAFileNotStandardInput() throws {
        try withTemporaryFolder { folder in
            try write(#"{"scene": "-", "output": "out.png"}"# + "\n", to: folder.appendingPathComponent("manifest.jsonl"))
            let scene = #"{"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}"#
            let run = try easel(["batch", "manifest.jsonl"], in: folder, stdin: Data(scene.utf8))
            #expect(run.status == 66)
            #expect(run.stderr.hasPrefix("line 1: ./-: no such file\n"))
        }
    }

    @MainActor @Test func readsTheManifestFromStandardInput() throws {
        try withTemporaryFolder { folder in
            let line = #"{"scene": {"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}, "output": "red.png", "scale": 2}"#
            let run = try easel(["batch", "-"], in: folder, stdin: Data((line + "\n").utf8))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "red.png\n")
            #expect(pngSize(try Data(contentsOf: folder.appendingPathComponent("red.png"))).map { [$0.width, $0.height] } == [40, 20])
        }
    }

    @MainActor @Test func helpShowsAnExample() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["batch", "--help"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("EXAMPLES:") && run.stdout.contains("easel batch "))
        }
    }

    // MARK: --png-compression

    @MainActor @Test(arguments: [["render", examplesFolder.appendingPathComponent("card.json").path], ["poll", "--scale", "1"]])
    func smallIsNoLargerAndEveryLevelHasTheSamePixels(command: [String]) throws {
        try withTemporaryFolder { folder in
            var data: [String: Data] = [:]
            for level in ["fast", "default", "small"] {
                let run = try easel(command + ["-o", "\(level).png", "--png-compression", level], in: folder)
                #expect(run.status == 0, "\(level): \(run.stderr)")
                data[level] = try Data(contentsOf: folder.appendingPathComponent("\(level).png"))
            }
            let plain = try easel(command + ["-o", "plain.png"], in: folder)
            #expect(plain.status == 0)
            let (fast, standard, small) = try (#require(data["fast"]), #require(data["default"]), #require(data["small"]))
            #expect(try Data(contentsOf: folder.appendingPathComponent("plain.png")) == standard)
            #expect(small.count <= standard.count)
            #expect(small != standard)
            let pixels = try RasterImage(png: standard)
            #expect(try RasterImage(png: small) == pixels)
            #expect(try RasterImage(png: fast) == pixels)
        }
    }

    @MainActor @Test func batchGalleryAndAnimationFramesTakeTheCompression() throws {
        try withTemporaryFolder { folder in
            try write(Self.smallManifest(count: 1), to: folder.appendingPathComponent("manifest.jsonl"))
            for level in ["default", "small"] {
                #expect(try easel(["batch", "manifest.jsonl", "-o", "batch-\(level)", "--png-compression", level], in: folder).status == 0)
                #expect(try easel(["gallery", "-o", "gallery-\(level)", "--scale", "1", "--png-compression", level], in: folder).status == 0)
                for output in ["frames-\(level)/", "poll-\(level).png"] {
                    #expect(try easel(["poll", "--timeline", repository.appendingPathComponent("Examples/timelines/poll-rounds.json").path,
                                       "--scale", "1", "--fps", "4", "-o", output, "--png-compression", level], in: folder).status == 0)
                }
            }
            let (standardAPNG, smallAPNG) = try (Data(contentsOf: folder.appendingPathComponent("poll-default.png")),
                                                 Data(contentsOf: folder.appendingPathComponent("poll-small.png")))
            #expect(smallAPNG.count < standardAPNG.count)
            #expect(try RasterImage(png: smallAPNG) == (try RasterImage(png: standardAPNG)))
            for kind in ["batch", "gallery", "frames"] {
                let names = try files(in: folder.appendingPathComponent("\(kind)-default")).filter { $0.hasSuffix(".png") }
                #expect(!names.isEmpty)
                var (defaultTotal, smallTotal) = (0, 0)
                for name in names {
                    let standard = try Data(contentsOf: folder.appendingPathComponent("\(kind)-default/\(name)"))
                    let small = try Data(contentsOf: folder.appendingPathComponent("\(kind)-small/\(name)"))
                    #expect(try RasterImage(png: small) == (try RasterImage(png: standard)), "\(kind)/\(name)")
                    (defaultTotal, smallTotal) = (defaultTotal + standard.count, smallTotal + small.count)
                }
                #expect(smallTotal < defaultTotal, "\(kind)")
            }
        }
    }
}
