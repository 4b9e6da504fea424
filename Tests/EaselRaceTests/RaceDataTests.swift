import EaselRace
import Foundation
import Testing

@Suite struct RaceDataTests {
    @MainActor @Test func wideCSV() throws {
        let data = try RaceData(csv: "month,Cats,Dogs\nJan,3,5\nFeb,,7\nMar,9,8\n")
        #expect(data.periods == ["Jan", "Feb", "Mar"])
        #expect(data.entities == ["Cats", "Dogs"])
        #expect(data.values == [[3, 5], [nil, 7], [9, 8]])
    }

    @MainActor @Test func longCSVInAnyColumnOrder() throws {
        let csv = "value,name,year\n10,Ann,2020\n4,Bo,2020\n12,Bo,2021\n"
        let data = try RaceData(csv: csv, layout: .long(period: "year", entity: "name", value: "value"))
        #expect(data.periods == ["2020", "2021"])
        #expect(data.entities == ["Ann", "Bo"])
        #expect(data.values == [[10, 4], [nil, 12]])
    }

    @MainActor @Test func byteOrderMarkCRLFQuotedNamesAndBlankLines() throws {
        let data = try RaceData(csv: "\u{FEFF}period,\"Smith, J.\",\"The \"\"Best\"\"\"\r\n1,2,3\r\n\r\n2,4,5\r\n")
        #expect(data.entities == ["Smith, J.", "The \"Best\""])
        #expect(data.periods == ["1", "2"])
        #expect(data.values == [[2, 3], [4, 5]])
    }

    @MainActor @Test func oneEntityAndOnePeriod() throws {
        let data = try RaceData(csv: "p,Only\nx,1\n")
        #expect(data.values == [[1]])
    }

    @MainActor @Test(arguments: [
        ("p,A,B\n1,2,x\n", "line 2, column 3: expected a number, got \"x\""),
        ("p,A,B\n1,2\n", "line 2: expected 3 cells, got 2"),
        ("p,A,A\n1,2,3\n", "line 1, column 3: entity \"A\" is named twice"),
        ("p\n1\n", "line 1: expected a period column and at least one entity column, got 1 column"),
        ("p,A\n", "line 2: no data: the file has a header and no rows"),
        ("p,A\n1,1e400\n", "line 2, column 2: expected a number, got \"1e400\""),
        ("p,A\n1,1,234\n", "line 2: expected 2 cells, got 3"),
    ]) func faultsNameTheirLineAndColumn(csv: String, message: String) {
        #expect(throws: RaceDataError.self) { try RaceData(csv: csv) }
        do { _ = try RaceData(csv: csv) } catch { #expect("\(error)" == message) }
    }

    @MainActor @Test func longCSVFaults() {
        let layout = RaceCSVLayout.long(period: "period", entity: "entity", value: "value")
        #expect(throws: RaceDataError.self) { try RaceData(csv: "period,entity\n1,A\n", layout: layout) }
        do { _ = try RaceData(csv: "period,entity,value\n1,A,2\n1,A,3\n", layout: layout) } catch {
            #expect("\(error)" == "line 3: period \"1\" gives \"A\" a second value")
        }
    }

    @MainActor @Test func missingValuesInterpolatedOrHeld() throws {
        let data = RaceData(periods: ["a", "b", "c", "d", "e"], entities: ["X"], values: [[nil], [2], [nil], [6], [nil]])
        // Before the first value 0; between 2 and 6 the line or the last value; after the last, held.
        #expect(data.filled(.interpolate).map { $0[0] } == [0, 2, 4, 6, 6])
        #expect(data.filled(.hold).map { $0[0] } == [0, 2, 2, 6, 6])
        #expect(data.filled(.hold, cumulative: true).map { $0[0] } == [0, 2, 4, 10, 16])
    }
}
