import Easel

/// A type that describes chart content: marks, or content built of marks (Apple's `ChartContent`).
/// A type of your own composes marks in its `body`, as a view composes views. Main-actor isolated, as
/// Apple's is (and as `View` is); Charts' own content is `nonisolated`.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }

    /// Appends the marks this content describes to `marks`. Marks and Charts' own content types
    /// implement it; content of your own resolves its `body`.
    nonisolated static func _makeChartContent(_ content: Self, into marks: _ChartMarks)
}

nonisolated extension ChartContent {
    public nonisolated static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        Body._makeChartContent(_MainActorViewCode.run(content) { $0.body }, into: marks)
    }
}

nonisolated extension ChartContent where Body == Never {
    /// Marks have no body; the chart never asks for it.
    public var body: Never { fatalError("\(Self.self) is a mark and has no body") }
}

nonisolated extension Never: ChartContent {
    public nonisolated static func _makeChartContent(_ content: Never, into marks: _ChartMarks) {}
}

/// The marks a chart's content resolves to, in the order they are drawn.
public final class _ChartMarks {
    var marks: [ChartMark] = []
    /// The label of the first mark's x and y values that has one (`MarkLabels`).
    var xLabel: ChartLabel?
    var yLabel: ChartLabel?
    init() {}

    /// Appends `mark`, keeping its labels if none is kept yet.
    func append(_ mark: ChartMark, labels: MarkLabels) {
        marks.append(mark)
        if xLabel == nil { xLabel = labels.x }
        if yLabel == nil { yLabel = labels.y }
    }

    /// The marks `content` describes.
    static func resolve<C: ChartContent>(_ content: C) -> [ChartMark] {
        collect(content).marks
    }

    /// The marks `content` describes, with the labels of their axes.
    static func collect<C: ChartContent>(_ content: C) -> _ChartMarks {
        let list = _ChartMarks()
        C._makeChartContent(content, into: list)
        return list
    }
}

/// Content that describes no marks.
nonisolated public struct EmptyChartContent: ChartContent {
    public init() {}
    public typealias Body = Never
    public static func _makeChartContent(_ content: EmptyChartContent, into marks: _ChartMarks) {}
}

/// Several pieces of content in a row, as a builder block lists them.
nonisolated public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: (repeat each Content)

    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        func make<C: ChartContent>(_ part: C) { C._makeChartContent(part, into: marks) }
        repeat make(each content.content)
    }
}

/// One of two pieces of content, as `if`/`else` in a builder chooses.
nonisolated public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage

    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        switch content.storage {
        case .first(let first): TrueContent._makeChartContent(first, into: marks)
        case .second(let second): FalseContent._makeChartContent(second, into: marks)
        }
    }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = Never
    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        if let content { Wrapped._makeChartContent(content, into: marks) }
    }
}

/// Content repeated for each element of an array, as a builder's `for` loop makes it.
nonisolated public struct _ChartContentArray<Element: ChartContent>: ChartContent {
    public typealias Body = Never
    let elements: [Element]
    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        for element in content.elements { Element._makeChartContent(element, into: marks) }
    }
}

/// Builds chart content from the marks listed in a closure (Apple's `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(content: (repeat each content))
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .first(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
    public static func buildArray<C: ChartContent>(_ content: [C]) -> _ChartContentArray<C> { _ChartContentArray(elements: content) }
}

// `ForEach` inside a chart: the marks of each element, in the data's order (Apple's `ForEach` conforms
// to `ChartContent` when its content does).
nonisolated extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never
    public static func _makeChartContent(_ content: Self, into marks: _ChartMarks) {
        for element in content.data { Content._makeChartContent(content.content(element), into: marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Marks for each element, identified by `id`'s key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

/// Groups chart content, as a builder block does (Apple's `Plot`): `Plot { BarMark(…); RuleMark(…) }`.
nonisolated public struct Plot<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    public static func _makeChartContent(_ plot: Self, into marks: _ChartMarks) { Content._makeChartContent(plot.content, into: marks) }
}
