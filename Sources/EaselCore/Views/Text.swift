import Foundation

/// A run of text, measured by the environment's `TextMeasuring`.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var hasMonospacedDigits = false
    var style: AnyShapeStyle?

    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { var copy = self; copy.isItalic = true; return copy }
    /// Draws digits all of one width (OpenType tabular figures), so columns of numbers line up.
    public func monospacedDigit() -> Text { var copy = self; copy.hasMonospacedDigits = true; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.style = color.map(AnyShapeStyle.init); return copy }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { var copy = self; copy.style = AnyShapeStyle(style); return copy }

    public static func == (lhs: Text, rhs: Text) -> Bool { lhs.content == rhs.content && lhs.font == rhs.font }

    /// The concrete font: the text's own, else the environment's, else body; then the weight, italic and
    /// digit settings of the text itself, else of the views around it.
    func resolvedFont(in environment: EnvironmentValues) -> ResolvedFont {
        var resolved = (font ?? environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
        if let weight = weight ?? environment.fontWeight { resolved.weight = weight }
        if isItalic || environment.isItalic { resolved.isItalic = true }
        if hasMonospacedDigits || environment.hasMonospacedDigits { resolved.hasMonospacedDigits = true }
        return resolved
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [TextNode(text: self, context: context)] }
}

/// A text leaf: measured for the proposed width, its size rounded up to whole pixels; it sets the first
/// and last text baselines as explicit guides.
///
/// Like SwiftUI's `Text`, it also honours a proposed height: lines that do not fit are dropped (the
/// last line shown is truncated), but at least one line is always shown. So a wrapping text is
/// flexible vertically, from one line to all of them, and `fixedSize(horizontal: false, vertical: true)`
/// (which proposes a nil height) is what keeps every line.
final class TextNode: ViewNode {
    let text: Text
    let font: ResolvedFont

    init(text: Text, context: ResolveContext) {
        self.text = text
        font = text.resolvedFont(in: context.environment)
        super.init(context: context)
    }

    func request(width: CGFloat?) -> TextLayoutRequest {
        TextLayoutRequest(string: text.content, font: font, width: width, lineLimit: environment.lineLimit,
                          alignment: environment.multilineTextAlignment, layoutDirection: environment.layoutDirection)
    }

    /// The request measured for `proposal`: wrapped at the proposed width, and with a line limit low
    /// enough for the lines to fit the proposed height (never below one line).
    func fittedRequest(_ proposal: ProposedViewSize) -> TextLayoutRequest {
        let measurer = environment.textMeasurer
        var request = request(width: proposal.width)
        guard let height = proposal.height, height.isFinite,
              measurer.measure(request).size.height > height + Self.tolerance else { return request }
        // Add lines one at a time while they fit; stop when another line would not fit, or adds no height
        // (the text has no more lines, or the measurer ignores line limits).
        let limit = request.lineLimit ?? .max
        var fitted = request
        fitted.lineLimit = 1
        var fittedHeight = measurer.measure(fitted).size.height
        var lines = 2
        while lines <= limit {
            request.lineLimit = lines
            let next = measurer.measure(request).size.height
            guard next <= height + Self.tolerance, next > fittedHeight else { break }
            (fitted, fittedHeight) = (request, next)
            lines += 1
        }
        return fitted
    }

    /// How far a measured height may exceed the proposal and still fit (floating-point noise).
    private static let tolerance: CGFloat = 1e-9

    /// Measurements by proposal: fitting a height can take several measurements, and guides ask again.
    private var measurements: [ProposedViewSize: TextMeasurement] = [:]

    func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
        if let measurement = measurements[proposal] { return measurement }
        let measurement = environment.textMeasurer.measure(fittedRequest(proposal))
        measurements[proposal] = measurement
        return measurement
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let size = measure(proposal).size
        let scale = max(environment.displayScale, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    override func computeGuideKinds() -> GuideKinds { .other }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key.isFirstBaseline { return measure(proposal).firstBaseline }
        if key.isLastBaseline { return measure(proposal).lastBaseline }
        return nil
    }

    /// Text spacing, with the font's leading rounded up to a pixel.
    override var spacing: ViewSpacing {
        let scale = max(environment.displayScale, 1)
        return .text(leading: (measure(.unspecified).leading * scale).rounded(.up) / scale)
    }

    /// The paint text is drawn with: the text's own style, else the environment's foreground style, else
    /// `.primary`, resolved in the node's environment (so the colour scheme and tint apply) for the
    /// text's frame (so a gradient spans the text).
    var paint: Paint {
        (text.style ?? AnyShapeStyle(ForegroundStyle())).paint(in: frame, environment: environment)
    }

    override var displayRole: DisplayRole? { .text(environment.contentTransition) }

    /// Draws the text in its frame. It is laid out for the width it was measured at (the proposal's),
    /// clamped to the frame's width, and fitted to the proposed height as it was measured, so it breaks
    /// into the lines it was measured with, drops the lines it dropped (truncating the last one kept),
    /// and aligns its lines within the frame.
    override func draw(into list: inout DisplayListBuilder) {
        let width = layoutProposal.width.map { min($0, frame.width) }
        list.text(fittedRequest(ProposedViewSize(width: width, height: layoutProposal.height)), frame: frame, paint: paint)
    }
}
