import ArgumentParser
import Easel
import EaselScene
import Foundation
import PetPoll

/// `easel poll`: renders the pet poll of WWDC22's "Compose custom layouts with SwiftUI".
struct PollCommand: ParsableCommand {
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
            """
    )

    @Option(help: ArgumentHelp("Candidates and votes, such as \"Cat=25,Goldfish=9,Dog=16\".", valueName: "votes"))
    var votes: String?

    @Option(name: .customLong("votes-file"), help: ArgumentHelp("A JSON object of names and votes, such as {\"Cat\": 25}.", valueName: "file"))
    var votesFile: String?

    @Option(help: ArgumentHelp("A candidate's picture, NAME=FILE.png; repeat for more candidates.", valueName: "name=file"))
    var avatar: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: .png, .svg or .pdf.", valueName: "file"))
    var output = "poll.png"

    @OptionGroup var options: SceneOptions

    func validate() throws {
        _ = try OutputFormat.of(output)
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

    func run() throws {
        try reportingFailures(input: votesFile ?? "poll") {
            var pets = try candidates()
            for (name, path) in try avatars() {
                guard let index = pets.firstIndex(where: { $0.type == name }) else {
                    throw CommandFailure.usage("--avatar \(name)=…: no candidate is named \(name)")
                }
                pets[index].avatarPath = try pngFile(path)
            }
            var document = SceneDocument(root: PollScreen(pets: pets))
            options.apply(to: &document)
            try document.renderer().write(to: URL(fileURLWithPath: output))
            print(output)
        }
    }

    private func candidates() throws -> [Pet] {
        if let votes { return try Votes.parse(votes) }
        guard let votesFile else { return Pet.exampleData }
        guard let data = FileManager.default.contents(atPath: votesFile) else {
            throw CommandFailure.missingInput("\(votesFile): no such file")
        }
        do {
            return try Votes.parse(json: data)
        } catch let error as SceneError {
            throw CommandFailure.badData("\(votesFile): \(error)")
        }
    }

    /// The absolute path of an avatar file: a missing file is a missing input, a file that is not a
    /// PNG bad data.
    private func pngFile(_ path: String) throws -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        switch PNGFile.fault(at: absolute) {
        case .missing: throw CommandFailure.missingInput("\(path): no such file")
        case .unreadable: throw CommandFailure.missingInput("\(path): cannot read the file")
        case .notPNG: throw CommandFailure.badData("\(path): not a PNG file")
        case nil: return absolute
        }
    }
}
