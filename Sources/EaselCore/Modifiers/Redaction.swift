import Foundation

/// Why a view's content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as placeholders, while the real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `privacySensitive()`, hidden while the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content whose data is out of date (a widget's, between timelines).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The reasons the content of the views here is redacted (`redacted(reason:)`); none by default.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn as placeholders: redacted as placeholders, or private
    /// content redacted for privacy. `.invalidated` changes nothing a still shows.
    var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

nonisolated extension View {
    /// Redacts the content for `reason`, adding to the reasons already set. With `.placeholder`, as iOS
    /// draws it, each line of text becomes a rounded bar of the line's height and the text's width, in the
    /// text's colour at 16 % opacity, and each image a rectangle of its frame in that colour; the layout is
    /// the content's. (iOS's exact bar proportions are not published: these are estimated from iOS
    /// renders, and the bar spans the text's width on every line.)
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Removes every redaction reason for this view's content.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the content private: `redacted(reason: .privacy)` above it then draws it as placeholders.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// How redacted content is drawn: placeholder bars for the lines of a text, a filled frame for an image.
enum RedactionPlaceholder {
    /// The opacity of the placeholder's colour (the content's foreground colour); estimated from iOS.
    static let opacity = 0.16

    /// A bar for each of `lineCount` lines of a text in `frame`: 70 % of a line's height tall, centred on
    /// the line, with a corner radius of a quarter of its height.
    static func textBars(in frame: CGRect, lineCount: Int) -> Path {
        var path = Path()
        let lines = max(lineCount, 1)
        let lineHeight = frame.height / CGFloat(lines)
        let barHeight = lineHeight * 0.7
        for line in 0..<lines {
            let bar = CGRect(x: frame.minX, y: frame.minY + CGFloat(line) * lineHeight + (lineHeight - barHeight) / 2,
                             width: frame.width, height: barHeight)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: barHeight / 4, height: barHeight / 4))
        }
        return path
    }

    /// The colour placeholders are drawn in: the foreground style's colour at `opacity`.
    static func color(in environment: EnvironmentValues) -> RGBA {
        var color = ForegroundStyle().resolveColor(in: environment)
        color.alpha *= opacity
        return color
    }
}
