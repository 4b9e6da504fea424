import Foundation

/// Text: one or more runs (`Text + Text`, Markdown), each with its own font, colour and attributes,
/// measured and drawn as one paragraph by the environment's `TextMeasuring`.
///
/// Modifiers applied to a `Text` apply to every run that does not set the same attribute itself: the
/// innermost setting wins, as in SwiftUI (`(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
/// draws "a" red and "b" blue).
nonisolated public struct Text: View, PrimitiveView, Equatable {
    var segments: [Segment]

    /// A run of a `Text`: its content and the attributes set on it.
    struct Segment: Equatable {
        var content: Content
        var attributes = Attributes()
        /// The run's colour, kept apart from `attributes` because styles are not comparable.
        var style: AnyShapeStyle?
        /// Whether the run is a Markdown link, drawn in the tint colour unless it has its own.
        var isLink = false

        static func == (lhs: Segment, rhs: Segment) -> Bool {
            lhs.content == rhs.content && lhs.attributes == rhs.attributes && lhs.isLink == rhs.isLink
        }
    }

    /// What a run shows: a string, a date written out when the text is resolved (relative dates and
    /// timers depend on the environment's `easelNow`), or a symbol drawn inline (`Text(Image(systemName:))`).
    enum Content: Equatable {
        case string(String)
        case date(Date, DateStyle)
        case formatted(FormattedValue)
        case symbol(systemName: String)
    }

    /// The attributes of a run that are nil until a modifier sets them.
    struct Attributes: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var width: Font.Width?
        var design: Font.Design?
        var isItalic: Bool?
        var isMonospaced: Bool?
        var hasMonospacedDigits: Bool?
        var underline: LineStyle??
        var strikethrough: LineStyle??
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
    }

    init(segments: [Segment]) { self.segments = segments }

    /// The text's characters, its runs' strings joined (a date run, written out only when the text is
    /// resolved in an environment, adds nothing): what a list header, a title or an accessibility label
    /// made from the text reads.
    package var content: String {
        segments.map { segment in
            switch segment.content {
            case .string(let string): string
            case .formatted(let value): value.defaultString
            case .date, .symbol: ""
            }
        }.joined()
    }

    /// Text showing `content` as it is, without Markdown. Disfavoured, as in SwiftUI, so that a string
    /// literal is a `LocalizedStringKey` (with Markdown) and only a string value comes here.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(content: .string(String(content)))] }
    /// Text showing `content` as it is, without Markdown or localization.
    public init(verbatim content: String) { segments = [Segment(content: .string(content))] }

    /// Text showing `image` inline: a symbol (`Image(systemName:)`) is drawn as a glyph of the run's font
    /// (see `TextResolution`); Easel draws no other image inside text, so an image from a file shows nothing.
    public init(_ image: Image) { segments = [Segment(content: image.inlineContent)] }

    /// This text with `attribute` set to `value` on every run that has not set it.
    func setting<V>(_ attribute: WritableKeyPath<Attributes, V?>, _ value: V) -> Text {
        var copy = self
        for index in copy.segments.indices where copy.segments[index].attributes[keyPath: attribute] == nil {
            copy.segments[index].attributes[keyPath: attribute] = value
        }
        return copy
    }

    public func font(_ font: Font?) -> Text { font.map { setting(\.font, $0) } ?? self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { setting(\.weight, $0) } ?? self }
    public func bold() -> Text { fontWeight(.bold) }
    /// Bold text when `isActive`, else the text unchanged.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { setting(\.isItalic, true) }
    /// Italic text when `isActive`; upright when not, whatever the views around it ask.
    public func italic(_ isActive: Bool) -> Text { setting(\.isItalic, isActive) }
    /// Draws digits all of one width (OpenType tabular figures), so columns of numbers line up.
    public func monospacedDigit() -> Text { setting(\.hasMonospacedDigits, true) }
    public func foregroundColor(_ color: Color?) -> Text { color.map { foregroundStyle($0) } ?? self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        for index in copy.segments.indices where copy.segments[index].style == nil {
            copy.segments[index].style = AnyShapeStyle(style)
        }
        return copy
    }

    /// Concatenates two texts into one paragraph, each part keeping its own attributes.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [TextNode(text: self, context: context)] }
}

/// A text leaf: measured for the proposed width, its size rounded up to whole pixels; it sets the first
/// and last text baselines as explicit guides.
///
/// Like SwiftUI's `Text`, it also honours a proposed height: lines that do not fit are dropped (the
/// last line shown is truncated), but at least one line is always shown. So a wrapping text is
/// flexible vertically, from one line to all of them, and `fixedSize(horizontal: false, vertical: true)`
/// (which proposes a nil height) is what keeps every line.
///
/// With a `minimumScaleFactor` below 1, text that would be truncated is first drawn smaller, down to
/// that factor of its size (see `TextScaling`).
///
/// Proposed a width of zero, it is 0 × 0 and draws nothing, as iOS's: swift-snapshot-testing's
/// `.sizeThatFits` proposes 0 × 0 (`UIHostingController.sizeThatFits(in: .zero)`), and iOS records
/// `Text("Hello, World!").padding()` as the padding alone, 32 × 32 points (pointfreeco/swift-snapshot-testing
/// issue 1070), and a `Label` as its icon. Any wider proposal keeps at least one character a line.
final class TextNode: ViewNode {
    let text: Text
    /// The text's runs, resolved in the node's environment.
    let pieces: [(string: String, style: TextLayoutRequest.RunStyle)]
    let font: ResolvedFont

