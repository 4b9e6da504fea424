/// The union of a scene vocabulary's tables (view types, modifiers), each name registered once.
///
/// Rule: a name two tables register is a programmer's mistake (with `merging`, the first table silently
/// won), so making the union stops the program naming the name and both tables; `duplicates` lets a test
/// name them without stopping.
enum Vocabulary {
    /// The names registered by more than one of `tables`, with the tables that register them, sorted.
    static func duplicates<T>(_ tables: KeyValuePairs<String, [String: T]>) -> [(name: String, tables: [String])] {
        var owners: [String: [String]] = [:]
        for (table, entries) in tables {
            for name in entries.keys { owners[name, default: []].append(table) }
        }
        return owners.filter { $0.value.count > 1 }.map { (name: $0.key, tables: $0.value) }.sorted { $0.name < $1.name }
    }

    /// Every entry of `tables`, which must not share a name.
    static func union<T>(_ tables: KeyValuePairs<String, [String: T]>) -> [String: T] {
        if let clash = duplicates(tables).first {
            preconditionFailure("the scene name \"\(clash.name)\" is registered by \(clash.tables.joined(separator: " and "))")
        }
        return tables.reduce(into: [:]) { all, table in all.merge(table.value) { first, _ in first } }
    }
}
