import Foundation
import Testing

/// `easel SUBCOMMAND …` is parsed by the subcommand alone (`DirectParse`) when it parses and validates;
/// help, completion scripts and every error still come from the whole command tree, word for word as
/// before.
@Suite struct DirectParseTests {
    static let routed = ["render", "layout", "poll", "gallery", "animate", "batch", "race", "diff"]

    @MainActor @Test(arguments: routed)
    func helpIsTheCommandTreesHelp(subcommand: String) throws {
        try withTemporaryFolder { folder in
            let asked = try easel([subcommand, "--help"], in: folder)
            #expect(asked.status == 0)
            #expect(asked.stdout.contains("USAGE: easel \(subcommand) "))
            for other in [[subcommand, "-h"], [subcommand, "-help"], ["help", subcommand]] {
                let run = try easel(other, in: folder)
                #expect(run.status == 0, "\(other)")
                #expect(run.stdout == asked.stdout, "\(other)")
            }
            // Help given after a command's arguments is still help.
            let late = try easel([subcommand, "x", "--help"], in: folder)
            #expect(late.status == 0)
            #expect(late.stdout == asked.stdout)
        }
    }

    @MainActor @Test func theCompletionScriptIsTheWholeTools() throws {
        try withTemporaryFolder { folder in
            let root = try easel(["--generate-completion-script", "bash"], in: folder)
            #expect(root.status == 0)
            #expect(root.stdout.contains("_easel_render()"))
            let fromRender = try easel(["render", "--generate-completion-script", "bash"], in: folder)
            #expect(fromRender.status == 0)
            #expect(fromRender.stdout == root.stdout)
        }
    }

    @MainActor @Test func usageErrorsNameTheSubcommand() throws {
        try withTemporaryFolder { folder in
            let cases: [([String], String)] = [
                (["render"], """
                    Error: Missing expected argument '<scene>'
                    Help:  <scene>  The scene file (JSON; see docs/scene-format.md), or - for stdin.
                    Usage: easel render [<options>] <scene> --output <file>
                      See 'easel render --help' for more information.

                    """),
                (["render", "tiny.json", "-o", "out.bmp"], """
                    Error: cannot tell the format of out.bmp: use a .png, .svg, .pdf, .jpg or .webp file name
                    Usage: easel render [<options>] <scene> --output <file>
                      See 'easel render --help' for more information.

                    """),
                (["render", "tiny.json", "-o", "out.png", "--version"], """
                    Error: Unknown option '--version'
                    Usage: easel render [<options>] <scene> --output <file>
                      See 'easel render --help' for more information.

                    """),
                (["poll", "--sort"], """
                    Error: --sort goes with --timeline
                    Usage: easel poll <options>
                      See 'easel poll --help' for more information.

                    """),
                // `---completion` is the completion functions' request only as the tool's first argument.
                (["render", "---completion", "--", "--output", "0", "0"], """
                    Error: Invalid option: ---completion
                    Usage: easel <subcommand>
                      See 'easel --help' for more information.

                    """),
            ]
            for (arguments, message) in cases {
                let run = try easel(arguments, in: folder)
                #expect(run.status == 64, "\(arguments)")
                #expect(run.stderr == message, "\(arguments)")
                #expect(run.stdout.isEmpty, "\(arguments)")
            }
            #expect(try files(in: folder).isEmpty)
        }
    }

    /// `--font`'s validation reports a bad font itself: once, not again when the tree parses.
    @MainActor @Test func aBadFontIsReportedOnce() throws {
        try withTemporaryFolder { folder in
            let scene = examplesFolder.appendingPathComponent("card.json").path
            for font in [["--font", "nofont.ttf"], ["--font=nofont.ttf"]] {
                let run = try easel(["render", scene, "-o", "out.png"] + font, in: folder)
                #expect(run.status == 66)
                #expect(run.stderr == "easel: --font nofont.ttf: no such file or folder: '\(folder.standardizedFileURL.path)/nofont.ttf'\n")
            }
            #expect(try files(in: folder).isEmpty)
        }
    }

    /// A command that parses runs once, with its output and messages as through the tree.
    @MainActor @Test func aParsedCommandRunsOnce() throws {
        try withTemporaryFolder { folder in
            try Data(#"{"root": {"type": "Text", "text": "Hello"}}"#.utf8).write(to: folder.appendingPathComponent("tiny.json"))
            let run = try easel(["render", "tiny.json", "-o", "tiny.png"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "tiny.png\n")
            #expect(run.stderr.isEmpty)
            let failed = try easel(["render", "missing.json", "-o", "out.png"], in: folder)
            #expect(failed.status == 66)
            #expect(failed.stderr == "missing.json: no such file\n")
            #expect(try files(in: folder) == ["tiny.json", "tiny.png"])
        }
    }
}
