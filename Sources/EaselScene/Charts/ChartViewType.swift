import Charts
import Easel
import Foundation

/// The `Chart` view type of scenes: Swift Charts' `Chart(data) { … }` written as JSON.
///
/// ```json
/// {"type": "Chart", "data": [{"month": "Jan", "kind": "Cakes", "sales": 4}, …],
///  "marks": [{"type": "BarMark", "x": "month", "y": "sales", "foregroundStyleBy": "kind"}],
///  "yAxisLabel": "Sales"}
/// ```
///
/// The chart's properties:
/// - `"data"`: an array of objects, one a row, whose members are numbers or strings; or `"csv"`: a CSV
///   file relative to the scene's folder (`ChartData`: its header names the fields). Without either,
///   each mark is drawn once from constants.
/// - `"marks"` (required): the marks drawn for each row, in order, as `ForEach(data)` with the marks in
///   its body draws them. A mark is an object with `"type"` (`BarMark`, `LineMark`, `AreaMark`,
///   `PointMark`, `RuleMark`, `RectangleMark`, `SectorMark`) and the arguments of that mark's
///   initialisers — `"x"`, `"y"`, `"xStart"`, `"xEnd"`, `"yStart"`, `"yEnd"`, `"angle"`, `"series"` —
///   each the name of a field (its values plotted, the field's name the value's label, as
///   `.value("sales", row.sales)`), a number, or `{"value": number or string}` (a constant);
///   `"stacking"` (`standard`, `normalized`, `center`, `unstacked`) for bars and areas; `"width"` and
///   `"height"` for bars and rectangles, `"innerRadius"` (a ratio, 0 to 1) and `"angularInset"` for
///   sectors, as `MarkDimension`s in points. Modifiers, as properties: `"foregroundStyleBy"`,
///   `"symbolBy"`, `"positionBy"` (field names), `"foregroundStyle"` (a style), `"interpolation"`
///   (`linear`, `monotone`, `catmullRom`, `cardinal`, `stepStart`, `stepCenter`, `stepEnd`),
///   `"symbol"` (`circle`, `square`, `triangle`, `diamond`, `pentagon`, `plus`, `cross`, `asterisk`),
///   `"symbolSize"` (an area in square points), `"cornerRadius"`, `"opacity"`.
/// - `"dates"`: the fields whose values are ISO-8601 dates, each with an optional calendar `"unit"` to bin
///   by (`ChartDateFields`): `{"day": {"unit": "day"}}`.
/// - `"foregroundStyleBy"`: a field every mark that plots a field and has no colour of its own is coloured by.
///
/// Marks that plot a field are made for each row, in the order of `"marks"`, as the marks inside
/// `ForEach(data) { … }`; marks of constants alone (a `RuleMark` at `"y": 50`) are made once, after them.
/// - `"xAxis"`, `"yAxis"`, `"legend"`: `"automatic"`, `"visible"` or `"hidden"` (`chartXAxis(_:)`, …);
///   `"legendPosition"`: `automatic`, `top`, `bottom`, `leading`, `trailing` (`chartLegend(position:)`);
///   `"xAxisLabel"`, `"yAxisLabel"`: strings (`chartXAxisLabel(_:)`).
///
/// A field a mark names must be in the data (`did you mean …?` otherwise); a row without a value for a
/// mark's field is an error naming the row (`root.data[3]`, or the CSV file and line).
enum ChartViewType {
    static let properties = ["data", "csv", "dates", "marks", "foregroundStyleBy", "xAxis", "yAxis", "legend", "legendPosition",
                             "xAxisLabel", "yAxisLabel"]

    /// At most this many marks (rows × the marks of a row), so that no scene makes unbounded work.
    static let maximumMarks = 200_000

    static let markTypes: [String: Kind] = ["BarMark": .bar, "LineMark": .line, "AreaMark": .area, "PointMark": .point,
                                            "RuleMark": .rule, "RectangleMark": .rectangle, "SectorMark": .sector]
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    static let positionKeys = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle", "series"]
    static let markKeys = ["type"] + positionKeys + ["stacking", "width", "height", "innerRadius", "angularInset",
                                                     "foregroundStyleBy", "symbolBy", "positionBy", "foregroundStyle",
                                                     "interpolation", "symbol", "symbolSize", "cornerRadius", "opacity"]

    static let viewType = ViewType(properties: properties) { view in .other(try make(view)) }

