import EaselScene
import Foundation

/// A batch manifest read line by line (JSON Lines): each entry read and checked, the faulty ones kept
/// with their fault so that the others still render.
///
/// Rules:
/// 1. Lines are separated by `\n` (a `\r` before it is dropped). A line that is empty or only white
///    space, or whose first character other than white space is `#`, is skipped: blank lines and
///    comments. Every other line is an entry, a JSON object (`BatchJob`).
/// 2. Line numbers count every line from 1, as an editor shows them; entries are numbered from 0 in
///    their order, skipped lines not counted, for `Shard`.
/// 3. A line that does not parse or does not describe an entry is a fault of that line (bad data):
///    `line 7, column 12: …` for JSON syntax, `line 7: output: …` at a path in the object.
/// 4. Relative paths resolve against the manifest's folder (so a manifest and its scenes can move
///    together), outputs against the output folder when one is given; for `-` (stdin), against the
///    working folder.
struct BatchManifest {
    /// One entry: its line number and its job, or why it cannot be rendered.
    struct Entry: Sendable {
        let line: Int
        let job: Result<BatchJob, CommandFailure>
    }

    let entries: [Entry]

    /// Reads the manifest at `path` (`-`: stdin); relative outputs resolve against `outputFolder` when
    /// given. A manifest that does not exist or cannot be read is a missing input.
    init(path: String, outputFolder: String?) throws {
        let data = try SceneFile.contents(of: path)
        let folder = path == "-" ? "" : (path as NSString).deletingLastPathComponent
        self.init(data: data, manifestFolder: folder, outputFolder: outputFolder ?? folder)
    }

    init(data: Data, manifestFolder: String, outputFolder: String) {
        var entries: [Entry] = []
        for (offset, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard let first = text.first(where: { !Self.isWhiteSpace($0) }), first != UInt8(ascii: "#") else { continue }
            let number = offset + 1
            entries.append(Entry(line: number, job: Self.job(Data(text), line: number, manifestFolder: manifestFolder,
                                                             outputFolder: outputFolder)))
        }
        self.entries = entries
    }

    /// The entry on one line, or its fault (rule 3).
    private static func job(_ text: Data, line: Int, manifestFolder: String, outputFolder: String) -> Result<BatchJob, CommandFailure> {
        do {
            let node = JSONNode(try JSONParser.parse(text))
            return .success(try BatchJob(line: line, node: node, manifestFolder: manifestFolder, outputFolder: outputFolder))
        } catch let error as JSONSyntaxError {
            return .failure(.badData("line \(line), column \(error.column): \(error.message)"))
        } catch {
            return .failure(.badData("line \(line): \(error)"))
        }
    }

    /// The outputs more than one entry writes (compared as absolute, standardized paths), each with
    /// the lines that write it, in the order they first appear.
    func sharedOutputs() -> [(output: String, lines: [Int])] {
        var lines: [String: [Int]] = [:]
        var order: [(key: String, output: String)] = []
        for entry in entries {
            guard case .success(let job) = entry.job else { continue }
            let key = URL(fileURLWithPath: job.output).standardizedFileURL.path
            if lines[key] == nil { order.append((key, job.output)) }
            lines[key, default: []].append(entry.line)
        }
        return order.compactMap { key, output in
            guard let lines = lines[key], lines.count > 1 else { return nil }
            return (output, lines)
        }
    }

    /// JSON's white space: space, tab, carriage return (a line feed ends the line).
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
