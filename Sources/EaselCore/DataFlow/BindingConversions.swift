import Foundation

// SwiftUI's conversions between bindings: to and from optionals, and to `AnyHashable` (for pickers'
// selections).
extension Binding {
    /// A binding to an optional that reads `base`'s value and writes non-nil values through (nil is ignored).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to `base`'s value, or nil when `base` holds nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
    }

    /// A binding to `base`'s value as an `AnyHashable`; writes of another type are ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

// A binding's animation and transaction (SwiftUI's `$value.animation()`): a write through it is a change
// made inside `withAnimation`/`withTransaction`, which a still shows as its end state.
extension Binding {
    /// This binding, whose writes animate with `animation`. Reads and writes go through unchanged: a
    /// render shows the state after the write, the end of the animation (`withAnimation`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }

    /// This binding, whose writes happen in `transaction`. Reads and writes go through unchanged, as for
    /// `withTransaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withTransaction(transaction) { self.wrappedValue = newValue } })
    }
}