    static func make(_ view: ViewProperties) throws -> AnyView {
        let object = view.object
        try object.exclusive(["data"], ["csv"])
        let dates = try object["dates"].map { try ChartDateFields($0) } ?? ChartDateFields()
        let data: ChartData?
        if let node = object["data"] {
            data = try ChartData(json: node, maximumRows: maximumMarks, dates: dates)
        } else if let node = object["csv"] {
            let (text, file) = try view.decoder.csvText(node)
            data = try ChartData(csv: text, file: file, at: node, maximumRows: maximumMarks, dates: dates)
        } else {
            data = nil
        }
        for (field, node) in dates.nodes.sorted(by: { $0.key < $1.key }) {
            guard let data else { throw node.error("the date field \(JSONValue.quoted(field)) needs \"data\" or \"csv\"") }
            guard data.fields.contains(field) || data.rows.isEmpty else {
                let hint = NameSuggestion.didYouMean(field, among: data.fields)
                    ?? "the fields are " + data.fields.map { JSONValue.quoted($0) }.joined(separator: ", ")
                throw node.error("no field \(JSONValue.quoted(field)) in the data; \(hint)")
            }
        }
        let marksNode = try object.required("marks", "an array of marks, such as [{\"type\": \"BarMark\", \"x\": \"month\", \"y\": \"sales\"}]")
        let markNodes = try marksNode.array(of: "an array of marks")
        guard !markNodes.isEmpty else { throw marksNode.mismatch("at least one mark") }
        let rowCount = data?.rows.count ?? 1
        guard rowCount * markNodes.count <= maximumMarks else {
            throw marksNode.error("\(rowCount) rows × \(markNodes.count) marks is over the limit of \(maximumMarks) marks")
        }
        let chartStyleBy = try object["foregroundStyleBy"].map { try field($0, in: data) }
        let marks = try markNodes.map { try MarkSpec($0, data: data, dates: dates, defaultStyleBy: chartStyleBy) }

        // The marks of each row, in order, as the marks inside `ForEach(data)`; then the marks of constants.
        var contents: [SceneChartContent] = []
        contents.reserveCapacity(rowCount * marks.count)
        let (rowMarks, constantMarks) = (marks.filter(\.usesData), marks.filter { !$0.usesData })
        if let data {
            for row in data.rows.indices {
                for mark in rowMarks { contents.append(try mark.content(row: row, data: data)) }
            }
        }
        for mark in constantMarks { contents.append(try mark.content(row: 0, data: nil)) }
        var chart = AnyView(Chart { SceneChartContent(parts: contents) })
        chart = try visibility(object["xAxis"]).map { AnyView(chart.chartXAxis($0)) } ?? chart
        chart = try visibility(object["yAxis"]).map { AnyView(chart.chartYAxis($0)) } ?? chart
        chart = try visibility(object["legend"]).map { AnyView(chart.chartLegend($0)) } ?? chart
        if let position = object["legendPosition"] {
            let value = try position.name(among: ["automatic": AnnotationPosition.automatic, "top": .top, "bottom": .bottom,
                                                  "leading": .leading, "trailing": .trailing])
            chart = AnyView(chart.chartLegend(position: value))
        }
        if let label = try object["xAxisLabel"]?.string() { chart = AnyView(chart.chartXAxisLabel(label)) }
        if let label = try object["yAxisLabel"]?.string() { chart = AnyView(chart.chartYAxisLabel(label)) }
        return chart
    }

