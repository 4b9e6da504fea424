import Easel
import Foundation

/// The program `easel preview` builds around a user's files: it lists the previews those files declare
/// and draws them, and talks to `easel preview` through its standard output, one line an event.
///
/// - `list`: a JSON array of the previews (`PreviewIndexEntry`s without pictures).
/// - `render --out DIR --from K [--device NAME] [--color-scheme light|dark] [--dynamic-type SIZE]
///   [--scale N] [--sources LIST]`: draws previews K, K+1, … to DIR, writing `start K` before each and
///   `done K JSON` (the index entry) or `failed K MESSAGE` after. A preview that traps ends the process;
///   `easel preview` then names the preview of the last `start` and runs the rest from K+1.
///   `--only K,L,…` draws those previews instead, in that order.
/// - `list-render --out DIR --first FILE,FILE… [the options of render]`: `index JSON` (what `list` prints,
///   on one line), then every preview drawn as `render` draws them, those declared in the files named
///   first (`order(_:first:)`): `easel preview --serve` draws the edited files' previews first, with one
///   launch of the runner.
/// `--sources LIST` names a file listing the Swift files, one path a line, where the declarations of
/// `PreviewProvider`s are looked up (`PreviewRegistry.locate`).
public enum PreviewRunner {
    /// Runs the command in `arguments` (without the program's name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            let options = try Options(arguments)
            let previews = PreviewRegistry.locate(PreviewRegistry.previews(), in: options.sources)
            let names = PreviewFileNames.names(for: previews)
            switch options.command {
            case "list":
                let entries = zip(previews, names).map { PreviewIndexEntry(preview: $0, image: $1) }
                print(String(decoding: try PreviewIndex(previews: entries).jsonData(), as: UTF8.self))
            case "render", "list-render":
                guard let out = options.out else { throw Failure("\(options.command) needs --out DIR") }
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                let renderer = PreviewRenderer(options: options.preview)
                var order = options.only?.filter(previews.indices.contains) ?? Array(previews.indices.dropFirst(options.from))
                if options.command == "list-render" {
                    let entries = zip(previews, names).map { PreviewIndexEntry(preview: $0, image: $1) }
                    emit("index " + String(decoding: try JSONEncoder.compact.encode(PreviewIndex(previews: entries)), as: UTF8.self))
                    order = Self.order(entries, first: options.first)
                }
                for index in order {
                    emit("start \(index)")
                    var entry = PreviewIndexEntry(preview: previews[index], image: names[index])
                    do {
                        let rendered = try renderer.render(previews[index])
                        try rendered.png.write(to: out.appendingPathComponent(names[index]), options: .atomic)
                        entry.record(rendered)
                        let line = String(decoding: try JSONEncoder.compact.encode(entry), as: UTF8.self)
                        emit("done \(index) \(line)")
                    } catch {
                        emit("failed \(index) \(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
                    }
                }
            default:
                throw Failure("unknown command '\(options.command)': expected list, render or list-render")
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("easel preview runner: \(error)\n".utf8))
            return 64
        }
    }

    /// The order `list-render` draws in: the previews declared in the files named `first` (by file name),
    /// then the others, each group in the index's order.
    public static func order(_ previews: [PreviewIndexEntry], first: Set<String>) -> [Int] {
        previews.indices.filter { first.contains(previews[$0].file) } + previews.indices.filter { !first.contains(previews[$0].file) }
    }

    /// Writes `line` to standard output at once, so that what was written survives a trap.
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    struct Options {
        var command = ""
        var out: URL?
        var from = 0
        var only: [Int]?
        var first: Set<String> = []
        var preview = PreviewOptions()
        var sources: [URL] = []

        init(_ arguments: [String]) throws {
            var rest = arguments[...]
            guard let command = rest.popFirst() else { throw Failure("expected list or render") }
            self.command = command
            while let flag = rest.popFirst() {
                guard let value = rest.popFirst() else { throw Failure("\(flag) needs a value") }
                switch flag {
                case "--out": out = URL(fileURLWithPath: value)
                case "--from": from = max(0, Int(value) ?? 0)
                case "--first": first = Set(value.split(separator: ",").map(String.init))
                case "--only":
                    let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                    guard !numbers.contains(nil) else { throw Failure("--only is a list of preview numbers (0,3,4), not '\(value)'") }
                    only = numbers.compactMap { $0 }
                case "--device":
                    guard let device = PreviewDeviceMetrics.named(value) else { throw Failure("unknown device '\(value)'") }
                    preview.device = device
                case "--color-scheme": preview.colorScheme = value == "dark" ? .dark : .light
                case "--dynamic-type":
                    guard let size = PreviewOptions.dynamicTypeSize(named: value) else {
                        throw Failure("unknown Dynamic Type size '\(value)'")
                    }
                    preview.dynamicTypeSize = size
                case "--scale": preview.scale = Double(value).map { CGFloat($0) }
                case "--assets": preview.assetsDirectory = URL(fileURLWithPath: value, isDirectory: true)
                case "--sources":
                    let list = try String(contentsOfFile: value, encoding: .utf8)
                    sources = list.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
                default: throw Failure("unknown option \(flag)")
                }
            }
        }
    }
}

extension JSONEncoder {
    /// One-line JSON with its keys sorted.
    static var compact: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
