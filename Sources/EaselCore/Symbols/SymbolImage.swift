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

    /// A symbol image in `mode` (see `SymbolRenderingMode`: the set's symbols have one layer).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
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

    /// SF Symbols' small and large scales, relative to medium.
    static func factor(for scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The cap height of the system font as a fraction of its point size (SF Pro: 1443/2048 = 0.705;
    /// Inter, Easel's system font: 0.727): 0.71.
    static let capHeightRatio: CGFloat = 0.71

    init(systemName: String, isResizable: Bool, context: ResolveContext) {
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
    var side: CGFloat { outline == nil ? 0 : font.size * Self.factor(for: environment.imageScale) }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let natural = CGSize(width: side, height: side)
        guard isResizable, outline != nil else { return natural }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }

    override func computeGuideKinds() -> GuideKinds { .other }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key.isFirstBaseline || key.isLastBaseline, outline != nil else { return nil }
        return size.height / 2 + font.size * Self.capHeightRatio / 2
    }

    override var displayRole: DisplayRole? { .shape }

    /// Fills the outline, stretched from the 16-unit grid to the frame, with the foreground style.
    override func draw(into list: inout DisplayListBuilder) {
        guard let outline, frame.width > 0, frame.height > 0 else { return }
        let path = Self.path(of: outline, in: frame)
        list.fill(path, AnyShapeStyle(ForegroundStyle()).resolveColor(in: environment))
    }

    /// `outline` (on the symbol set's 16-unit grid) stretched to `frame`.
    static func path(of outline: Path, in frame: CGRect) -> Path {
        let (sx, sy) = (frame.width / SymbolLibrary.gridSize, frame.height / SymbolLibrary.gridSize)
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: frame.minX + p.x * sx, y: frame.minY + p.y * sy) }
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
