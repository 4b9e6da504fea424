import Charts
@testable import EaselScene
import EaselSnapshotTesting
import Foundation
import SwiftUI
import Testing

/// Scenes' `Chart` view type: the same chart as the Swift API builds, data from JSON or a CSV file,
/// faults at their JSON paths and CSV lines, and one render reference.
@Suite struct ChartSceneTests {
    struct Sale { let month: String; let kind: String; let value: Int }
    let sales = [Sale(month: "Jan", kind: "Cakes", value: 4), Sale(month: "Jan", kind: "Pies", value: 3),
                 Sale(month: "Feb", kind: "Cakes", value: 6), Sale(month: "Feb", kind: "Pies", value: 2),
                 Sale(month: "Mar", kind: "Cakes", value: 5), Sale(month: "Mar", kind: "Pies", value: 5)]
    let salesJSON = """
        [{"month": "Jan", "kind": "Cakes", "sales": 4}, {"month": "Jan", "kind": "Pies", "sales": 3},
         {"month": "Feb", "kind": "Cakes", "sales": 6}, {"month": "Feb", "kind": "Pies", "sales": 2},
         {"month": "Mar", "kind": "Cakes", "sales": 5}, {"month": "Mar", "kind": "Pies", "sales": 5}]
        """
    let salesCSV = "month,kind,sales\nJan,Cakes,4\nJan,Pies,3\nFeb,Cakes,6\nFeb,Pies,2\nMar,Cakes,5\nMar,Pies,5\n"

    /// The scene `root` decoded with `folder` as its folder.
    func decode(_ root: String, in folder: URL = FileManager.default.temporaryDirectory) throws -> AnyView {
        let json = #"{"canvas": {"width": 240, "height": 150, "scale": 1}, "root": \#(root)}"#
        return try SceneDocument(json: Data(json.utf8), baseDirectory: folder).root
    }

