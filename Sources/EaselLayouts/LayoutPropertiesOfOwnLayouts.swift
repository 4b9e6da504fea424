import EaselCore

extension LayoutProperties {
    /// The properties of Easel's own layouts here: no stack axis, and the flag that they keep the
    /// protocol's `explicitAlignment`, which sets no guide (so the engine does not ask them for one).
    static var setsNoExplicitAlignment: LayoutProperties {
        var properties = LayoutProperties()
        properties.flags = .setsNoExplicitAlignment
        return properties
    }
}
