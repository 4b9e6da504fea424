import Foundation

/// A font, as SwiftUI describes one: a text style that scales with Dynamic Type, or a fixed system or
/// custom font, with weight, design and traits.
public struct Font: Hashable, Sendable {
    /// A text style with Apple's point sizes.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point sizes for each `DynamicTypeSize`, xSmall … accessibility5 (Apple's iOS typography table).
        var pointSizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's weight: semibold for headlines, regular otherwise.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight, with Apple's names.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class, 100 … 900.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font width (SwiftUI's `Font.Width`): how condensed or expanded the letters are, 0 for the
    /// standard width. Apple gives the four names but not their values; Easel uses UIKit's
    /// `UIFont.Width` raw values (compressed -0.3, condensed -0.2, standard 0, expanded 0.2).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The OpenType width class as a percentage of the normal width (the `wdth` axis of a variable
        /// font): 100 + 125 × value, so condensed is 75 %, expanded 125 % and compressed 62.5 %, the
        /// OpenType classes of those names.
        public var percentage: CGFloat { 100 + 125 * (value.isFinite ? max(-0.6, min(value, 0.8)) : 0) }
    }

    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var width: Width?
    var design: Design = .default
    var isItalic = false
    var hasMonospacedDigits = false

    init(base: Base, weight: Weight? = nil, design: Design = .default) {
        (self.base, self.weight, self.design) = (base, weight, design)
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// A text style in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design ?? .default)
    }

    /// A system font of a fixed size, which does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design ?? .default)
    }

    /// A font family by name, scaled with Dynamic Type like the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font family by name, scaled with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font family by name at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    /// The font at `width` (condensed, expanded, …): a font file with that width or a variable font's
    /// `wdth` axis draws it.
    public func width(_ width: Width) -> Font { var copy = self; copy.width = width; return copy }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospacedDigit() -> Font { var copy = self; copy.hasMonospacedDigits = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }

    /// The concrete font for a Dynamic Type size: text styles and relative custom fonts scale with it,
    /// fixed sizes do not.
    public func resolved(for size: DynamicTypeSize) -> ResolvedFont {
        var resolved = resolvedBase(for: size)
        resolved.width = width ?? .standard
        return resolved
    }

    private func resolvedBase(for size: DynamicTypeSize) -> ResolvedFont {
        let index = size.rawValue
        switch base {
        case .style(let style):
            return ResolvedFont(family: nil, size: style.pointSizes[index], weight: weight ?? style.weight,
                                design: design, isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
        case .system(let points):
            return ResolvedFont(family: nil, size: points, weight: weight ?? .regular, design: design,
                                isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
        case .custom(let name, let points, let style):
            let scale = style.map { $0.pointSizes[index] / $0.pointSizes[DynamicTypeSize.large.rawValue] } ?? 1
            return ResolvedFont(family: name, size: points * scale, weight: weight ?? .regular, design: design,
                                isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
        }
    }
}

/// A font with every choice made: what a text engine measures and draws.
public struct ResolvedFont: Hashable, Sendable {
    /// The family name, or nil for the system family.
    public var family: String?
    public var size: CGFloat
    public var weight: Font.Weight
    public var width: Font.Width = .standard
    public var design: Font.Design
    public var isItalic: Bool
    public var hasMonospacedDigits: Bool

    public init(family: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
                isItalic: Bool = false, hasMonospacedDigits: Bool = false) {
        (self.family, self.size, self.weight, self.design) = (family, size, weight, design)
        (self.isItalic, self.hasMonospacedDigits) = (isItalic, hasMonospacedDigits)
    }
}
