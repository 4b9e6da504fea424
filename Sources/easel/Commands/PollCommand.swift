import ArgumentParser
import Easel
import EaselScene
import Foundation
import PetPoll

/// `easel poll`: renders the pet poll of WWDC22's "Compose custom layouts with SwiftUI".
struct PollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "poll",
        abstract: "Render the pet poll of the WWDC22 talk with your votes.",
        discussion: """
            Without options: the talk's votes (Cat 25, Goldfish 9, Dog 16) on a 390 × 844-point phone \
            screen at 3×, written to poll.png. Names may be in any script. Each avatar is a colored \
            circle with the candidate's emoji or initial, or the PNG given with --avatar. The path \
            written is printed on stdout.

            EXAMPLES:
              easel poll -o poll.png
              easel poll --votes "Cat=25,Goldfish=9,Dog=16" -o poll.pdf --color-scheme dark
              easel poll --votes "猫=12,كلب=12,Fish=3" --avatar 猫=cat.png -o poll.svg
              easel poll --votes-file votes.json --dynamic-type accessibility3 -o poll.png
              easel poll --timeline rounds.json -o poll.gif --sort

            With --timeline, the poll is animated through rounds of votes: a JSON array of states, each \
            an object of names and votes ([{"Cat": 25, "Dog": 16}, {"Cat": 25, "Dog": 30}]). A \
            candidate may first appear in a later state (it fades in). --sort orders the leaderboard by \
            votes, so rows slide to their new rank. The output is then OUT.gif, OUT.png (a lossless \
            APNG) or DIR/ (PNG frames and frames.json), poll.gif by default.
            """
    ).parsedOnItsOwn

    @Option(help: ArgumentHelp("Candidates and votes, such as \"Cat=25,Goldfish=9,Dog=16\".", valueName: "votes"))
    var votes: String?

    @Option(name: .customLong("votes-file"), help: ArgumentHelp("A JSON object of names and votes, such as {\"Cat\": 25}.", valueName: "file"))
    var votesFile: String?

    @Option(help: ArgumentHelp("A candidate's picture, NAME=FILE.png; repeat for more candidates.", valueName: "name=file"))
    var avatar: [String] = []

    @Option(help: ArgumentHelp("Animate through rounds of votes: a JSON array of name → votes objects.", valueName: "file"))
    var timeline: String?

    @Flag(help: "With --timeline, order the leaderboard by votes so rows slide to their rank.")
    var sort = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: \(RenderFormat.extensionList); with --timeline \(AnimationFormat.destinationList).", valueName: "file"))
    var output: String?

    @OptionGroup var options: SceneOptions
    @OptionGroup var animation: AnimationOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    /// The file to write: as given, else poll.png (poll.gif for a timeline).
    private var outputPath: String { output ?? (timeline == nil ? "poll.png" : "poll.gif") }

    func validate() throws {
        if timeline == nil {
            _ = try OutputFormat.of(outputPath)
            if sort { throw ValidationError("--sort goes with --timeline") }
        } else {
            try animation.output.checkVideo(for: outputPath)
            if votes != nil || votesFile != nil { throw ValidationError("give either --timeline or --votes/--votes-file, not both") }
        }
        if votes != nil, votesFile != nil { throw ValidationError("give either --votes or --votes-file, not both") }
        _ = try votes.map(Votes.parse)
        _ = try avatars()
    }

    /// The `--avatar` values as name and path, in order; a usage error for a malformed or repeated one.
    private func avatars() throws -> [(name: String, path: String)] {
        var avatars: [(name: String, path: String)] = []
        for value in avatar {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            guard parts.count == 2, !name.isEmpty, !parts[1].isEmpty else { throw ValidationError("--avatar: expected NAME=FILE.png, got \"\(value)\"") }
            guard !avatars.contains(where: { $0.name == name }) else { throw ValidationError("--avatar: \(name) is given twice") }
            avatars.append((name, String(parts[1])))
        }
        return avatars
    }

    func run() async throws {
        try await reportingFailures(input: timeline ?? votesFile ?? "poll") {
            if let timeline {
                let states = try rounds(timeline).map { pets in document(try withAvatars(pets)) }
                try await animation.write(states, to: outputPath, limits: limits.scene, pngCompression: png.compression)
            } else {
                let renderer = try document(withAvatars(candidates())).renderer(limits: limits.scene, pngCompression: png.compression)
                animation.output.quality.apply(to: renderer)
                try renderer.write(to: URL(fileURLWithPath: outputPath))
            }
            print(outputPath)
        }
    }

    /// The poll screen of `pets` as a scene, with the options applied.
    private func document(_ pets: [Pet]) -> SceneDocument {
        var document = SceneDocument(root: PollScreen(pets: pets))
        options.apply(to: &document)
        return document
    }

    /// `pets` with the `--avatar` pictures; naming a candidate that is not there is a usage error.
    private func withAvatars(_ pets: [Pet]) throws -> [Pet] {
        var pets = pets
        for (name, path) in try avatars() {
            guard let index = pets.firstIndex(where: { $0.type == name }) else {
                if timeline != nil { continue }
                throw CommandFailure.usage("--avatar \(name)=…: no candidate is named \(name)")
            }
            pets[index].avatarPath = try pngFile(path)
        }
        return pets
    }

    /// The candidates of each round of a timeline file, in the order they first appear (or by votes
    /// with `--sort`); a fault is bad data named by its JSON path.
    private func rounds(_ path: String) throws -> [[Pet]] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.missingInput("\(path): no such file")
        }
        do {
            let rounds = try Votes.parseTimeline(json: data, limits: limits.scene)
            let order = rounds.flatMap { $0.map(\.type) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let votes = rounds.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.type, $0.votes) }) }
            return PollTimeline(votes: votes, order: order, sortsByVotes: sort).states
        } catch let error as SceneError {
            throw CommandFailure.badData("\(path): \(error)")
        }
    }

    private func candidates() throws -> [Pet] {
        if let votes { return try Votes.parse(votes) }
        guard let votesFile else { return Pet.exampleData }
        guard let data = FileManager.default.contents(atPath: votesFile) else {
            throw CommandFailure.missingInput("\(votesFile): no such file")
        }
        do {
            return try Votes.parse(json: data, limits: limits.scene)
        } catch let error as SceneError {
            throw CommandFailure.badData("\(votesFile): \(error)")
        }
    }

    /// The absolute path of an avatar file: a missing file is a missing input, a file that is not a
    /// PNG bad data.
    private func pngFile(_ path: String) throws -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let limits = limits.scene
        switch PNGFile.fault(at: absolute, maximumBytes: limits.maximumImageBytes, maximumPixels: limits.maximumPixels) {
        case .missing: throw CommandFailure.missingInput("\(path): no such file")
        case .unreadable: throw CommandFailure.missingInput("\(path): cannot read the file")
        case .notPNG: throw CommandFailure.badData("\(path): not a PNG file")
        case .tooLarge(let bytes):
            throw CommandFailure.badData("\(path): " + SceneLimits.overLimit("a file of \(bytes) bytes", limit: "\(limits.maximumImageBytes) bytes",
                                                                              flag: "--max-image-bytes"))
        case .tooManyPixels(let width, let height):
            throw CommandFailure.badData("\(path): " + SceneLimits.overLimit("an image of \(width) × \(height) pixels",
                                                                              limit: "\(limits.maximumPixels) pixels", flag: "--max-pixels"))
        case nil: return absolute
        }
    }
}