    static func visibility(_ node: JSONNode?) throws -> Visibility? {
        try node?.name(among: ["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden])
    }

    /// A field's name: one of the data's fields.
    static func field(_ node: JSONNode, in data: ChartData?) throws -> String {
        let name = try node.string()
        guard let data else { throw node.error("the field \(JSONValue.quoted(name)) needs \"data\" or \"csv\"") }
        guard data.fields.contains(name) else {
            let hint = NameSuggestion.didYouMean(name, among: data.fields)
                ?? "the fields are " + data.fields.map { JSONValue.quoted($0) }.joined(separator: ", ")
            throw node.error("no field \(JSONValue.quoted(name)) in the data; \(hint)")
        }
        return name
    }
}

/// Where a mark's value comes from: a field of each row, or a constant.
enum ChartValueSource {
    case field(String)
    case constant(ChartDataValue)

    init(_ node: JSONNode, data: ChartData?) throws {
        switch node.value {
        case .string: self = .field(try ChartViewType.field(node, in: data))
        case .number: self = .constant(.number(try node.number()))
        case .object:
            let object = try node.object("argument of a constant", allowedKeys: ["value"])
            let value = try object.required("value", "a number or a string")
            switch value.value {
            case .number: self = .constant(.number(try value.number()))
            case .string(let string): self = .constant(.string(string))
            default: throw value.mismatch("a number or a string")
            }
        default: throw node.mismatch("the name of a field, a number, or {\"value\": …}")
        }
    }

    var label: String {
        switch self {
        case .field(let name): name
        case .constant: "value"
        }
    }
}

/// One mark of a scene's chart, decoded once and made for each row.
struct MarkSpec {
    let node: JSONNode
    let kind: ChartViewType.Kind
    let typeName: String
    var positions: [String: ChartValueSource] = [:]
    var stacking = MarkStackingMethod.standard
    var width = MarkDimension.automatic, height = MarkDimension.automatic
    var innerRadius = MarkDimension.automatic
    var angularInset: CGFloat?
    var styleBy: String?, symbolBy: String?, positionBy: String?
    var foregroundStyle: AnyShapeStyle?
    var interpolation: InterpolationMethod?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var cornerRadius: CGFloat?
    var opacity: Double?
    /// The data's date fields and their units.
    var dates = ChartDateFields()

    /// Whether any value comes from the rows (a mark of constants is drawn once).
    var usesData: Bool {
        styleBy != nil || symbolBy != nil || positionBy != nil || positions.values.contains { if case .field = $0 { true } else { false } }
    }

    /// Which positions each mark's initialisers take, as Apple's Charts declares them.
    static let shapes: [ChartViewType.Kind: [Set<String>]] = [
        .bar: [["x", "y"], ["x"], ["y"], ["x", "yStart", "yEnd"], ["xStart", "xEnd", "y"], ["xStart", "xEnd", "yStart", "yEnd"]],
        .line: [["x", "y"], ["x", "y", "series"]],
        .point: [["x", "y"], ["x"], ["y"]],
        .area: [["x", "y"], ["x", "y", "series"], ["x", "yStart", "yEnd"], ["x", "yStart", "yEnd", "series"], ["xStart", "xEnd", "y"]],
        .rule: [["x"], ["y"], ["x", "yStart", "yEnd"], ["xStart", "xEnd", "y"]],
        .rectangle: [["x", "y"], ["xStart", "xEnd", "yStart", "yEnd"], ["x", "yStart", "yEnd"], ["xStart", "xEnd", "y"]],
        .sector: [["angle"]],
    ]

    init(_ node: JSONNode, data: ChartData?, dates: ChartDateFields = ChartDateFields(), defaultStyleBy: String?) throws {
        self.node = node
        self.dates = dates
        let members = try node.members("a mark object such as {\"type\": \"BarMark\", \"x\": \"month\", \"y\": \"sales\"}")
        guard let typeNode = members.first(where: { $0.key == "type" })?.node else {
            throw node.error("missing \"type\" (the kind of mark, such as \"BarMark\" or \"LineMark\")")
        }
        typeName = try typeNode.string()
        guard let kind = ChartViewType.markTypes[typeName] else {
            let hint = NameSuggestion.didYouMean(typeName, among: ChartViewType.markTypes.keys.sorted())
                ?? "expected one of " + ChartViewType.markTypes.keys.sorted().map { JSONValue.quoted($0) }.joined(separator: ", ")
            throw typeNode.error("unknown mark type \(typeNode.value.summary); \(hint)")
        }
        self.kind = kind
        let object = try node.object("property of \(typeName)", allowedKeys: ChartViewType.markKeys)
        for key in ChartViewType.positionKeys {
            if let value = object[key] { positions[key] = try ChartValueSource(value, data: data) }
        }
        let given = Set(positions.keys)
        let shapes = Self.shapes[kind]!
        guard shapes.contains(given) else {
            let list = shapes.map { "(" + $0.sorted { Self.order($0) < Self.order($1) }.joined(separator: ", ") + ")" }.joined(separator: ", ")
            throw node.error("\(typeName) takes \(list); got " + (given.isEmpty ? "none" : "(" + given.sorted { Self.order($0) < Self.order($1) }.joined(separator: ", ") + ")"))
        }
        func only(_ key: String, _ kinds: Set<ChartViewType.Kind>) throws -> JSONNode? {
            guard let value = object[key] else { return nil }
            guard kinds.contains(kind) else { throw value.error("\(typeName) has no \(JSONValue.quoted(key))") }
            return value
        }
        if let value = try only("stacking", [.bar, .area]) {
            stacking = try value.name(among: ["standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .unstacked])
            if kind == .area, given.contains("yStart") || given.contains("xStart") {
                throw value.error("an AreaMark with a start and an end does not stack")
            }
            if kind == .bar, given.contains("yStart") || given.contains("xStart") {
                throw value.error("a BarMark with a start and an end does not stack")
            }
        }
        if let value = try only("width", [.bar, .rectangle]) { width = .fixed(try value.length()) }
        if let value = try only("height", [.bar, .rectangle]) { height = .fixed(try value.length()) }
        if kind == .bar || kind == .rectangle, let value = object["width"] ?? object["height"],
           given.contains("xStart") && given.contains("yStart") {
            throw value.error("\(typeName) with starts and ends on both axes has no width or height")
        }
        if let value = try only("innerRadius", [.sector]) { innerRadius = .ratio(CGFloat(try value.number(in: 0...1))) }
        if let value = try only("angularInset", [.sector]) { angularInset = try value.length() }
        foregroundStyle = try object["foregroundStyle"].map { try StyleValue.decode($0).shapeStyle }
        try object.exclusive(["foregroundStyle"], ["foregroundStyleBy"])
        let usesFields = positions.values.contains { if case .field = $0 { true } else { false } }
        styleBy = try object["foregroundStyleBy"].map { try ChartViewType.field($0, in: data) }
            ?? (foregroundStyle == nil && usesFields ? defaultStyleBy : nil)
        symbolBy = try object["symbolBy"].map { try ChartViewType.field($0, in: data) }
        positionBy = try object["positionBy"].map { try ChartViewType.field($0, in: data) }
        interpolation = try only("interpolation", [.line, .area]).map {
            try $0.name(among: ["linear": InterpolationMethod.linear, "monotone": .monotone, "catmullRom": .catmullRom, "cardinal": .cardinal,
                                "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd])
        }
        symbol = try only("symbol", [.line, .point]).map {
            try $0.name(among: ["circle": BasicChartSymbolShape.circle, "square": .square, "triangle": .triangle, "diamond": .diamond,
                                "pentagon": .pentagon, "plus": .plus, "cross": .cross, "asterisk": .asterisk])
        }
        symbolSize = try only("symbolSize", [.line, .point]).map { CGFloat(try $0.number(in: 0...10_000)) }
        cornerRadius = try object["cornerRadius"].map { try $0.length() }
        opacity = try object["opacity"]?.number(in: 0...1)
    }

    private static func order(_ key: String) -> Int { ChartViewType.positionKeys.firstIndex(of: key) ?? 99 }

    /// The value of `source` in row `row`; a row without it is an error naming the row.
    func value(_ source: ChartValueSource, row: Int, data: ChartData?) throws -> PlottableValue<ChartDataValue> {
        switch source {
        case .constant(let value): return .value("value", value)
        case .field(let name):
            guard let data, let value = data.rows[row][name] else {
                let origin = data?.origins[row] ?? "the data"
                throw node.error("\(origin) has no value for the field \(JSONValue.quoted(name)), which \(typeName) plots")
            }
            if case .date = value, let unit = dates.unit(name) {
                return ._value(name, value, unit: unit, calendar: ChartDateFields.calendar)
            }
            return .value(name, value)
        }
    }

    /// This mark for row `row`, with its modifiers.
    func content(row: Int, data: ChartData?) throws -> SceneChartContent {
        func v(_ key: String) throws -> PlottableValue<ChartDataValue> { try value(positions[key]!, row: row, data: data) }
        let given = Set(positions.keys)
        var content: SceneChartContent
        switch kind {
        case .bar:
            switch given {
            case ["x", "y"]: content = SceneChartContent(BarMark(x: try v("x"), y: try v("y"), width: width, height: height, stacking: stacking))
            case ["x"]: content = SceneChartContent(BarMark(x: try v("x"), width: width, stacking: stacking))
            case ["y"]: content = SceneChartContent(BarMark(y: try v("y"), height: height, stacking: stacking))
            case ["x", "yStart", "yEnd"]: content = SceneChartContent(BarMark(x: try v("x"), yStart: try v("yStart"), yEnd: try v("yEnd"), width: width))
            case ["xStart", "xEnd", "y"]: content = SceneChartContent(BarMark(xStart: try v("xStart"), xEnd: try v("xEnd"), y: try v("y"), height: height))
            default: content = SceneChartContent(BarMark(xStart: try v("xStart"), xEnd: try v("xEnd"), yStart: try v("yStart"), yEnd: try v("yEnd")))
            }
        case .line:
            content = given.contains("series")
                ? SceneChartContent(LineMark(x: try v("x"), y: try v("y"), series: try v("series")))
                : SceneChartContent(LineMark(x: try v("x"), y: try v("y")))
        case .point:
            switch given {
            case ["x", "y"]: content = SceneChartContent(PointMark(x: try v("x"), y: try v("y")))
            case ["x"]: content = SceneChartContent(PointMark(x: try v("x")))
            default: content = SceneChartContent(PointMark(y: try v("y")))
            }
        case .area:
            switch given {
            case ["x", "y"]: content = SceneChartContent(AreaMark(x: try v("x"), y: try v("y"), stacking: stacking))
            case ["x", "y", "series"]: content = SceneChartContent(AreaMark(x: try v("x"), y: try v("y"), series: try v("series"), stacking: stacking))
            case ["x", "yStart", "yEnd"]: content = SceneChartContent(AreaMark(x: try v("x"), yStart: try v("yStart"), yEnd: try v("yEnd")))
            case ["x", "yStart", "yEnd", "series"]:
                content = SceneChartContent(AreaMark(x: try v("x"), yStart: try v("yStart"), yEnd: try v("yEnd"), series: try v("series")))
            default: content = SceneChartContent(AreaMark(xStart: try v("xStart"), xEnd: try v("xEnd"), y: try v("y")))
            }
        case .rule:
            switch given {
            case ["x"]: content = SceneChartContent(RuleMark(x: try v("x")))
            case ["y"]: content = SceneChartContent(RuleMark(y: try v("y")))
            case ["x", "yStart", "yEnd"]: content = SceneChartContent(RuleMark(x: try v("x"), yStart: try v("yStart"), yEnd: try v("yEnd")))
            default: content = SceneChartContent(RuleMark(xStart: try v("xStart"), xEnd: try v("xEnd"), y: try v("y")))
            }
        case .rectangle:
            switch given {
            case ["x", "y"]: content = SceneChartContent(RectangleMark(x: try v("x"), y: try v("y"), width: width, height: height))
            case ["x", "yStart", "yEnd"]: content = SceneChartContent(RectangleMark(x: try v("x"), yStart: try v("yStart"), yEnd: try v("yEnd"), width: width))
            case ["xStart", "xEnd", "y"]: content = SceneChartContent(RectangleMark(xStart: try v("xStart"), xEnd: try v("xEnd"), y: try v("y"), height: height))
            default:
                content = SceneChartContent(RectangleMark(xStart: try v("xStart"), xEnd: try v("xEnd"), yStart: try v("yStart"), yEnd: try v("yEnd")))
            }
        case .sector:
            content = SceneChartContent(SectorMark(angle: try v("angle"), innerRadius: innerRadius, angularInset: angularInset))
        }
        if let foregroundStyle { content = SceneChartContent(content.foregroundStyle(foregroundStyle)) }
        if let styleBy { content = SceneChartContent(content.foregroundStyle(by: try value(.field(styleBy), row: row, data: data))) }
        if let symbolBy { content = SceneChartContent(content.symbol(by: try value(.field(symbolBy), row: row, data: data))) }
        if let positionBy { content = SceneChartContent(content.position(by: try value(.field(positionBy), row: row, data: data))) }
        if let interpolation { content = SceneChartContent(content.interpolationMethod(interpolation)) }
        if let symbol { content = SceneChartContent(content.symbol(symbol)) }
        if let symbolSize { content = SceneChartContent(content.symbolSize(symbolSize)) }
        if let cornerRadius { content = SceneChartContent(content.cornerRadius(cornerRadius)) }
        if let opacity { content = SceneChartContent(content.opacity(opacity)) }
        return content
    }
}

/// Chart content decided at run time: a mark with its modifiers, or a list of such, erased to one type
/// (a scene's marks are not known to the compiler, as a `@ChartContentBuilder` block's are).
nonisolated struct SceneChartContent: ChartContent {
    typealias Body = Never
    private let make: (_ChartMarks) -> Void

    init<C: ChartContent>(_ content: C) {
        make = { C._makeChartContent(content, into: $0) }
    }

    init(parts: [SceneChartContent]) {
        make = { marks in for part in parts { part.make(marks) } }
    }

    static func _makeChartContent(_ content: SceneChartContent, into marks: _ChartMarks) {
        content.make(marks)
    }
}
