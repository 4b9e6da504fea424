import Foundation

extension Text {
    /// The style of an underline or strikethrough: its pattern and colour (nil: the text's colour).
    public struct LineStyle: Hashable, Sendable {
        /// How a line is drawn: solid, or dotted and dashed (dots and dashes as long as the line is thick
        /// times 1 and 3, gaps times 2, as Core Text draws them; Apple does not document the lengths).
        public struct Pattern: Hashable, Sendable {
            enum Kind: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
            let kind: Kind
            public static let solid = Pattern(kind: .solid)
            public static let dot = Pattern(kind: .dot)
            public static let dash = Pattern(kind: .dash)
            public static let dashDot = Pattern(kind: .dashDot)
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) { (self.pattern, self.color) = (pattern, color) }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Where a line too long for its text's frame loses characters for an ellipsis.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A case all letters of a text are shown in (`textCase(_:)`).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        setting(\.underline, isActive ? LineStyle(pattern: pattern, color: color) : nil)
    }

    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        setting(\.strikethrough, isActive ? LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Adds `kerning` points after each character (before the next), keeping ligatures.
    public func kerning(_ kerning: CGFloat) -> Text { setting(\.kerning, kerning) }
    /// Adds `tracking` points after each character (before the next).
    public func tracking(_ tracking: CGFloat) -> Text { setting(\.tracking, tracking) }
    /// Raises the text's baseline by `baselineOffset` points (a negative offset lowers it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { setting(\.baselineOffset, baselineOffset) }
    /// The text in `design`, over its font's own design.
    public func fontDesign(_ design: Font.Design?) -> Text { design.map { setting(\.design, $0) } ?? self }
    /// The text at `width` (condensed, expanded, …), over its font's own width.
    public func fontWidth(_ width: Font.Width?) -> Text { width.map { setting(\.width, $0) } ?? self }
    /// The text in its font's monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { setting(\.isMonospaced, isActive) }
}

/// Whether a view's text can be selected. A still image has no selection, so Easel accepts the modifier
/// and ignores it.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
