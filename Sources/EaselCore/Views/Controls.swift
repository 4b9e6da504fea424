import Foundation

/// Flexible space along the axis of the enclosing stack; in both axes outside a stack.
///
/// Rules: along its axis a spacer takes what it is offered but never less than `minLength` (8 by
/// default), and its ideal length is `minLength`; across the axis it takes nothing. Stacks serve spacers
/// after every other view, and the distance to a spacer is 0.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [SpacerNode(minLength: minLength ?? ViewSpacing.systemSpacing, axis: context.stackOrientation, context: context)]
    }
}

final class SpacerNode: ViewNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?, context: ResolveContext) {
        (self.minLength, self.axis) = (minLength, axis)
        super.init(context: context)
        traits.isSpacer = true
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override var spacing: ViewSpacing { .spacer }
}

/// A thin line that separates content: across a horizontal stack it is vertical; in a vertical stack
/// or outside any stack it is horizontal. It spans what it is offered along its length and is one pixel
/// thick at the render scale.
public struct Divider: View, PrimitiveView {
    public init() {}

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let vertical = context.stackOrientation == .horizontal
        return [DividerNode(isVertical: vertical, context: context)]
    }

    /// Apple's separator colour.
    static let color = Color.system(light: 0x3C3C43, dark: 0x545458, alpha: 0.29)
}

final class DividerNode: ViewNode {
    let isVertical: Bool

    init(isVertical: Bool, context: ResolveContext) {
        self.isVertical = isVertical
        super.init(context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / max(environment.displayScale, 1)
        let size = proposal.replacingUnspecifiedDimensions()
        return isVertical ? CGSize(width: thickness, height: size.height) : CGSize(width: size.width, height: thickness)
    }

    override var displayRole: DisplayRole? { .shape }

    /// A divider is its frame filled with the separator colour.
    override func draw(into list: inout DisplayListBuilder) {
        list.fill(Path(frame), .color(Divider.color.resolve(in: environment)))
    }
}

/// An image from a PNG file.
///
/// A plain image is as large as the file's pixel size in points. A `resizable()` image takes the
/// size it is offered (its ideal size is the file's), usually with `aspectRatio`/`scaledToFit`.
/// A file that cannot be read gives an image of size zero.
public struct Image: View, PrimitiveView {
    public let path: String
    var isResizable = false
    /// The SF Symbols name of a symbol image (`Image(systemName:)`, in Symbols/SymbolImage.swift).
    var systemName: String?

    /// An image from the PNG file at `path`.
    public init(_ path: String) { self.path = path }
    public init(contentsOfFile path: String) { self.path = path }

    /// The image scaled to the size it is offered.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let systemName { return [SymbolNode(systemName: systemName, isResizable: isResizable, context: context)] }
        return [ImageNode(image: self, context: context)]
    }

    /// The pixel size in a PNG file's header, or nil when the file is not a PNG.
    static func pngSize(atPath path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ offset: Int) -> UInt32 { header[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        return CGSize(width: CGFloat(word(16)), height: CGFloat(word(20)))
    }
}

final class ImageNode: ViewNode {
    let image: Image
    let naturalSize: CGSize

    init(image: Image, context: ResolveContext) {
        self.image = image
        naturalSize = Image.pngSize(atPath: image.path) ?? .zero
        super.init(context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override var displayRole: DisplayRole? { .image }

    /// Draws the file's pixels scaled to the frame.
    override func draw(into list: inout DisplayListBuilder) {
        list.image(path: image.path, frame: frame)
    }
}
