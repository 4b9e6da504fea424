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
