import ArgumentParser

/// `easel`: renders JSON scenes, the pet poll and the gallery to PNG, SVG and PDF, prints layouts, and
/// compares images.
///
/// Conventions of every subcommand: stdout carries only results (the paths written, one per line, or
/// the layout JSON); messages go to stderr. Exit statuses (sysexits): 0 success, 64 bad usage, 65 bad
/// input data, 66 a missing input file, 70 an internal failure, 73 an output that cannot be written.
/// A failed command creates no output file and leaves an existing one as it was.
@main
struct EaselCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "SwiftUI's layout system on Linux: render JSON scenes and examples to PNG, SVG and PDF.",
        discussion: """
            Exit status: 0 success, 64 bad usage, 65 bad input data, 66 missing input file, \
            70 internal failure, 73 output cannot be written. A failed command writes no file.
            Documentation: docs/cli.md and docs/scene-format.md.

            EXAMPLES:
              easel render Examples/scenes/card.json -o card.png
              easel layout Examples/scenes/card.json
              easel poll --votes "Cat=25,Goldfish=9,Dog=16" -o poll.pdf
              easel gallery -o out/gallery/
              easel animate before.json after.json -o change.gif
              easel poll --timeline rounds.json -o poll.gif --sort
              easel batch Examples/batch/manifest.jsonl -o out/batch/ --shard 0/2
              easel race Examples/race/languages.csv -o race.gif
              easel diff expected.png actual.png -o diff.png
              easel preview Sources/MyViews -o previews/
            """,
        subcommands: [RenderCommand.self, LayoutCommand.self, PollCommand.self, GalleryCommand.self, AnimateCommand.self,
                      BatchCommand.self, RaceCommand.self, ServeCommand.self, DiffCommand.self, PreviewCommand.self]
    )

    /// Tries the subcommand's own parse first (`DirectParse`: the same command for a fraction of the
    /// parser's work); everything it does not run — help, completions, errors — is parsed here, through
    /// the whole command tree.
    static func main() async {
        MemoryTuning.keepLargeBlocksInTheHeap()
        if await DirectParse.run(Array(CommandLine.arguments.dropFirst())) { return }
        await main(nil)
    }
}
