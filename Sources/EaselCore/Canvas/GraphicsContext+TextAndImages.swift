import Foundation

/// Text and images in a `GraphicsContext`.
///
/// Rules:
/// 1. A text is resolved in the canvas's environment (font, colour scheme, Dynamic Type size) and drawn in
///    its shading: the text's own style (`Text.foregroundStyle`), else the environment's foreground style,
///    unless set (`ResolvedText.shading`), over the text's frame.
/// 2. `draw(_:at:anchor:)` lays the text out on one line per paragraph (no wrapping width) and puts the
///    anchor's unit point of its measured frame at the point; `draw(_:in:)` wraps it at the rectangle's
///    width from the rectangle's top-left corner.
/// 3. An image from a file is drawn scaled to the rectangle; a symbol (`Image(systemName:)`) fills its
///    outline, stretched to the rectangle, in the foreground style. An image's size is the file's pixels in
///    points, a symbol's the side of its square at the environment's font (as the `Image` view sizes them).
extension GraphicsContext {
    /// A text resolved in a context's environment, ready to measure and draw.
    public struct ResolvedText {
        let request: TextLayoutRequest
        let measurer: any TextMeasuring
        /// What the text is painted with (rule 1).
        public var shading: Shading = .foreground

        /// The size the text takes when wrapped at `size.width` (its height is not limited).
        public func measure(in size: CGSize) -> CGSize {
            var request = request
            request.width = size.width.isFinite ? size.width : nil
            return measurer.measure(request).size
        }
    }

    /// `text` resolved in the context's environment (rule 1).
    public func resolve(_ text: Text) -> ResolvedText {
        let pieces = TextResolution.pieces(of: text, in: environment)
        let font = pieces.first?.style.font ?? TextResolution.font(of: Text.Attributes(), in: environment)
        var request = TextLayoutRequest(pieces: pieces, fallbackFont: font, width: nil, lineLimit: environment.lineLimit,
                                        alignment: environment.multilineTextAlignment, layoutDirection: environment.layoutDirection)
        request.lineSpacing = environment.lineSpacing
        var resolved = ResolvedText(request: request, measurer: environment.textMeasurer)
        if text.segments.count == 1, let own = text.segments[0].style { resolved.shading = .style(own) }
        return resolved
    }

    /// Draws `text` with `anchor`'s point of its frame at `point` (rule 2).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measurer.measure(text.request).size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, request: text.request, frame: CGRect(origin: origin, size: size))
    }

    /// Draws `text` wrapped at `rect`'s width from its top-left corner (rule 2).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var request = text.request
        request.width = rect.width
        let size = text.measurer.measure(request).size
        draw(text, request: request, frame: CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: size.height)))
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    private func draw(_ text: ResolvedText, request: TextLayoutRequest, frame: CGRect) {
        let paint = text.shading.paint(in: frame, environment: environment)
        guard paint.isVisible, !request.string.isEmpty else { return }
        append(.text(request, frame: frame, paint: paint))
    }

    /// An image resolved in a context's environment (rule 3).
    public struct ResolvedImage {
        let image: Image
        /// The file an image from a file draws (nil for a symbol, or for a name that names nothing).
        let source: AssetCatalog.Asset?
        /// The symbol's outline on its grid, for a symbol image.
        let outline: Path?
        /// The image's natural size in points (rule 3).
        public let size: CGSize
        /// What a symbol is painted with.
        public var shading: Shading?
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        guard let systemName = image.systemName else {
            let source = image.source(in: environment)
            if source == nil { LayoutDiagnostics.report(MissingImage(name: image.path, folder: environment.assetsDirectory?.path)) }
            return ResolvedImage(image: image, source: source, outline: nil, size: Image.naturalSize(of: source, in: environment))
        }
        let name = SymbolNames.name(systemName, with: environment.symbolVariants)
        let outline = SymbolLibrary.outline(systemName: name)
        if outline == nil { LayoutDiagnostics.report(MissingSymbol(name: name)) }
        let font = (environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
        let side = outline == nil ? 0 : font.size * SymbolNode.factor(for: environment.imageScale)
        return ResolvedImage(image: image, source: nil, outline: outline, size: CGSize(width: side, height: side))
    }

    /// Draws `image` scaled to `rect`; a symbol is filled by `style`'s rule.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let outline = image.outline else {
            guard let source = image.source else { return }
            return append(.image(path: source.path, frame: rect, style: image.image.drawingStyle(for: source)))
        }
        fill(SymbolNode.path(of: outline, in: rect), with: image.shading ?? .foreground, style: style)
    }

    /// Draws `image` at its natural size with `anchor`'s point of its frame at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
}
