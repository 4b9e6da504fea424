import Charts
import Foundation
import SwiftCSV

/// A value of a chart's data, as a mark plots it: a number on a linear scale, a string on a category
/// scale, a date on a date scale (Apple's `Plottable` numbers, strings and dates).
enum ChartDataValue: Hashable, Sendable, PrimitivePlottableProtocol, Plottable {
    case number(Double)
    case string(String)
    case date(Date)

    var _chartValue: _ChartValue {
        switch self {
        case .number(let number): number._chartValue
        case .string(let string): string._chartValue
        case .date(let date): date._chartValue
        }
    }

    /// How the value reads in a label.
    var text: String {
        switch self {
        case .number(let number): JSONNode.format(number)
        case .string(let string): string
        case .date(let date): date.ISO8601Format()
        }
    }
}

/// The data of a scene's chart: rows of named fields, from the scene's `"data"` (an array of objects)
/// or a CSV file (`"csv"`), and where each row came from, for errors.
struct ChartData {
    /// The fields' names, in the order they first appear.
    var fields: [String] = []
    var rows: [[String: ChartDataValue]] = []
    /// Where each row is: `root.data[3]` or `sales.csv, line 4`.
    var origins: [String] = []

    /// The rows of a `"data"` array: each an object whose members are numbers or strings; a member of a
    /// field `dates` names is an ISO-8601 date string (an error at its path otherwise).
    init(json node: JSONNode, maximumRows: Int, dates: ChartDateFields = ChartDateFields()) throws {
        let reader = ISODateReader()
        let items = try node.array(of: "an array of objects, one a row, such as [{\"month\": \"Jan\", \"sales\": 4}]")
        guard items.count <= maximumRows else {
            throw node.error("\(items.count) rows, over the limit of \(maximumRows) rows × marks a chart draws")
        }
        for item in items {
            var row: [String: ChartDataValue] = [:]
            for (key, value) in try item.members("an object of fields, such as {\"month\": \"Jan\", \"sales\": 4}") {
                if dates.isDate(key) {
                    guard case .string(let string) = value.value, let date = reader.date(string) else {
                        throw value.mismatch(ChartDateFields.expected + " (\"dates\" declares \(JSONValue.quoted(key)) a date)")
                    }
                    row[key] = .date(date)
                    if !fields.contains(key) { fields.append(key) }
                    continue
                }
                switch value.value {
                case .number: row[key] = .number(try value.number())
                case .string(let string): row[key] = .string(string)
                default: throw value.mismatch("a number or a string")
                }
                if !fields.contains(key) { fields.append(key) }
            }
            rows.append(row)
            origins.append(item.path.description)
        }
    }

    /// The rows of a CSV file's text (SwiftCSV): the first record names the fields; a blank record is
    /// skipped; a record with fewer cells than the header has no values in the others; a column whose every non-empty cell is a number (`12`, `-3.5`, `1e6`) is numbers, any
    /// other a column of strings. `file` names the file in errors, which give the CSV's line (records
    /// counted from 1, the header). A column `dates` names is ISO-8601 dates: a cell that is not one is an
    /// error naming the file, the line and the column.
    init(csv text: String, file: String, at node: JSONNode, maximumRows: Int, dates: ChartDateFields = ChartDateFields()) throws {
        let reader = ISODateReader()
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let table: CSV<Enumerated>
        do {
            table = try CSV<Enumerated>(string: text, delimiter: .comma, loadColumns: false)
        } catch {
            throw node.error("\(file), line 1: not a CSV file: \(error)")
        }
        let header = table.header.map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, name) in header.enumerated() {
            if name.isEmpty { throw node.error("\(file), line 1: column \(index + 1) has no name") }
            if header[..<index].contains(name) { throw node.error("\(file), line 1: column \(JSONValue.quoted(name)) is named twice") }
        }
        guard !header.isEmpty else { throw node.error("\(file), line 1: no header (the names of the columns)") }
        let records = table.rows.enumerated().map { (line: $0.offset + 2, cells: $0.element) }
            .filter { !$0.cells.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
        guard records.count <= maximumRows else {
            throw node.error("\(file): \(records.count) rows, over the limit of \(maximumRows) rows × marks a chart draws")
        }
        // SwiftCSV pads every record with empty cells to the longest record's count: cells past the
        // header's count are a fault only when one is not empty.
        for record in records {
            let written = (record.cells.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? -1) + 1
            if written > header.count {
                throw node.error("\(file), line \(record.line): expected \(header.count) cells, got \(written)")
            }
        }
        // A record may have fewer cells than the header (SwiftCSV pads records to the longest record, which
        // may be shorter than the header): the missing cells are empty.
        func cell(_ record: (line: Int, cells: [String]), _ column: Int) -> String {
            column < record.cells.count ? record.cells[column].trimmingCharacters(in: .whitespaces) : ""
        }
        let numeric = header.indices.map { column in
            records.allSatisfy { record in
                let cell = cell(record, column)
                return cell.isEmpty || Self.number(cell) != nil
            }
        }
        fields = header
        for record in records {
            var row: [String: ChartDataValue] = [:]
            for (column, name) in header.enumerated() {
                let cell = cell(record, column)
                guard !cell.isEmpty else { continue }
                if dates.isDate(name) {
                    guard let date = reader.date(cell) else {
                        throw node.error("\(file), line \(record.line): \(JSONValue.quoted(cell)) in the column \(JSONValue.quoted(name)) is not \(ChartDateFields.expected)")
                    }
                    row[name] = .date(date)
                    continue
                }
                row[name] = numeric[column] ? .number(Self.number(cell)!) : .string(cell)
            }
            rows.append(row)
            origins.append("\(file), line \(record.line)")
        }
    }

    /// A finite number written plainly (`Double`'s reading, which refuses digit grouping and words).
    static func number(_ cell: String) -> Double? {
        guard let number = Double(cell), number.isFinite, !cell.lowercased().contains("n") else { return nil }
        return number
    }
}

extension SceneViewDecoder {
    /// The text of the CSV file `node` names, relative to the scene's folder (and inside it when images
    /// are confined to it), and the name to report it by. A missing file, one over `maximumImageBytes`,
    /// or one that is not UTF-8 is an error at `node`.
    func csvText(_ node: JSONNode) throws -> (text: String, file: String) {
        let written = try node.string()
        guard !written.isEmpty else { throw node.mismatch("a path to a CSV file") }
        if confinesImages, case .failure(let fault) = ConfinedPath.resolve(written, in: baseDirectory) {
            throw node.error("CSV file \(JSONValue.quoted(written)): \(fault)", kind: fault == .missing ? .missingFile : .invalid)
        }
        let url = written.hasPrefix("/") ? URL(fileURLWithPath: written) : baseDirectory.appendingPathComponent(written)
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw node.error("CSV file not found: \(path)", kind: .missingFile)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= limits.maximumImageBytes else {
            throw node.error(SceneLimits.overLimit("the CSV file \(path) of \(size) bytes", limit: "\(limits.maximumImageBytes) bytes",
                                                   flag: "--max-image-bytes"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw node.error("cannot read the CSV file \(path)", kind: .missingFile)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw node.error("\(written): not UTF-8 text") }
        return (text, written)
    }
}
