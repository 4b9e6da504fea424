import Easel
import Foundation

/// The JSON `easel layout` prints: `{"views": {ID: {"height", "width", "x", "y"}}}`, every identified
/// view's absolute frame in points from the top-left of the canvas. A view with accessibility properties
/// (`AccessibilityProperties`) also has `"accessibility": {"chart", "elements", "hidden", "hint",
/// "identifier", "label", "sortPriority", "traits", "value"}`, with only the properties it has (`chart`:
/// the chart descriptor as read, `{"series": [{"isContinuous", "name", "points": [{"label", "x", "y"}]}],
/// "summary", "title", "xAxis": {"categories" or "gridlines" and "range", "title"}, "yAxis"}`; `elements`:
/// a chart's marks, `[{"label", "value"}]`) (`hidden` only when true, `traits`
/// only when not empty, as an array of SwiftUI's names).
///
/// Rules: keys sorted (ids by their Unicode scalars, then each frame's keys); numbers rounded to the
/// nearest 1/1000 of a point and written in the shortest form that reads back the same (`16`, `16.333`,
/// never `-0`); one view per line, indented by two spaces per level, and a final newline.
public enum LayoutJSON {
    public static func encode(_ frames: [String: CGRect], accessibility: [String: AccessibilityProperties] = [:]) -> String {
        let ids = frames.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let lines = ids.compactMap { id -> String? in
            guard let frame = frames[id] else { return nil }
            let values = [("height", frame.height), ("width", frame.width), ("x", frame.minX), ("y", frame.minY)]
            let accessibilityField = accessibility[id].map { "\"accessibility\": \(object($0)), " } ?? ""
            return "    \(JSONValue.quoted(id)): {" + accessibilityField
                + values.map { "\"\($0)\": \(number($1))" }.joined(separator: ", ") + "}"
        }
        guard !lines.isEmpty else { return "{\n  \"views\": {}\n}\n" }
        return "{\n  \"views\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// `properties` as a JSON object, keys sorted, with only the properties that are set.
    static func object(_ properties: AccessibilityProperties) -> String {
        var fields: [String] = []
        if let chart = properties.chart { fields.append("\"chart\": \(object(chart))") }
        if !properties.elements.isEmpty {
            fields.append("\"elements\": [" + properties.elements.map { element in
                "{" + [element.label.map { "\"label\": \(JSONValue.quoted($0))" }, element.value.map { "\"value\": \(JSONValue.quoted($0))" }]
                    .compactMap { $0 }.joined(separator: ", ") + "}"
            }.joined(separator: ", ") + "]")
        }
        if properties.isHidden { fields.append("\"hidden\": true") }
        if let hint = properties.hint { fields.append("\"hint\": \(JSONValue.quoted(hint))") }
        if let identifier = properties.identifier { fields.append("\"identifier\": \(JSONValue.quoted(identifier))") }
        if let label = properties.label { fields.append("\"label\": \(JSONValue.quoted(label))") }
        if let priority = properties.sortPriority { fields.append("\"sortPriority\": \(number(priority))") }
        if !properties.traits.isEmpty {
            fields.append("\"traits\": [" + properties.traits.names.map { JSONValue.quoted($0) }.joined(separator: ", ") + "]")
        }
        if let value = properties.value { fields.append("\"value\": \(JSONValue.quoted(value))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A chart descriptor as read, keys sorted, with only what it has.
    static func object(_ chart: AccessibilityChart) -> String {
        func strings(_ values: [String]) -> String { "[" + values.map { JSONValue.quoted($0) }.joined(separator: ", ") + "]" }
        func axis(_ axis: AccessibilityChart.Axis) -> String {
            var fields: [String] = []
            if let categories = axis.categories { fields.append("\"categories\": \(strings(categories))") }
            if !axis.gridlines.isEmpty { fields.append("\"gridlines\": \(strings(axis.gridlines))") }
            if let range = axis.range { fields.append("\"range\": \(strings(range))") }
            fields.append("\"title\": \(JSONValue.quoted(axis.title))")
            return "{" + fields.joined(separator: ", ") + "}"
        }
        func point(_ point: AccessibilityChart.Point) -> String {
            var fields: [String] = []
            if !point.additional.isEmpty { fields.append("\"additional\": \(strings(point.additional))") }
            if let label = point.label { fields.append("\"label\": \(JSONValue.quoted(label))") }
            fields.append("\"x\": \(JSONValue.quoted(point.x))")
            if let y = point.y { fields.append("\"y\": \(JSONValue.quoted(y))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        var fields: [String] = []
        if !chart.additionalAxes.isEmpty { fields.append("\"additionalAxes\": [" + chart.additionalAxes.map(axis).joined(separator: ", ") + "]") }
        fields.append("\"series\": [" + chart.series.map { series in
            "{\"isContinuous\": \(series.isContinuous)" + (series.name.map { ", \"name\": \(JSONValue.quoted($0))" } ?? "")
                + ", \"points\": [" + series.points.map(point).joined(separator: ", ") + "]}"
        }.joined(separator: ", ") + "]")
        if let summary = chart.summary { fields.append("\"summary\": \(JSONValue.quoted(summary))") }
        if let title = chart.title { fields.append("\"title\": \(JSONValue.quoted(title))") }
        fields.append("\"xAxis\": \(axis(chart.xAxis))")
        if let yAxis = chart.yAxis { fields.append("\"yAxis\": \(axis(yAxis))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `value` rounded to 1/1000, in its shortest form; a value that is not finite (a view placed at
    /// infinity) is written as null, JSON having no infinity.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
