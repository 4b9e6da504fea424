import EaselCore
import Foundation
import Testing
@testable import EaselText

/// The system font's tracking: Apple's SF Pro table by point size, added to the letter spacing of text in
/// the system font's default design only.
@Suite struct SystemFontTrackingTests {
    /// The table's rows as printed, a straight line between two rows, its ends held beyond it.
    @MainActor @Test func trackingFollowsTheTableBySize() {
        #expect(SystemFontTracking.tracking(pointSize: 17) == -0.43)
        #expect(SystemFontTracking.tracking(pointSize: 12) == 0)
        #expect(SystemFontTracking.tracking(pointSize: 28) == 0.38)
        #expect(SystemFontTracking.tracking(pointSize: 6) == 0.24)
        #expect(SystemFontTracking.tracking(pointSize: 3) == 0.24)
        #expect(SystemFontTracking.tracking(pointSize: 96) == 0)
        #expect(SystemFontTracking.tracking(pointSize: 200) == 0)
        #expect(abs(SystemFontTracking.tracking(pointSize: 55) - 0.31) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(pointSize: 16.5) - -0.37) < 1e-9)
    }

    /// Only the default design of the system font is tracked; a named family, even Inter itself, is drawn as
    /// its font draws it.
    @MainActor @Test func onlyTheSystemFontIsTracked() {
        #expect(SystemFontTracking.tracking(for: ResolvedFont(size: 17)) == -0.43)
        #expect(SystemFontTracking.tracking(for: ResolvedFont(family: "Inter", size: 17)) == 0)
        // A family no font answers to draws in the system font, tracked as it is.
        #expect(SystemFontTracking.tracking(for: ResolvedFont(family: "No Such Sans", size: 17)) == -0.43)
        #expect(SystemFontTracking.tracking(for: ResolvedFont(size: 17, design: .serif)) == 0)
        #expect(SystemFontTracking.tracking(for: ResolvedFont(size: 17, design: .rounded)) == 0)
        #expect(SystemFontTracking.tracking(for: ResolvedFont(size: 17, design: .monospaced)) == 0)
    }

    /// "Sesame Street" in `.callout.bold()` (16 points): iOS draws it 111 points wide (Ferrostar's road name
    /// pill, 135 points with its 12-point padding); Inter untracked is 114.35, tracked by the table's −0.31
    /// between characters 110.63, 110.67 once rounded to the 3x pixel grid.
    @MainActor @Test func systemTextIsNarrowerByTheTablesTracking() {
        let bold = ResolvedFont(size: 16, weight: .bold)
        let tracked = measurer.measure(request("Sesame Street", font: bold)).size.width
        let untracked = measurer.measure(request("Sesame Street", font: ResolvedFont(family: "Inter", size: 16, weight: .bold))).size.width
        #expect(abs(untracked - tracked - 12 * 0.31) < 0.02, "untracked \(untracked), tracked \(tracked)")
        #expect(abs(tracked - 110.63) < 0.02, "tracked \(tracked)")
        // An explicit tracking adds to the table's.
        var spaced = request("Sesame Street", font: bold)
        spaced.runs = [.init(length: "Sesame Street".utf8.count, style: .init(font: bold, letterSpacing: 0.31))]
        #expect(abs(measurer.measure(spaced).size.width - untracked) < 0.02)
    }

    /// Negative tracking never makes a line wider than the width it was laid out in: a truncated 17-point
    /// line stays within 150 points (it was 150.43), and a text fits the width it measured.
    @MainActor @Test func negativeTrackingKeepsLinesWithinTheirWidth() {
        let line = request("The quick brown fox jumps over the lazy dog", width: 150, lineLimit: 1)
        #expect(measurer.measure(line).size.width <= 150)
        var fitted = request("Sesame Street")
        let natural = measurer.measure(fitted).size
        fitted.width = natural.width
        #expect(measurer.measure(fitted).size == natural)
    }
}
