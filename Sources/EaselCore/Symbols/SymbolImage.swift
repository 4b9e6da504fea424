import Foundation

extension Image {
    /// A symbol from the system's symbol set, by its SF Symbols name (`"star.fill"`).
    ///
    /// Easel draws it with its Bootstrap Icons counterpart (`SymbolNames`), as a vector outline in the
    /// foreground style, sized by the font (`SymbolNode`). A name the set does not have draws nothing
    /// and takes no space, as in SwiftUI, and is reported through `LayoutDiagnostics.missingSymbolReporter`.
    public init(systemName: String) {
        self.init("")
        self.systemName = systemName
    }

    /// A symbol drawn for `variableValue` (0…1), as SwiftUI's `Image(systemName:variableValue:)`. On iOS
    /// a variable symbol dims the layers above the value; Easel's symbol set has no variable layers, so
    /// the symbol draws whole whatever the value (as iOS draws a symbol that is not variable).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// What the image shows inside a `Text`: its symbol, or nothing for an image from a file.
    var inlineContent: Text.Content { .symbol(systemName: systemName ?? "") }

    /// A symbol image in `mode` (see `SymbolRenderingMode` and `SymbolLayers`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// How an image is drawn (SwiftUI's `Image.TemplateRenderingMode`): as a template, in the foreground
    /// style, or in its original colours.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// The image drawn as a template or in its own colours. A symbol in `.original` draws in its inherent
    /// colours, as in the multicolor mode; in `.template` it draws in the foreground style, in the
    /// environment's `symbolRenderingMode`. (Images from files are drawn in their own colours either way.)
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateRenderingMode = renderingMode
        return copy
    }
}

