import Foundation
import SwiftCSV

/// How a CSV lays out a race's data.
public enum RaceCSVLayout: Hashable, Sendable {
    /// The first column is the period; every other column is an entity, named by the header.
    case wide
    /// One value a row, in the columns the header names.
    case long(period: String, entity: String, value: String)
}

/// A fault in a race's CSV: where it is and what is wrong.
///
/// `line` counts the CSV's records from 1 (the header); a quoted field that spans lines counts once.
public struct RaceDataError: Error, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int?
    public let reason: String

    public var description: String { "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + reason }
}

extension RaceData {
    /// The data of `csv` (a leading byte order mark and CRLF line ends are fine), read by SwiftCSV.
    ///
    /// Rules: the first record is the header; a blank record is skipped; an empty cell has no value; any
    /// other cell must be a number (`12`, `-3.5`, `1e6`; no digit grouping). A wide CSV names each entity
    /// once; a long CSV gives each period and entity once. Throws `RaceDataError` at the first fault.
    public init(csv: String, layout: RaceCSVLayout = .wide) throws {
        var text = csv
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let table: CSV<Enumerated>
        do {
            table = try CSV<Enumerated>(string: text, delimiter: .comma, loadColumns: false)
        } catch {
            throw RaceDataError(line: 1, column: nil, reason: "not a CSV file: \(error)")
        }
        let header = table.header.map { $0.trimmingCharacters(in: .whitespaces) }
        let rows = table.rows.enumerated().map { (line: $0.offset + 2, cells: $0.element) }
            .filter { !$0.cells.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
        switch layout {
        case .wide: self = try Self.wide(header: header, rows: rows)
        case .long(let period, let entity, let value): self = try Self.long(header: header, rows: rows, columns: (period, entity, value))
        }
        guard !periods.isEmpty else { throw RaceDataError(line: 2, column: nil, reason: "no data: the file has a header and no rows") }
    }

    private static func wide(header: [String], rows: [(line: Int, cells: [String])]) throws -> RaceData {
        guard header.count >= 2 else {
            throw RaceDataError(line: 1, column: nil, reason: "expected a period column and at least one entity column, got \(header.count) column\(header.count == 1 ? "" : "s")")
        }
        let entities = Array(header.dropFirst())
        for (index, name) in entities.enumerated() {
            if name.isEmpty { throw RaceDataError(line: 1, column: index + 2, reason: "the entity column has no name") }
            if entities[..<index].contains(name) { throw RaceDataError(line: 1, column: index + 2, reason: "entity \(quoted(name)) is named twice") }
        }
        var periods: [String] = [], values: [[Double?]] = []
        for row in rows {
            guard row.cells.count == header.count else {
                throw RaceDataError(line: row.line, column: nil, reason: "expected \(header.count) cells, got \(row.cells.count)")
            }
            periods.append(row.cells[0].trimmingCharacters(in: .whitespaces))
            values.append(try row.cells.dropFirst().enumerated().map { try number(in: $0.element, line: row.line, column: $0.offset + 2) })
        }
        return RaceData(periods: periods, entities: entities, values: values)
    }

    private static func long(header: [String], rows: [(line: Int, cells: [String])],
                             columns names: (period: String, entity: String, value: String)) throws -> RaceData {
        func column(_ name: String, _ flag: String) throws -> Int {
            guard let index = header.firstIndex(of: name) else {
                throw RaceDataError(line: 1, column: nil, reason: "no column named \(quoted(name)) (\(flag)); the columns are \(header.map(quoted).joined(separator: ", "))")
            }
            return index
        }
        let (period, entity, value) = (try column(names.period, "--period"), try column(names.entity, "--entity"), try column(names.value, "--value"))
        var periods: [String] = [], entities: [String] = [], cells: [String: [String: Double?]] = [:]
        for row in rows {
            guard row.cells.count == header.count else {
                throw RaceDataError(line: row.line, column: nil, reason: "expected \(header.count) cells, got \(row.cells.count)")
            }
            let (p, e) = (row.cells[period].trimmingCharacters(in: .whitespaces), row.cells[entity].trimmingCharacters(in: .whitespaces))
            guard !e.isEmpty else { throw RaceDataError(line: row.line, column: entity + 1, reason: "the entity has no name") }
            if !periods.contains(p) { periods.append(p) }
            if !entities.contains(e) { entities.append(e) }
            guard cells[p]?[e] == nil else {
                throw RaceDataError(line: row.line, column: nil, reason: "period \(quoted(p)) gives \(quoted(e)) a second value")
            }
            cells[p, default: [:]][e] = .some(try number(in: row.cells[value], line: row.line, column: value + 1))
        }
        let values = periods.map { p in entities.map { e in cells[p]?[e] ?? nil } }
        return RaceData(periods: periods, entities: entities, values: values)
    }

    /// The cell's number; nil for an empty cell.
    private static func number(in cell: String, line: Int, column: Int) throws -> Double? {
        let text = cell.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw RaceDataError(line: line, column: column, reason: "expected a number, got \(quoted(text))")
        }
        return number
    }

    private static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
    }
}
