import Foundation

/// A variant of a symbol: filled, enclosed in a circle or square, slashed (SwiftUI's `SymbolVariants`).
///
/// `symbolVariant(_:)` asks for it; a symbol that has no such variant draws as it is.
public struct SymbolVariants: Hashable, Sendable {
    private let flags: UInt8
    private init(flags: UInt8) { self.flags = flags }

    public static let none = SymbolVariants(flags: 0)
    public static let fill = SymbolVariants(flags: 1)
    public static let circle = SymbolVariants(flags: 2)
    public static let square = SymbolVariants(flags: 4)
    public static let slash = SymbolVariants(flags: 8)
    /// SF Symbols' rectangle variant; Bootstrap Icons draws enclosed symbols in squares.
    public static let rectangle = square

    public var fill: SymbolVariants { SymbolVariants(flags: flags | 1) }
    public var circle: SymbolVariants { SymbolVariants(flags: flags | 2) }
    public var square: SymbolVariants { SymbolVariants(flags: flags | 4) }
    public var slash: SymbolVariants { SymbolVariants(flags: flags | 8) }
    public var rectangle: SymbolVariants { square }

    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool { flags & other.flags == other.flags && other.flags != 0 }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// Bootstrap Icons draws each symbol as one outline; Easel finds two layers in the filled, enclosed ones
/// (`SymbolLayers`: the glyph over its enclosure), which `hierarchical`, `palette` and `multicolor`
/// colour apart (`SymbolNode.draw`). A symbol of one layer draws in the foreground style in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image {
    /// The size of a symbol relative to the font it is drawn with (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The variant symbols in the view are drawn in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The scale symbols in the view are drawn at (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How symbols in the view colour their layers (`symbolRenderingMode(_:)`).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the symbols in this view in `variant` where they have it (`.fill`, `.circle.fill`, …).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment { $0.symbolVariants = $0.symbolVariants.union(variant) }
    }
    /// Scales the symbols in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    /// Sets how the symbols in this view colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
}

extension SymbolVariants {
    func union(_ other: SymbolVariants) -> SymbolVariants { SymbolVariants(flags: flags | other.flags) }
}
