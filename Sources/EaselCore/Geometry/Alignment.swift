import Foundation

/// A type that names an alignment guide and gives its value when a view sets none explicitly.
public protocol AlignmentID {
    /// The guide's value, in the view's own coordinates, for a view that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies one alignment guide along one axis.
///
/// It holds the guide's `AlignmentID` metatype, which is immutable, so sharing a key across threads is
/// safe even though Swift cannot prove it.
///
/// The stored properties are ordered so that the small ones share the optional's padding (40 bytes, not
/// 56): keys are copied with every alignment, and frames hold two.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    private let type: any AlignmentID.Type
    /// For Easel's own guides, the default value as a fraction of the view's length along `axis` (0 for
    /// leading and top, 1/2 for the centres, 1 for trailing, bottom and the baselines), so that it needs
    /// no call through `type`.
    private let fraction: CGFloat?
    let axis: Axis
    /// Whether the guide is one of the built-in edge and centre guides (leading, center, trailing, top,
    /// center, bottom), which SwiftUI does not pass up through multi-child containers.
    let isFrameAlignment: Bool
    /// Whether the guide is the first text baseline, whose merged value is the topmost of the subviews'.
    let isFirstBaseline: Bool
    /// Whether the guide is the last text baseline, whose merged value is the bottommost of the subviews'.
    let isLastBaseline: Bool

    init(_ type: any AlignmentID.Type, axis: Axis) {
        id = ObjectIdentifier(type)
        self.axis = axis
        self.type = type
        isFrameAlignment = Self.frameAlignmentIDs.contains(id)
        isFirstBaseline = id == ObjectIdentifier(FirstTextBaselineID.self)
        isLastBaseline = id == ObjectIdentifier(LastTextBaselineID.self)
        fraction = Self.fractions[id]
    }

    /// Whether the default value is a fixed fraction of the view's length (Easel's own guides): then two
    /// views of one finite length have the same default value, whatever the fraction.
    var isProportional: Bool { fraction != nil }

    /// The kind of guide, for `ViewNode.guideKinds`.
    var kind: GuideKinds { isFrameAlignment ? .frame : .other }

    /// The default value for a view of `size` that sets no guide: `defaultValue(ViewDimensions(size:))`,
    /// without making the dimensions for Easel's own guides.
    func defaultValue(size: CGSize) -> CGFloat {
        guard let fraction else { return type.defaultValue(in: ViewDimensions(size: size)) }
        return fraction == 0 ? 0 : (axis == .horizontal ? size.width : size.height) * fraction
    }

    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
        guard let fraction else { return type.defaultValue(in: dimensions) }
        return fraction == 0 ? 0 : (axis == .horizontal ? dimensions.width : dimensions.height) * fraction
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(axis) }

    private static let fractions: [ObjectIdentifier: CGFloat] = [
        ObjectIdentifier(LeadingID.self): 0, ObjectIdentifier(HCenterID.self): 0.5, ObjectIdentifier(TrailingID.self): 1,
        ObjectIdentifier(TopID.self): 0, ObjectIdentifier(VCenterID.self): 0.5, ObjectIdentifier(BottomID.self): 1,
        ObjectIdentifier(FirstTextBaselineID.self): 1, ObjectIdentifier(LastTextBaselineID.self): 1,
    ]

    private static let frameAlignmentIDs: Set<ObjectIdentifier> = [
        ObjectIdentifier(LeadingID.self), ObjectIdentifier(HCenterID.self), ObjectIdentifier(TrailingID.self),
        ObjectIdentifier(TopID.self), ObjectIdentifier(VCenterID.self), ObjectIdentifier(BottomID.self),
    ]
}

private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines at its bottom edge, as in SwiftUI.
enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// Whether both guides are Easel's own, fixed fractions of the length (`AlignmentKey.isProportional`).
    var isProportional: Bool { horizontal.key.isProportional && vertical.key.isProportional }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// Kinds of alignment guide, which tell which guides a view can set explicitly (`ViewNode.guideKinds`).
struct GuideKinds: OptionSet {
    let rawValue: UInt8
    /// The built-in edge and centre guides.
    static let frame = GuideKinds(rawValue: 1)
    /// Text baselines and custom guides.
    static let other = GuideKinds(rawValue: 2)
    static let all: GuideKinds = [.frame, .other]
}

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view whose explicit guides these are, and the proposal its size answers; nil for a view that
    /// sets no guide.
    private let node: ViewNode?
    private let proposal: ProposedViewSize

    /// Dimensions without explicit guides.
    init(size: CGSize) {
        (width, height) = (size.width, size.height)
        (node, proposal) = (nil, .unspecified)
    }

    /// The dimensions of `node` at `size`, the size it takes for `proposal`.
    init(size: CGSize, node: ViewNode, proposal: ProposedViewSize) {
        (width, height) = (size.width, size.height)
        (self.node, self.proposal) = (node, proposal)
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// A guide the view sets explicitly.
    func explicitGuide(_ key: AlignmentKey) -> CGFloat? {
        guard let node, node.guideKinds.contains(key.kind) else { return nil }
        return node.explicitGuide(key, size: size, proposal: proposal)
    }

    func value(of key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(self) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

extension CGFloat {
    /// How far a view of this length extends past its guide at `guide`: `length − guide`, except that
    /// an infinitely long view (a flexible view asked its maximum size) extends infinitely past any
    /// guide, where the subtraction would give NaN (∞ − ∞) and poison a container's union.
    func extent(pastGuide guide: CGFloat) -> CGFloat {
        self == .infinity ? .infinity : self - guide
    }
}
