import ArgumentParser
import EaselScene
import Foundation
import PetPoll

/// The poll's candidates and their votes, from `--votes` or `--votes-file`.
///
/// Rules: at least one candidate and at most `maximumCandidates`; names are non-empty after trimming
/// white space, in any script, and unique; votes are whole numbers from 0 to `maximumVotes`. The
/// candidates keep the order given.
/// - `--votes "Cat=25,Goldfish=9,Dog=16"`: entries separated by commas, each `NAME=VOTES`, so names
///   given this way cannot hold `,` or `=`. A fault is a usage error.
/// - `--votes-file VOTES.json`: an object, name → votes (`{"Cat": 25, "Dog": 16}`). A fault is bad
///   data, named by its JSON path (the name).
/// - `--timeline ROUNDS.json`: an array of such objects, one per round (`[{"Cat": 25}, {"Cat": 30}]`);
///   faults are named by their path (`[2].Cat`).
enum Votes {
    static let maximumCandidates = 100
    static let maximumVotes = 1_000_000_000

    static func parse(_ text: String) throws -> [Pet] {
        var pets: [Pet] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            guard parts.count == 2, !name.isEmpty else {
                throw ValidationError("--votes: expected NAME=VOTES, got \"\(entry)\"")
            }
            let count = parts[1].trimmingCharacters(in: .whitespaces)
            guard !count.isEmpty, count.allSatisfy(\.isASCIIDigit), let votes = Int(count), votes <= maximumVotes else {
                throw ValidationError("--votes: the votes of \(name) must be a whole number from 0 to \(maximumVotes), got \"\(count)\"")
            }
            guard !pets.contains(where: { $0.type == name }) else { throw ValidationError("--votes: \(name) is named twice; names must be unique") }
            pets.append(Pet(type: name, votes: votes))
        }
        guard pets.count <= maximumCandidates else { throw ValidationError("--votes: at most \(maximumCandidates) candidates, got \(pets.count)") }
        return pets
    }

    /// The candidates of a votes file's contents; throws a `SceneError` naming the fault's JSON path.
    static func parse(json data: Data, limits: SceneLimits = .default) throws -> [Pet] {
        try candidates(in: JSONNode(try document(data, limits: limits)))
    }

    /// The rounds of a timeline file's contents: an array of votes objects, at most `maximumRounds`.
    static func parseTimeline(json data: Data, limits: SceneLimits = .default) throws -> [[Pet]] {
        let rounds = try JSONNode(try document(data, limits: limits)).array(of: "an array of rounds, each an object of names and votes")
        guard !rounds.isEmpty else { throw SceneError(at: .document, "expected at least one round, got an empty array") }
        guard rounds.count <= maximumRounds else {
            throw SceneError(at: .document, "expected at most \(maximumRounds) rounds, got \(rounds.count)")
        }
        return try rounds.map(candidates(in:))
    }

    static let maximumRounds = 1000

    /// The JSON value of a votes or timeline file, within `limits`' depth and string length.
    private static func document(_ data: Data, limits: SceneLimits) throws -> JSONValue {
        let value: JSONValue
        do { value = try JSONParser.parse(data, maximumDepth: limits.maximumDepth) } catch { throw SceneError(error) }
        try limits.checkStrings(in: value)
        return value
    }

    /// The candidates of a votes object found anywhere in a JSON document (a batch manifest's `"poll"`).
    static func candidates(in node: JSONNode) throws -> [Pet] {
        let members = try node.members("an object of names and votes, such as {\"Cat\": 25, \"Dog\": 16}")
        guard !members.isEmpty else { throw node.error("expected at least one candidate, got an empty object") }
        guard members.count <= maximumCandidates else {
            throw node.error("expected at most \(maximumCandidates) candidates, got \(members.count)")
        }
        var pets: [Pet] = []
        for (name, node) in members {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw node.error("a candidate's name must not be empty") }
            guard !pets.contains(where: { $0.type == trimmed }) else { throw node.error("\(trimmed) is named twice; names must be unique") }
            pets.append(Pet(type: trimmed, votes: try node.integer(in: 0...maximumVotes)))
        }
        return pets
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
