import Foundation
import Testing
@testable import EaselCore

/// The SF Symbols names real code uses most (`symbol-names-in-use.txt`, counted by `Scripts/symbol-usage.py`
/// in public Swift projects; docs/symbols.md, "Coverage"): every name the list marks drawn still is, in the
/// way it says, and every name it marks missing still is, so the list and the docs' table stay true.
@Suite struct SymbolCoverageTests {
    struct Row { let name: String, projects: Int, uses: Int, how: String }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("symbol-names-in-use.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, let projects = Int(fields[1]), let uses = Int(fields[2]) else { return nil }
            return Row(name: fields[0], projects: projects, uses: uses, how: fields[3])
        }
    }()

    @MainActor @Test func theListHasTheTopNamesRankedByProjects() {
        #expect(Self.rows.count == 150)
        #expect(zip(Self.rows, Self.rows.dropFirst()).allSatisfy { $0.projects >= $1.projects })
    }

    @MainActor @Test func everyNameMarkedDrawnResolvesToAnOutlineAsTheListSays() {
        for row in Self.rows {
            switch row.how {
            case "missing":
                #expect(!SymbolNames.contains(row.name), "\(row.name) is drawn now: run `python3 Scripts/symbol-usage.py annotate` on the list")
            case "own":
                #expect(OwnSymbolOutlines.names.contains(row.name), "\(row.name) lost its own outline")
                #expect(SymbolLibrary.outline(systemName: row.name) != nil, "\(row.name)")
            default:
                #expect(row.how == "bootstrap:" + (SymbolNames.iconName(for: row.name) ?? "(none)"), "\(row.name): mapping lost or changed")
                #expect(SymbolLibrary.outline(systemName: row.name) != nil, "\(row.name)")
            }
        }
    }

    /// 123 of the 150 before round 26, 136 after (docs/symbols.md).
    @MainActor @Test func coverageOfTheTopNamesHoldsItsFloor() {
        let drawn = Self.rows.filter { $0.how != "missing" }
        #expect(drawn.count >= 136, "\(drawn.count) of \(Self.rows.count)")
    }

    @MainActor @Test func ownOutlinesForTheEllipsisAndTheStackedSquaresHaveTheirHoles() throws {
        // ellipsis.circle: a ring with three dots, the middle dot filled and the space between it and the
        // ring clear; the .fill form is a disc with the dots cut out.
        let ring = try #require(SymbolLibrary.outline(systemName: "ellipsis.circle"))
        #expect(ring.contains(CGPoint(x: 8, y: 8)))
        #expect(!ring.contains(CGPoint(x: 8, y: 5)))
        #expect(ring.contains(CGPoint(x: 8, y: 0.5)))
        let disc = try #require(SymbolLibrary.outline(systemName: "ellipsis.circle.fill"))
        #expect(!disc.contains(CGPoint(x: 8, y: 8)))
        #expect(disc.contains(CGPoint(x: 8, y: 5)))
        // plus.square.on.square: the front square's plus is filled, its inside otherwise clear, and the back
        // square shows only outside the front one.
        let squares = try #require(SymbolLibrary.outline(systemName: "plus.square.on.square"))
        #expect(squares.contains(CGPoint(x: 10, y: 10)))
        #expect(!squares.contains(CGPoint(x: 7, y: 13)))
        #expect(squares.contains(CGPoint(x: 5, y: 0.5)))
        #expect(!squares.contains(CGPoint(x: 10.5, y: 5.5)))
        #expect(SymbolNames.name("ellipsis.circle", with: .fill) == "ellipsis.circle.fill")
    }
}