/// The size rule of symbols, shared by a symbol view (`SymbolNode`) and a symbol inside text (drawn
/// by the text engine).
package enum SymbolMetrics {
    /// SF Symbols' small and large scales, relative to medium.
    package static func factor(for scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    /// How much larger than the font's point size a symbol's image is, where iOS draws it larger than the
    /// medium-scale square: measured on the fidelity suite's references (`qrcode` at 28 points is an image
    /// 88 pixels, 29⅓ points, tall at 3×: vault-ios). Every other name is 1.
    package static func sizeFactor(systemName: String) -> CGFloat {
        switch systemName {
        case "qrcode": 88 / 84
        default: 1
        }
    }

    /// The cap height of the system font as a fraction of its point size (SF Pro: 1443/2048 = 0.705;
    /// Inter, Easel's system font: 0.727): 0.71.
    package static let capHeightRatio: CGFloat = 0.71

    /// A symbol's square at font size `size` and scale `factor`, relative to the text's baseline
    /// (y grows downwards): centred on the middle of the cap height, so it sits on the baseline as the
    /// symbol view beside the text does.
    package static func square(fontSize size: CGFloat, factor: CGFloat) -> CGRect {
        let side = size * factor
        return CGRect(x: 0, y: -size * capHeightRatio / 2 - side / 2, width: side, height: side)
    }
}

/// A symbol: its outline scaled from the set's 16-unit grid to a square sized by the font, filled with
/// the foreground style.
///
/// The size rule follows SF Symbols (Apple's Human Interface Guidelines, "SF Symbols": a symbol takes
/// the point size and weight of the text beside it, and comes in small, medium and large scales): at
/// medium scale the square's side is the font's point size; small and large scale it by 0.783 and 1.29
/// (the ratios of SF Symbols' small and large glyphs to medium ones, as iOS draws them). The square is
/// centred on the middle of the font's cap height, so in an `HStack(alignment: .firstTextBaseline)` the
/// symbol sits centred on capital letters like an SF Symbol; its baseline is that of the text beside it.
/// Bootstrap Icons has one weight, so `fontWeight` does not change the outline.
final class SymbolNode: ViewNode {
    let systemName: String
    let outline: Path?
    let isResizable: Bool
    let font: ResolvedFont
    let renderingMode: Image.TemplateRenderingMode?

    static func factor(for scale: Image.Scale) -> CGFloat { SymbolMetrics.factor(for: scale) }
    static var capHeightRatio: CGFloat { SymbolMetrics.capHeightRatio }

    init(systemName: String, isResizable: Bool, renderingMode: Image.TemplateRenderingMode?, context: ResolveContext) {
        self.renderingMode = renderingMode
        let environment = context.environment
        let name = SymbolNames.name(systemName, with: environment.symbolVariants)
        self.systemName = name
        self.isResizable = isResizable
        font = (environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
        outline = SymbolLibrary.outline(systemName: name)
        super.init(context: context)
        if outline == nil { LayoutDiagnostics.report(MissingSymbol(name: name)) }
    }

    /// The side of the symbol's square at its font and scale, or 0 for a missing symbol.
    var side: CGFloat { outline == nil ? 0 : font.size * Self.factor(for: environment.imageScale) * SymbolMetrics.sizeFactor(systemName: systemName) }

    /// What a resizable symbol stretches to its frame: the glyph's own bounds on the 16-unit grid, as iOS
    /// stretches an SF Symbol's image (its glyph, without the set's margin) to `resizable()`'s frame; a
    /// fixed-size symbol keeps the whole grid.
    private lazy var drawnBox: CGRect = {
        let grid = CGRect(x: 0, y: 0, width: SymbolLibrary.gridSize, height: SymbolLibrary.gridSize)
        guard isResizable, let bounds = outline?.boundingRect, bounds.width > 0, bounds.height > 0 else { return grid }
        return bounds
    }()

    /// A fixed symbol is its font's square; a resizable one takes the proposal, and where a dimension is
    /// unspecified the glyph's bounds at the font's size (so `scaledToFit()` keeps the glyph's aspect).
    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        guard isResizable, outline != nil else { return CGSize(width: side, height: side) }
        let unit = side / SymbolLibrary.gridSize
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: drawnBox.width * unit, height: drawnBox.height * unit))
    }

    override func computeGuideKinds() -> GuideKinds { .other }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key.isFirstBaseline || key.isLastBaseline, outline != nil else { return nil }
        return size.height / 2 + font.size * Self.capHeightRatio / 2
    }

    override var displayRole: DisplayRole? { .shape }

    /// The rendering mode the symbol is drawn in: its own colours under `renderingMode(.original)`,
    /// else the environment's mode, monochrome by default.
    var mode: SymbolRenderingMode {
        renderingMode == .original ? .multicolor : environment.symbolRenderingMode ?? .monochrome
    }

    /// Fills the outline, stretched from its drawn box to the frame, with the foreground style; in the
    /// hierarchical, palette and multicolor modes a layered symbol (`SymbolLayers`) fills its enclosure
    /// with the secondary style and its glyph with the primary one:
    /// - hierarchical: the foreground style, and its secondary level (60 % opacity) for the enclosure;
    /// - palette: the styles of `foregroundStyle(_:_:)` (one style paints both layers);
    /// - multicolor: the symbol's inherent colours (`SymbolMulticolors`), else monochrome.
    override func draw(into list: inout DisplayListBuilder) {
        guard let outline, frame.width > 0, frame.height > 0 else { return }
        let primary = AnyShapeStyle(ForegroundStyle()).resolveColor(in: environment)
        let layers = mode == .monochrome ? nil : SymbolLayers.layers(of: outline, name: systemName)
        let styles: (primary: RGBA, secondary: RGBA)? = switch mode {
        case .hierarchical: (primary, AnyShapeStyle(HierarchicalShapeStyle.secondary).resolveColor(in: environment))
        case .palette: (primary, (environment.foregroundStyleLevels.first ?? AnyShapeStyle(ForegroundStyle())).resolveColor(in: environment))
        case .multicolor: SymbolMulticolors.colors(for: systemName).map { ($0.primary.resolve(in: environment), $0.secondary.resolve(in: environment)) }
        default: nil
        }
        guard let layers, let styles else {
            list.fill(mapped(outline), primary)
            return
        }
        list.fill(mapped(layers.secondary), styles.secondary)
        list.fill(mapped(layers.primary), styles.primary, style: FillStyle(eoFill: true))
    }

    /// `outline` stretched from its drawn box (`drawnBox`) to the frame.
    private func mapped(_ outline: Path) -> Path { Self.path(of: outline, in: frame, from: drawnBox) }

    /// `outline` stretched from `box` (on the symbol set's 16-unit grid: by default the whole grid) to `frame`.
    static func path(of outline: Path, in frame: CGRect,
                     from box: CGRect = CGRect(x: 0, y: 0, width: SymbolLibrary.gridSize, height: SymbolLibrary.gridSize)) -> Path {
        let (sx, sy) = (frame.width / box.width, frame.height / box.height)
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: frame.minX + (p.x - box.minX) * sx, y: frame.minY + (p.y - box.minY) * sy) }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let p): path.move(to: map(p))
            case .line(let p): path.addLine(to: map(p))
            case .quadCurve(let p, let c): path.addQuadCurve(to: map(p), control: map(c))
            case .curve(let p, let c1, let c2): path.addCurve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
