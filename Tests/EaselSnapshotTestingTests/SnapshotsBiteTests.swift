import Foundation
import Testing
@testable import EaselSnapshotTesting

/// A card: a headline and a line of body text in `accent`, optionally with one red point at (5, 5).
struct Card: View {
    var accent: Color = .blue
    var marksOnePoint = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Best pet").font(.headline).id("headline")
            Text("Cat, 25 votes").foregroundStyle(accent).id("votes")
        }
        .padding()
        .frame(width: 200, alignment: .leading)
        .overlay(alignment: .topLeading) {
            if marksOnePoint { Color.red.frame(width: 1, height: 1).offset(x: 5, y: 5) }
        }
    }
}

/// The snapshots bite: a reference recorded from `Card()` fails against a one-pixel change, another
/// Dynamic Type size and another colour, each with a message giving the count and the worst difference,
/// and with the expected image, the actual image and the three panels written as artifacts.
@Suite struct SnapshotsBiteTests {
    /// The card as a PNG at scale 1 (one point is one pixel), with `traits`.
    static func png(_ traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting<Card, Data> {
        .png(scale: 1, traits: traits)
    }

    /// Records `Card()` as the reference `card.NAME.png` in `references`, then verifies `card` as
    /// `strategy` against it without recording; returns the failure message.
    static func failure(of card: Card, as strategy: Snapshotting<Card, Data> = png(), named name: String,
                        references: URL) throws -> String {
        let recorded = verifySnapshot(of: Card(), as: png(), named: name, in: references, testName: "card", record: .all)
        #expect(recorded?.hasPrefix("Record mode is on") == true)
        #expect(exists(references.appendingPathComponent("card.\(name).png")))
        defer { removeLibraryCopy(of: "card.\(name).png", testFile: "SnapshotsBiteTests") }
        return try #require(verifySnapshot(of: card, as: strategy, named: name, in: references, testName: "card", record: .never))
    }

    /// The artifacts of the reference `card.NAME` under `artifacts`, checked to exist and to be named in
    /// `message`; returns the decoded three-panel picture.
    static func checkArtifacts(named name: String, in artifacts: URL, message: String) throws -> RasterImage {
        let folder = artifacts.appendingPathComponent("SnapshotsBiteTests")
        #expect(message.contains("Artifacts in \(folder.path):"))
        for (suffix, label) in [("expected", "expected:"), ("actual", "actual:"), ("diff", "expected | actual | difference:")] {
            let file = folder.appendingPathComponent("card.\(name).\(suffix).png")
            #expect(exists(file), "\(file.path)")
            #expect(message.contains("\(label) \(file.lastPathComponent)"))
        }
        return try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("card.\(name).diff.png")))
    }

    @MainActor @Test func theSameViewMatchesItsReference() throws {
        try withTemporaryFolders { references, _ in
            let recorded = verifySnapshot(of: Card(), as: Self.png(), named: "same", in: references, testName: "card", record: .all)
            #expect(recorded != nil)
            #expect(verifySnapshot(of: Card(), as: Self.png(), named: "same", in: references, testName: "card", record: .never) == nil)
        }
    }

    @MainActor @Test func aOnePixelChangeFails() throws {
        try withTemporaryFolders { references, artifacts in
            let message = try Self.failure(of: Card(marksOnePoint: true), named: "one-pixel", references: references)
            #expect(message.contains("Snapshot \"one-pixel\" does not match reference."))
            #expect(message.contains("The images differ: 1 of "))
            #expect(message.contains("pixels (0.0"))
            #expect(message.contains("differ, 0 may (tolerance 0, precision 1.0)."))
            #expect(message.contains("Worst difference: at x 5, y 5 (from the top-left), expected rgba(255, 255, 255, 255), "
                + "actual rgba(255, 59, 48, 255): channel difference 207 of 255"))
            let panels = try Self.checkArtifacts(named: "one-pixel", in: artifacts, message: message)
            #expect(panels.width > 3 * 200)
        }
    }

    @MainActor @Test func aOnePixelChangePassesWithinTheAllowedFraction() throws {
        try withTemporaryFolders { references, _ in
            _ = verifySnapshot(of: Card(), as: Self.png(), named: "fraction", in: references, testName: "card", record: .all)
            let loose = Snapshotting<Card, Data>.png(scale: 1, precision: 0.999)
            #expect(verifySnapshot(of: Card(marksOnePoint: true), as: loose, named: "fraction", in: references, testName: "card",
                                   record: .never) == nil)
        }
    }

    @MainActor @Test func anotherDynamicTypeSizeFails() throws {
        try withTemporaryFolders { references, artifacts in
            let message = try Self.failure(of: Card(), as: Self.png(SnapshotTraits(dynamicTypeSize: .xxxLarge)), named: "dynamic-type",
                                            references: references)
            // Larger text makes a taller card: the sizes differ, and the pixels of the union are compared.
            #expect(message.contains("The images differ: "))
            #expect(message.contains("The sizes differ: expected 200 × "))
            #expect(message.contains("Worst difference: at x "))
            _ = try Self.checkArtifacts(named: "dynamic-type", in: artifacts, message: message)
        }
    }

    @MainActor @Test func anotherColourFails() throws {
        try withTemporaryFolders { references, artifacts in
            let message = try Self.failure(of: Card(accent: .green), named: "colour", references: references)
            #expect(message.contains("The images differ: "))
            #expect(!message.contains("The sizes differ"))
            #expect(message.contains("ΔE "))
            let panels = try Self.checkArtifacts(named: "colour", in: artifacts, message: message)
            #expect(panels.allPixels.contains(RasterImage.Pixel(red: 255, green: 0, blue: 255, alpha: 255))) // marked in the diff
            // Even a precision that looks only at colour a person would notice catches a green for a blue.
            let perceptual = Snapshotting<Card, Data>.png(scale: 1, perceptualPrecision: 0.98)
            #expect(verifySnapshot(of: Card(accent: .green), as: perceptual, named: "colour", in: references, testName: "card",
                                   record: .never) != nil)
            removeLibraryCopy(of: "card.colour.png", testFile: "SnapshotsBiteTests")
        }
    }
}

extension RasterImage {
    /// Every pixel, row by row.
    var allPixels: [Pixel] { (0..<height).flatMap { y in (0..<width).map { x in self[x, y] } } }
}
