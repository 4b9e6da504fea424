import Foundation

/// Views made from the elements of a collection, each identified by an id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach {
    /// A `ForEach` of any content, for modules that give `ForEach` another content protocol (Charts'
    /// `ChartContent`, as Apple's Charts does): `id` names each element.
    public init(_data data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: id)
    }

    /// The id of `element`, as this `ForEach` identifies it.
    public func _id(of element: Data.Element) -> ID { id(element) }
}

nonisolated extension ForEach: View where Content: View {
    public typealias Body = Never
}

nonisolated extension ForEach: PrimitiveView where Content: View {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in data {
            let id = id(element)
            let elementNodes = context.child(id).resolve(content(element))
            if context.marksForEachIDs {
                for node in elementNodes { node.traits.values[ObjectIdentifier(ForEachIDTrait.self)] = AnyHashable(id) }
            }
            nodes += elementNodes
        }
        return nodes
    }
}

/// The id `ForEach` gives the views of an element inside a picker's options (`marksForEachIDs`): a
/// `Picker` matches it against its selection when the view has no `tag(_:)` of its own, as SwiftUI's
/// `ForEach` tags its views.
enum ForEachIDTrait {}

extension ForEach where Content: View {
    /// One view per element, identified by `id`'s key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: { $0[keyPath: id] })
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: { $0.id })
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content, id: { $0 })
    }
}

extension ForEach where Content: View {
    /// One view per element of a bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, C.Index: Hashable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(data: Self.elementBindings(data), content: content, id: { $0.wrappedValue.id })
    }

    /// One view per element of a bound collection, identified by `id`, each given a binding to its
    /// element (`ForEach($items, id: \.name) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Index: Hashable, Data == [Binding<C.Element>] {
        self.init(data: Self.elementBindings(data), content: content, id: { $0.wrappedValue[keyPath: id] })
    }

    /// A binding to each element of the bound collection, by its index.
    static func elementBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] {
        data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
    }
}