    func error(_ root: String, in folder: URL = FileManager.default.temporaryDirectory) -> String? {
        do {
            _ = try decode(root, in: folder)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The display list of `view` laid out in 240 × 150 at 1×.
    func displayList<V: View>(_ view: V) -> DisplayList {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 240, height: 150)
        return renderer.displayList()
    }

    /// A folder with `sales.csv` (and `bad.csv` when given), removed by the caller.
    func folder(csv: String, bad: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try csv.write(to: folder.appendingPathComponent("sales.csv"), atomically: true, encoding: .utf8)
        if let bad { try bad.write(to: folder.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8) }
        return folder
    }

    var stackedBars: some View {
        Chart(sales, id: \.value) { sale in
            BarMark(x: .value("month", sale.month), y: .value("sales", sale.value))
                .foregroundStyle(by: .value("kind", sale.kind))
        }
        .chartYAxisLabel("Sales")
    }

    @MainActor @Test func aChartOfJSONDataIsTheSwiftChart() throws {
        let scene = try decode(#"{"type": "Chart", "data": \#(salesJSON), "marks": [{"type": "BarMark", "x": "month", "y": "sales"}], "foregroundStyleBy": "kind", "yAxisLabel": "Sales"}"#)
        #expect(displayList(scene) == displayList(stackedBars))
        #expect(!displayList(scene).items.isEmpty)
    }

    @MainActor @Test func aChartOfACSVFileIsTheSameChart() throws {
        let folder = try folder(csv: salesCSV)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try decode(#"{"type": "Chart", "csv": "sales.csv", "marks": [{"type": "BarMark", "x": "month", "y": "sales", "foregroundStyleBy": "kind"}], "yAxisLabel": "Sales"}"#, in: folder)
        #expect(displayList(scene) == displayList(stackedBars))
    }

    @MainActor @Test func linesWithSeriesInterpolationAndAConstantRule() throws {
        let scene = try decode(#"""
            {"type": "Chart", "data": \#(salesJSON), "legend": "hidden", "xAxis": "hidden",
             "marks": [{"type": "LineMark", "x": "month", "y": "sales", "series": "kind", "interpolation": "catmullRom", "symbol": "circle"},
                       {"type": "RuleMark", "y": 4.5, "foregroundStyle": "red"}]}
            """#)
        let swift = Chart {
            ForEach(sales, id: \.value) { sale in
                LineMark(x: .value("month", sale.month), y: .value("sales", sale.value), series: .value("kind", sale.kind))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
            }
            RuleMark(y: .value("value", 4.5)).foregroundStyle(Color.red)
        }
        .chartXAxis(.hidden)
        .chartLegend(.hidden)
        #expect(displayList(scene) == displayList(swift))
    }

    @MainActor @Test func sectorsAndStackingByName() throws {
        let scene = try decode(#"""
            {"type": "Chart", "data": [{"pet": "Cat", "votes": 3}, {"pet": "Dog", "votes": 5}],
             "marks": [{"type": "SectorMark", "angle": "votes", "innerRadius": 0.5, "angularInset": 1, "foregroundStyleBy": "pet"}]}
            """#)
        let swift = Chart {
            SectorMark(angle: .value("votes", 3), innerRadius: .ratio(0.5), angularInset: 1).foregroundStyle(by: .value("pet", "Cat"))
            SectorMark(angle: .value("votes", 5), innerRadius: .ratio(0.5), angularInset: 1).foregroundStyle(by: .value("pet", "Dog"))
        }
        #expect(displayList(scene) == displayList(swift))
        let normalized = try decode(#"{"type": "Chart", "data": \#(salesJSON), "marks": [{"type": "AreaMark", "x": "month", "y": "sales", "stacking": "normalized", "foregroundStyleBy": "kind"}]}"#)
        let swiftNormalized = Chart(sales, id: \.value) { sale in
            AreaMark(x: .value("month", sale.month), y: .value("sales", sale.value), stacking: .normalized)
                .foregroundStyle(by: .value("kind", sale.kind))
        }
        #expect(displayList(normalized) == displayList(swiftNormalized))
    }

    @MainActor @Test func faultsNameTheirJSONPath() {
        let bar = #"{"type": "Chart", "data": \#(salesJSON), "marks": [MARK]}"#
        func fault(_ mark: String) -> String? { error(bar.replacingOccurrences(of: "MARK", with: mark)) }
        #expect(fault(#"{"type": "BarMark", "x": "month", "y": "sale"}"#)
                == #"root.marks[0].y: no field "sale" in the data; did you mean "sales"?"#)
        #expect(fault(#"{"type": "BarMarc", "x": "month", "y": "sales"}"#)
                == #"root.marks[0].type: unknown mark type "BarMarc"; did you mean "BarMark"?"#)
        #expect(fault(#"{"type": "LineMark", "x": "month"}"#)
                == "root.marks[0]: LineMark takes (x, y), (x, y, series); got (x)")
        #expect(fault(#"{"type": "LineMark", "x": "month", "y": "sales", "stacking": "normalized"}"#)
                == #"root.marks[0].stacking: LineMark has no "stacking""#)
        #expect(fault(#"{"type": "BarMark", "x": "month", "y": "sales", "stacking": "normalised"}"#)
                == #"root.marks[0].stacking: expected one of "standard", "normalized", "center", "unstacked", got "normalised"; did you mean "normalized"?"#)
        #expect(fault(#"{"type": "BarMark", "x": "month", "y": true}"#)
                == #"root.marks[0].y: expected the name of a field, a number, or {"value": …}, got true"#)
        #expect(fault(#"{"type": "BarMark", "x": "month", "y": "sales", "colour": "red"}"#)?
                    .hasPrefix(#"root.marks[0].colour: unknown property of BarMark"#) == true)
        #expect(error(#"{"type": "Chart", "data": [{"month": "Jan", "sales": 4}, {"month": "Feb"}], "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}"#)
                == #"root.marks[0]: root.data[1] has no value for the field "sales", which BarMark plots"#)
        #expect(error(#"{"type": "Chart", "data": [{"month": "Jan", "sales": [4]}], "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}"#)
                == "root.data[0].sales: expected a number or a string, got an array")
        #expect(error(#"{"type": "Chart", "data": [], "csv": "sales.csv", "marks": [{"type": "BarMark", "x": "month"}]}"#)
                == #"root: give either "data" or "csv", not both"#)
        #expect(error(#"{"type": "Chart", "data": [], "marks": []}"#) == "root.marks: expected at least one mark, got an empty array")
        #expect(error(#"{"type": "Chart", "marks": [{"type": "RuleMark", "y": "goal"}]}"#)
                == #"root.marks[0].y: the field "goal" needs "data" or "csv""#)
        #expect(error(#"{"type": "Chart", "marks": [{"type": "RuleMark", "y": 3}], "legend": "off"}"#)
                == #"root.legend: expected one of "automatic", "visible", "hidden", got "off""#)
    }

    @MainActor @Test func csvFaultsNameTheFileAndLine() throws {
        let folder = try folder(csv: salesCSV, bad: "month,sales\nJan,4\nFeb,2,9\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(error(#"{"type": "Chart", "csv": "bad.csv", "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}"#, in: folder)
                == "root.csv: bad.csv, line 3: expected 2 cells, got 3")
        #expect(error(#"{"type": "Chart", "csv": "missing.csv", "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}"#, in: folder)?
                    .hasPrefix("root.csv: CSV file not found: ") == true)
        try "month,sales\nJan,4\nFeb,\n".write(to: folder.appendingPathComponent("gap.csv"), atomically: true, encoding: .utf8)
        #expect(error(#"{"type": "Chart", "csv": "gap.csv", "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}"#, in: folder)
                == #"root.marks[0]: gap.csv, line 3 has no value for the field "sales", which BarMark plots"#)
        try "month,month\nJan,4\n".write(to: folder.appendingPathComponent("twice.csv"), atomically: true, encoding: .utf8)
        #expect(error(#"{"type": "Chart", "csv": "twice.csv", "marks": [{"type": "BarMark", "x": "month"}]}"#, in: folder)
                == #"root.csv: twice.csv, line 1: column "month" is named twice"#)
    }

    /// A CSV column of numbers plots on a linear scale, one with any other cell on a category scale.
    @MainActor @Test func csvColumnsAreNumbersOrCategories() throws {
        let data = try ChartData(csv: "year,value\n2024,1\n2025,2.5\n", file: "f.csv", at: JSONNode(.null), maximumRows: 10)
        #expect(data.rows[1]["value"] == .number(2.5) && data.rows[0]["year"] == .number(2024))
        let mixed = try ChartData(csv: "year,value\n2024,1\nnext,nan\n", file: "f.csv", at: JSONNode(.null), maximumRows: 10)
        #expect(mixed.rows[0]["year"] == .string("2024") && mixed.rows[1]["value"] == .string("nan"))
        #expect(mixed.origins == ["f.csv, line 2", "f.csv, line 3"])
    }

    /// `"dates"` declares fields of ISO-8601 dates, with a unit to bin by: the chart is the Swift chart of
    /// `Date`s with `.value(_:_:unit:)`, in UTC's Gregorian calendar.
    @MainActor @Test func datesInJSONAndCSVAreTheSwiftChartOfDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = [(calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!, 4),
                    (calendar.date(from: DateComponents(year: 2024, month: 3, day: 2))!, 6),
                    (calendar.date(from: DateComponents(year: 2024, month: 3, day: 4))!, 5)]
        let swiftBars = Chart {
            ForEach(days, id: \.0) { day in
                BarMark(x: .value("day", day.0, unit: .day, calendar: calendar), y: .value("steps", day.1))
            }
        }
        let json = #"[{"day": "2024-03-01", "steps": 4}, {"day": "2024-03-02", "steps": 6}, {"day": "2024-03-04T00:00:00Z", "steps": 5}]"#
        let bars = try decode(#"{"type": "Chart", "data": \#(json), "dates": {"day": {"unit": "day"}}, "marks": [{"type": "BarMark", "x": "day", "y": "steps"}]}"#)
        #expect(displayList(bars) == displayList(swiftBars))
        #expect(!displayList(bars).items.isEmpty)
        // Without a unit, a date is an instant: a line through times with zones and fractions.
        let times = [Date(timeIntervalSince1970: 1_709_280_000), Date(timeIntervalSince1970: 1_709_283_600.5), Date(timeIntervalSince1970: 1_709_290_800)]
        let swiftLine = Chart {
            ForEach(Array(times.enumerated()), id: \.offset) { index, time in
                LineMark(x: .value("time", time), y: .value("value", index + 1))
            }
        }
        let folder = try folder(csv: "time,value\n2024-03-01T08:00:00Z,1\n2024-03-01T10:00:00.5+01:00,2\n2024-03-01T11:00:00Z,3\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = try decode(#"{"type": "Chart", "csv": "sales.csv", "dates": {"time": {}}, "marks": [{"type": "LineMark", "x": "time", "y": "value"}]}"#, in: folder)
        #expect(displayList(line) == displayList(swiftLine))
        // Quarters, and dates two thousand years apart, draw in bounded work (Fuzz/corpus-charts/dates-json).
        let far = try decode(#"""
            {"type": "Chart", "data": [{"month": "2024-01-01", "sales": 4}, {"month": "2024-12-31T23:59:59Z", "sales": 3},
             {"month": "0001-01-01", "sales": -2}], "dates": {"month": {"unit": "quarter"}},
             "marks": [{"type": "BarMark", "x": "month", "y": "sales"}]}
            """#)
        #expect(!displayList(far).items.isEmpty)
    }

    @MainActor @Test func badDatesNameTheirPlace() throws {
        func chart(_ data: String, dates: String = #"{"day": {"unit": "day"}}"#) -> String {
            #"{"type": "Chart", "data": \#(data), "dates": \#(dates), "marks": [{"type": "BarMark", "x": "day", "y": "steps"}]}"#
        }
        #expect(error(chart(#"[{"day": "2024-03-01", "steps": 4}, {"day": "2024-13-01", "steps": 6}]"#))
                == #"root.data[1].day: expected an ISO-8601 date such as "2024-03-15" or "2024-03-15T09:30:00Z" ("dates" declares "day" a date), got "2024-13-01""#)
        #expect(error(chart(#"[{"day": 20240301, "steps": 4}]"#))?.hasPrefix("root.data[0].day: expected an ISO-8601 date") == true)
        #expect(error(chart(#"[{"day": "2024-03-01", "steps": 4}]"#, dates: #"{"day": {"unit": "days"}}"#))?
                    .hasPrefix(#"root.dates.day.unit: expected one of "#) == true)
        #expect(error(chart(#"[{"day": "2024-03-01", "steps": 4}]"#, dates: #"{"dya": {}}"#))
                == #"root.dates.dya: no field "dya" in the data; did you mean "day"?"#)
        #expect(error(chart(#"[{"day": "2024-03-01", "steps": 4}]"#, dates: #"{"day": {"units": "day"}}"#))?
                    .hasPrefix(#"root.dates.day.units: unknown property of a date field"#) == true)
        #expect(error(#"{"type": "Chart", "dates": {"day": {}}, "marks": [{"type": "RuleMark", "y": 3}]}"#)
                == #"root.dates.day: the date field "day" needs "data" or "csv""#)
        let folder = try folder(csv: "day,steps\n2024-03-01,4\nyesterday,5\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(error(#"{"type": "Chart", "csv": "sales.csv", "dates": {"day": {}}, "marks": [{"type": "BarMark", "x": "day", "y": "steps"}]}"#, in: folder)
                == #"root.csv: sales.csv, line 3: "yesterday" in the column "day" is not an ISO-8601 date such as "2024-03-15" or "2024-03-15T09:30:00Z""#)
    }

    /// Found by ChartSceneFuzzer: a header longer than every record (SwiftCSV pads records only to the
    /// longest record) read past the cells. The missing cells are empty.
    @MainActor @Test func recordsShorterThanTheHeaderHaveNoValuesInTheRest() throws {
        let data = try ChartData(csv: "day,city,value,extra\n1,Rome,7\n2,Rome\n", file: "f.csv", at: JSONNode(.null), maximumRows: 10)
        #expect(data.rows == [["day": .number(1), "city": .string("Rome"), "value": .number(7)], ["day": .number(2), "city": .string("Rome")]])
        #expect(error(#"{"type": "Chart", "data": [], "marks": [{"type": "BarMark", "x": 1}]}"#) == nil)
    }

    @MainActor @Test func aSceneChartRenders() throws {
        let folder = try folder(csv: salesCSV)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try decode(#"""
            {"type": "Chart", "csv": "sales.csv", "foregroundStyleBy": "kind", "yAxisLabel": "Sales",
             "marks": [{"type": "BarMark", "x": "month", "y": "sales", "positionBy": "kind", "cornerRadius": 2},
                       {"type": "RuleMark", "y": 4, "foregroundStyle": "red"}]}
            """#, in: folder)
        // At 1× (the other references are at 2×), compared with a tolerance of 2 in any channel.
        assertSnapshot(of: scene.padding(8).background(Color.white),
                       as: .png(size: ProposedViewSize(width: 240, height: 150), scale: 1, tolerance: 2),
                       named: "scene", in: chartReferences, testName: "aSceneChartRenders")
    }
}
