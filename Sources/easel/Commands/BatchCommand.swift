import ArgumentParser
import Easel
import EaselRender
import Foundation

/// `easel batch MANIFEST.jsonl`: renders every entry of a manifest on all cores.
///
/// Steps:
/// 1. Read the manifest (`BatchManifest`): a missing one is a missing input (66). If two entries write
///    the same file, nothing is rendered: bad data (65) naming the lines.
/// 2. Take this shard's entries (`Shard`; all of them without `--shard`) and render them on `--jobs`
///    tasks (`OrderedPipeline`), each writing its file atomically, so a failed entry leaves no file.
/// 3. In entry order: print each path written on stdout, each fault on stderr (`line 7: …`), and keep
///    going. A progress bar goes to stderr when it is a terminal; a summary goes to stderr at the end.
/// 4. Exit 0 when every entry rendered, else the highest status among the failed entries: 65 bad data,
///    66 a missing scene or image, 70 an internal failure, 73 an output that cannot be written.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render many scenes and polls listed in a manifest (JSON Lines), on all cores.",
        discussion: """
            Each line of the manifest is a JSON object: "output" (\(RenderFormat.extensionList)) and either "scene" \
            (a scene file's path or a scene object) or "poll" (an object of names and votes), and \
            optionally "width", "height", "scale", "dynamicTypeSize", "colorScheme", "layoutDirection". \
            Blank lines and lines starting with # are skipped. Relative paths resolve against the \
            manifest's folder (outputs against -o when given). --shard K/N takes the entries whose \
            0-based position i has i % N == K, for a Kubernetes Indexed Job, a Slurm array or GNU \
            parallel. The paths written are printed on stdout in manifest order; faults go to stderr \
            with their line number, and the other entries still render. See docs/batch.md.

            EXAMPLES:
              easel batch Examples/batch/manifest.jsonl -o out/batch/
              easel batch manifest.jsonl --jobs 4 --png-compression fast
              easel batch manifest.jsonl --shard $JOB_COMPLETION_INDEX/8
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The manifest: one JSON object per line (see docs/batch.md), or - for stdin.", valueName: "manifest"))
    var manifest: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder relative outputs resolve against (default: the manifest's folder).", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("Scenes rendered at once (default: every core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only entries i with i % N == K (0-based): this machine's share.", valueName: "k/n"))
    var shard: String?

    @OptionGroup var options: SceneOptions
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup var quality: QualityOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
        _ = try shard.map(Shard.init)
    }

    func run() async throws {
        let start = ContinuousClock.now
        var failures: [CommandFailure] = []
        var rendered = 0
        try await reportingFailures(input: manifest) {
            let manifest = try BatchManifest(path: manifest, outputFolder: output)
            let shared = manifest.sharedOutputs()
            guard shared.isEmpty else {
                throw CommandFailure.badData(shared.map { output, lines in
                    let numbers = lines.dropLast().map(String.init).joined(separator: ", ") + " and \(lines[lines.count - 1])"
                    return "lines \(numbers) \(lines.count == 2 ? "both" : "all") write \(output)"
                }.joined(separator: "\n") + "\neach output must be written by one line; nothing was rendered")
            }
            let shard = try self.shard.map(Shard.init)
            let entries = manifest.entries.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
            let (commandLine, compression, limits, quality, assets) = (options.overrides, png.compression, limits.scene, quality.quality, assets.folder)
            try await OrderedPipeline.run(count: entries.count, concurrency: jobs ?? OrderedPipeline.defaultConcurrency, produce: { index in
                Result { () throws -> String in
                    let job = try entries[index].job.get()
                    try job.render(commandLine: commandLine, quality: quality, pngCompression: compression, limits: limits, assets: assets)
                    return job.output
                }
            }, consume: { index, result in
                Progress.clearBar()
                switch result {
                case .success(let path):
                    print(path)
                    rendered += 1
                case .failure(let failure as CommandFailure):
                    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
                    failures.append(failure)
                case .failure(let error):
                    let failure = CommandFailure.software("line \(entries[index].line): \(error)")
                    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
                    failures.append(failure)
                }
                Progress.bar("batch", completed: index + 1, of: entries.count, unit: "entries")
            })
            if !entries.isEmpty { Progress.finishBar() }
        }
        let seconds = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000
        FileHandle.standardError.write(Data("rendered \(rendered), failed \(failures.count) in \(String(format: "%.2f", seconds)) s\n".utf8))
        if let status = failures.map(\.status).max() { throw ExitCode(status) }
    }
}
