import Easel

/// A value read from each element of a collection, with the label of what it measures (Apple's
/// `PlottableProjection`, iOS 18): `.value("Vote count", \.voteCount)` reads a key path of the element,
/// `.value("Kind", "A")` is the same value for every element. The vectorized plots (`BarPlot` …) take one
/// for each position, and their modifiers (`foregroundStyle(by:)` …) one for each encoding.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: ChartLabel
    let read: (DataElement) -> DataValue

    /// A key path of each element, labelled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: ChartLabel(label), read: { $0[keyPath: keyPath] })
    }

    /// A key path of each element, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: ChartLabel(label), read: { $0[keyPath: keyPath] })
    }

    /// A key path of each element, labelled with a text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: .text(label), read: { $0[keyPath: keyPath] })
    }

    /// One value for every element, labelled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: ChartLabel(label), read: { _ in value })
    }

    /// One value for every element, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: ChartLabel(label), read: { _ in value })
    }

    /// The value of `element`, as a mark's initialiser takes it.
    func value(of element: DataElement) -> PlottableValue<DataValue> {
        PlottableValue(label: label, value: read(element), unit: nil, calendar: nil)
    }
}

/// The width or height of each element's mark in a vectorized plot (Apple's `MarkDimensions`): one
/// `MarkDimension` for all, or one read from each element by a key path.
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let read: (DataElement) -> MarkDimension

    public static var automatic: MarkDimensions { MarkDimensions(read: { _ in .automatic }) }
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions(read: { _ in .fixed(value) }) }
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions(read: { _ in .ratio(value) }) }
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions(read: { _ in .inset(value) }) }
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(read: { .fixed($0[keyPath: keyPath]) }) }
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(read: { .ratio($0[keyPath: keyPath]) }) }
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(read: { .inset($0[keyPath: keyPath]) }) }
    public init(floatLiteral value: Double) { read = { _ in .fixed(CGFloat(value)) } }
    public init(integerLiteral value: Int) { read = { _ in .fixed(CGFloat(value)) } }
    init(read: @escaping (DataElement) -> MarkDimension) { self.read = read }
}
