import EaselPreviews
import Foundation

/// One preview as the page shows it: its `index.json` entry, the picture's name (its URL is
/// `/previews/<id>`, which stays the picture's name when the preview fails) and the version of its
/// picture, which grows each time the picture's bytes change (the page asks `/previews/<id>?v=<version>`,
/// so a browser never shows a cached old picture).
public struct PreviewCard: Codable, Equatable, Sendable {
    public var id: String
    public var version: Int
    public var entry: PreviewIndexEntry

    public init(id: String, version: Int, entry: PreviewIndexEntry) {
        self.id = id
        self.version = version
        self.entry = entry
    }
}

/// Everything the page shows, sent when it connects and whenever the list of previews changes.
public struct PreviewPageState: Codable, Equatable, Sendable {
    public var previews: [PreviewCard]
    /// The compiler's `file:line:column: error:` lines of the last build; empty when it compiled.
    public var errors: [String]
    public var building: Bool
    public var options: PreviewDrawOptions
    public var choices: PreviewDrawOptions.Choices
}

/// The messages of `GET /events`, a stream of server-sent events (HTML's `EventSource`): each is
/// `event: <name>` and one `data:` line of JSON.
///
/// | event | data | when |
/// | --- | --- | --- |
/// | `state` | `PreviewPageState` | on connecting, and after a drawing that added, removed or reordered previews |
/// | `picture` | `PreviewCard` | a preview whose picture bytes (or whose failure) changed, as soon as it is drawn |
/// | `building` | `{}` | a saved file is being compiled |
/// | `built` | `{"seconds": S}` | it compiled: the page clears the errors |
/// | `errors` | `{"errors": [lines]}` | it did not: the page shows the lines over the last good pictures |
/// | `options` | `PreviewDrawOptions` | the controls changed; the pictures follow |
/// | `drawn` | `{"previews": N, "changed": M}` | a drawing of every preview ended; M pictures changed |
///
/// A comment line (`: keep-alive`) is sent every so often, so that a client that went away is noticed.
public enum PreviewUpdate: Equatable, Sendable {
    case state(PreviewPageState)
    case picture(PreviewCard)
    case building
    case built(seconds: Double)
    case errors([String])
    case options(PreviewDrawOptions)
    case drawn(previews: Int, changed: Int)

    public var eventName: String {
        switch self {
        case .state: "state"
        case .picture: "picture"
        case .building: "building"
        case .built: "built"
        case .errors: "errors"
        case .options: "options"
        case .drawn: "drawn"
        }
    }

    /// The event as it goes on the wire: `event: NAME\ndata: JSON\n\n` (JSON on one line, so one
    /// `data:` line carries it).
    public var serverSentEvent: String {
        "event: \(eventName)\ndata: \(String(decoding: json, as: UTF8.self))\n\n"
    }

    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch self {
        case .state(let state): data = try? encoder.encode(state)
        case .picture(let card): data = try? encoder.encode(card)
        case .building: data = Data("{}".utf8)
        case .built(let seconds): data = try? encoder.encode(["seconds": (seconds * 100).rounded() / 100])
        case .errors(let lines): data = try? encoder.encode(["errors": lines])
        case .options(let options): data = try? encoder.encode(options)
        case .drawn(let previews, let changed): data = try? encoder.encode(["previews": previews, "changed": changed])
        }
        return data ?? Data("{}".utf8)
    }

    /// The comment line that keeps a stream alive.
    public static let keepAlive = ": keep-alive\n\n"
}
