import Easel
import Foundation

/// How much a scene, and what is made of it, may hold: the limits that keep hostile or mistaken input
/// from exhausting memory, stack or time. Each is checked before the work it bounds, and a scene over
/// one is an error naming the limit, the value found, the JSON path where there is one, and the
/// command-line flag that raises it (`easel … --max-views 200000`).
///
/// | limit | default | flag | checked |
/// | --- | --- | --- | --- |
/// | `maximumDepth` | 200 | `--max-depth` | arrays and objects nested in the JSON text, while parsing |
/// | `maximumNesting` | 500 | `--max-nesting` | views and modifiers nested along a path (a view counts 1, each modifier 1) |
/// | `maximumViews` | 100,000 | `--max-views` | view objects in the scene |
/// | `maximumStringLength` | 100,000 | `--max-string-length` | bytes (UTF-8) of any string or key |
/// | `maximumImageBytes` | 50,000,000 | `--max-image-bytes` | size of each PNG file an `Image` names |
/// | `maximumSide` | 16,384 | `--max-side` | pixels a side of a PNG or SVG, after layout |
/// | `maximumPixels` | 256,000,000 | `--max-pixels` | pixels of a PNG or SVG in total (an ARGB image takes 4 bytes a pixel) |
/// | `maximumFrames` | 10,000 | `--max-frames` | frames of an animation (fps × seconds, over every move and hold) |
///
/// The depth limits also bound recursion (parsing, decoding), so they have a ceiling of their own,
/// `depthCeiling`, that no flag goes past.
public struct SceneLimits: Sendable, Equatable {
    public var maximumDepth: Int
    public var maximumNesting: Int
    public var maximumViews: Int
    public var maximumStringLength: Int
    public var maximumImageBytes: Int
    public var maximumSide: Int
    public var maximumPixels: Int
    public var maximumFrames: Int

    public init(maximumDepth: Int = JSONParser.maximumDepth, maximumNesting: Int = 500, maximumViews: Int = 100_000,
                maximumStringLength: Int = 100_000, maximumImageBytes: Int = 50_000_000, maximumSide: Int = 16_384,
                maximumPixels: Int = 256_000_000, maximumFrames: Int = 10_000) {
        (self.maximumDepth, self.maximumNesting, self.maximumViews) = (maximumDepth, maximumNesting, maximumViews)
        (self.maximumStringLength, self.maximumImageBytes) = (maximumStringLength, maximumImageBytes)
        (self.maximumSide, self.maximumPixels, self.maximumFrames) = (maximumSide, maximumPixels, maximumFrames)
    }

    /// The canvas limits a render of the scene checks before allocating.
    public var canvas: CanvasLimits {
        CanvasLimits(maximumSide: maximumSide, maximumPixels: maximumPixels, maximumImageBytes: maximumImageBytes)
    }

    /// The defaults of the table above.
    public static let `default` = SceneLimits()

    /// The most either depth limit may be raised to: deep enough for any real scene, shallow enough
    /// for the recursion of parsing and decoding to stay well inside a thread's stack.
    public static let depthCeiling = 10_000

    /// The largest image side Cairo can allocate, the ceiling of `maximumSide`.
    public static let sideCeiling = 32_767

    /// The message for a value over a limit: `FOUND, over the limit of LIMIT (raise it with FLAG)`, such
    /// as `a string of 120000 bytes, over the limit of 100000 bytes (raise it with --max-string-length)`.
    public static func overLimit(_ found: String, limit: String, flag: String) -> String {
        "\(found), over the limit of \(limit) (raise it with \(flag))"
    }

    /// Throws at the first string or key in `document` longer than `maximumStringLength` bytes, named
    /// by its path (a key by its object's path). The walk keeps its own stack, so depth cannot overflow it.
    public func checkStrings(in document: JSONValue, at path: JSONPath = .document) throws {
        var pending: [(JSONValue, JSONPath)] = [(document, path)]
        while let (value, path) = pending.popLast() {
            switch value {
            case .string(let string) where string.utf8.count > maximumStringLength:
                throw SceneError(at: path, tooLong("a string", string))
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, path.appending(index: index))) }
            case .object(let members):
                for member in members where member.key.utf8.count > maximumStringLength {
                    throw SceneError(at: path, tooLong("a key", member.key))
                }
                for member in members.reversed() { pending.append((member.value, path.appending(key: member.key))) }
            default:
                break
            }
        }
    }

    private func tooLong(_ what: String, _ string: String) -> String {
        Self.overLimit("\(what) of \(string.utf8.count) bytes", limit: "\(maximumStringLength) bytes", flag: "--max-string-length")
    }
}