    override var textString: String? { request(width: nil).string }

    init(text: Text, context: ResolveContext) {
        self.text = text
        pieces = TextResolution.pieces(of: text, in: context.environment)
        font = pieces.first?.style.font ?? TextResolution.font(of: Text.Attributes(), in: context.environment)
        super.init(context: context)
        let measurer = context.environment.textMeasurer
        var reported = Set<String>()
        for piece in pieces {
            guard let name = piece.style.font.family, reported.insert(name).inserted, !measurer.hasFont(named: name) else { continue }
            LayoutDiagnostics.report(MissingFont(name: name))
        }
    }

    func request(width: CGFloat?) -> TextLayoutRequest {
        var request = TextLayoutRequest(pieces: pieces, fallbackFont: font, width: width, lineLimit: environment.lineLimit,
                                        alignment: environment.multilineTextAlignment, layoutDirection: environment.layoutDirection)
        request.lineSpacing = environment.lineSpacing
        request.truncationMode = environment.truncationMode
        return request
    }

    /// The request measured for `proposal`: wrapped at the proposed width, shrunk as far as
    /// `minimumScaleFactor` allows while it does not fit, and with a line limit low enough for the
    /// lines to fit the proposed height (never below one line).
    func fittedRequest(_ proposal: ProposedViewSize) -> TextLayoutRequest {
        let measurer = environment.textMeasurer
        var request = TextScaling.shrunk(request(width: proposal.width), toFit: proposal.height,
                                         minimumScaleFactor: environment.minimumScaleFactor, measurer: measurer)
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
    static let tolerance: CGFloat = 1e-9

    /// Measurements by proposal: fitting a height can take several measurements, and guides ask again.
    private var measurements: [ProposedViewSize: TextMeasurement] = [:]

    func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
        if let measurement = measurements[proposal] { return measurement }
        var measurement = environment.textMeasurer.measure(fittedRequest(proposal))
        measurement.size.height = max(measurement.size.height, reservedHeight)
        measurements[proposal] = measurement
        return measurement
    }

    /// The height of the lines the environment reserves (at most the line limit): as many lines of one
    /// letter in the text's first font, so a text of fewer lines is as tall as that many of its own.
    private lazy var reservedHeight: CGFloat = {
        let lines = min(environment.reservedLineCount, environment.lineLimit.map { max($0, 1) } ?? .max)
        guard lines > 0 else { return 0 }
        var reserved = TextLayoutRequest(string: Array(repeating: "X", count: lines).joined(separator: "\n"), font: font, width: nil)
        reserved.lineSpacing = environment.lineSpacing
        return environment.textMeasurer.measure(reserved).size.height
    }()

    /// Whether `proposal` leaves the text no width at all.
    static func hasNoRoom(_ proposal: ProposedViewSize) -> Bool { proposal.width.map { $0 <= 0 } ?? false }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        guard !Self.hasNoRoom(proposal) else { return .zero }
        let size = measure(proposal).size
        let scale = max(environment.displayScale, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    override func computeGuideKinds() -> GuideKinds { .other }

    override func computeExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if Self.hasNoRoom(proposal), key.isFirstBaseline || key.isLastBaseline { return 0 }
        if key.isFirstBaseline { return measure(proposal).firstBaseline }
        if key.isLastBaseline { return measure(proposal).lastBaseline }
        return nil
    }

    /// Text spacing, with the font's leading rounded up to a pixel.
    override var spacing: ViewSpacing {
        let scale = max(environment.displayScale, 1)
        return .text(leading: (measure(.unspecified).leading * scale).rounded(.up) / scale)
    }

    /// The paint text is drawn with: a single run's own style, else the environment's foreground style,
    /// else `.primary`, resolved in the node's environment (so the colour scheme and tint apply) for the
    /// text's frame (so a gradient spans the text). Runs of a concatenated text with colours of their own
    /// carry them in the request.
    var paint: Paint {
        let own = text.segments.count == 1 ? text.segments[0].style : nil
        return (own ?? AnyShapeStyle(ForegroundStyle())).paint(in: frame, environment: environment)
    }

    override var displayRole: DisplayRole? { .text(environment.contentTransition) }

    /// Draws the text in its frame. It is laid out for the width it was measured at (the proposal's),
    /// clamped to the frame's width, and fitted to the proposed height as it was measured, so it breaks
    /// into the lines it was measured with, drops the lines it dropped (truncating the last one kept),
    /// and aligns its lines within the frame.
    override func draw(into list: inout DisplayListBuilder) {
        guard !Self.hasNoRoom(layoutProposal) else { return }
        if environment.drawsPlaceholders {
            let lineHeight = environment.textMeasurer.measure(TextLayoutRequest(string: "X", font: font, width: nil)).size.height
            let lines = lineHeight > 0 ? Int((frame.height / lineHeight).rounded()) : 1
            list.fill(RedactionPlaceholder.textBars(in: frame, lineCount: lines), RedactionPlaceholder.color(in: environment))
            return
        }
        let width = layoutProposal.width.map { min($0, frame.width) }
        list.text(fittedRequest(ProposedViewSize(width: width, height: layoutProposal.height)), frame: frame, paint: paint)
    }
}
