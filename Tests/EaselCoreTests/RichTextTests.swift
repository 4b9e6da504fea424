import Foundation
import Testing
@testable import EaselCore

/// The runs a text resolves to in `environment` (default: a fresh one).
private func pieces(_ text: Text, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [(string: String, style: TextLayoutRequest.RunStyle)] {
    var environment = EnvironmentValues()
    configure(&environment)
    return TextResolution.pieces(of: text, in: environment)
}

private func string(_ text: Text) -> String { pieces(text).map(\.string).joined() }

@Suite struct RichTextTests {
    @MainActor @Test func concatenationKeepsEachRunsAttributesAndTheInnerOneWins() {
        let text = (Text("Vote ").bold() + Text("now").foregroundColor(.orange)).foregroundColor(.blue).italic()
        let runs = pieces(text)
        #expect(runs.map(\.string) == ["Vote ", "now"])
        #expect(runs[0].style.font.weight == .bold && runs[1].style.font.weight == .regular)
        #expect(runs.allSatisfy { $0.style.font.isItalic })
        #expect(runs[0].style.color == Color.blue.resolve(in: EnvironmentValues()))
        #expect(runs[1].style.color == Color.orange.resolve(in: EnvironmentValues()))
    }

    @MainActor @Test func runAttributesReachTheRequest() {
        let text = Text("a").kerning(2).tracking(1) + Text("b").baselineOffset(3).underline(pattern: .dash, color: .red)
            + Text("c").strikethrough()
        let runs = pieces(text)
        #expect(runs[0].style.letterSpacing == 3)
        #expect(runs[1].style.baselineOffset == 3)
        #expect(runs[1].style.underline == TextLayoutRequest.Decoration(pattern: .dash, color: Color.red.resolve(in: EnvironmentValues())))
        #expect(runs[2].style.strikethrough == TextLayoutRequest.Decoration())
        let request = TextLayoutRequest(pieces: runs, fallbackFont: ResolvedFont(size: 17), width: nil)
        #expect(request.string == "abc" && request.runs.map(\.length) == [1, 1, 1])
    }

    /// A container's text attributes reach the text inside, unless the text sets its own.
    @MainActor @Test func viewModifiersReachTheTextInside() throws {
        var measured: [TextLayoutRequest] = []
        let recorder = RecordingMeasurer()
        let view = VStack { Text("a"); Text("b").kerning(1) }.kerning(5).textCase(.uppercase).monospaced()
        var environment = EnvironmentValues()
        environment.textMeasurer = recorder
        _ = ViewLayout(content: view, proposal: .unspecified, environment: environment).frames
        measured = recorder.requests
        let a = try #require(measured.first { $0.string == "A" })
        let b = try #require(measured.first { $0.string == "B" })
        #expect(a.runs.first?.style.letterSpacing == 5 && b.runs.first?.style.letterSpacing == 1)
        #expect(a.font.design == .monospaced)
    }

    @MainActor @Test func plainTextHasNoRuns() {
        let request = TextLayoutRequest(pieces: pieces(Text("Goldfish").bold()), fallbackFont: ResolvedFont(size: 17), width: nil)
        #expect(request.runs.isEmpty && request.font.weight == .bold)
    }

    @MainActor @Test func markdownLiteralAndVerbatim() {
        let runs = pieces(Text("**Bold** `code` [link](u)"))
        #expect(runs.map(\.string) == ["Bold", " ", "code", " ", "link"])
        #expect(runs[0].style.font.weight == .bold)
        #expect(runs[2].style.font.design == .monospaced)
        #expect(runs[4].style.color == Color.accentColor.resolve(in: EnvironmentValues()))
        #expect(string(Text(verbatim: "**Bold**")) == "**Bold**")
        // In a view builder too: "Bold" is 4 × 8.5 wide, not 8 × 8.5.
        expectFrames(frames(VStack { Text("**Bold**").id("markdown") }), ["markdown": rect(0, 0, 34, 22)])
        let variable = "**Bold**"
        #expect(string(Text(variable)) == "**Bold**")
        #expect(string(Text("*key*", tableName: "Table", bundle: nil, comment: "shown as written")) == "key")
    }

    @MainActor @Test func interpolationWritesValuesAsSwiftUIDoes() {
        let score = 42, ratio = 3.5, name = "*Rex*"
        #expect(string(Text("Score: \(score)")) == "Score: 42")
        #expect(string(Text("Ratio: \(ratio)")) == "Ratio: 3.500000")
        #expect(string(Text("Name: \(name)")) == "Name: *Rex*")
        #expect(string(Text("\(1234.5, format: .number)")) == "1,234.5")
        #expect(string(Text("\(0.25, format: .percent)")) == "25%")
        let bold = pieces(Text("**\(name)** wins \(Text("big").italic())"))
        #expect(bold.map(\.string) == ["*Rex*", " wins ", "big"])
        #expect(bold[0].style.font.weight == .bold && bold[2].style.font.isItalic)
    }

    @MainActor @Test func formatsAndDates() {
        #expect(string(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        #expect(string(Text(0.5, format: .percent)) == "50%")
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(string(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(string(Text(later, style: .offset)) == "+2 hours")
        #expect(string(Text(now.addingTimeInterval(-90 * 86400), style: .offset)) == "-2 months")
        #expect(string(Text(later, style: .timer)) == "2:23:05")
        #expect(string(Text(now.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(string(Text(now, style: .date)) == "January 1, 2001")
        let shifted = pieces(Text(later, style: .timer)) { $0.easelNow = later }
        #expect(shifted[0].string == "0:00")
    }

    /// `\.locale` and `\.timeZone` write dates, formatted values and cased text; the defaults are
    /// `en_US` and UTC whatever the machine's are.
    @MainActor @Test func theEnvironmentsLocaleAndTimeZoneWriteText() {
        let german = { (environment: inout EnvironmentValues) in environment.locale = Locale(identifier: "de_DE") }
        let now = Date(timeIntervalSinceReferenceDate: 0)
        #expect(pieces(Text(now, style: .date), german).map(\.string) == ["1. Januar 2001"])
        #expect(pieces(Text(1234.5, format: .number), german).map(\.string) == ["1.234,5"])
        #expect(pieces(Text("Total: \(1234.5, format: .number)"), german).map(\.string).joined() == "Total: 1.234,5")
        let tokyo = pieces(Text(now, style: .time)) { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }
        #expect(tokyo.map(\.string) == ["9:00\u{202F}AM"] || tokyo.map(\.string) == ["9:00 AM"], "\(tokyo.map(\.string))")
        let turkish = pieces(Text("istanbul")) { $0.textCase = .uppercase; $0.locale = Locale(identifier: "tr_TR") }
        #expect(turkish.map(\.string) == ["İSTANBUL"])
        #expect(EnvironmentValues().locale.identifier == "en_US" && EnvironmentValues().timeZone.secondsFromGMT() == 0)
        #expect(Text(1234.5, format: .number).content == "1,234.5")
    }

    /// One line of 17 characters at 8.5 points is 144.5 wide; at most 100 fits with a factor of 0.6875
    /// (bisection to 1/64): 99.34 → 100 wide, 21.25 × 0.6875 = 14.6 → 15 tall.
    @MainActor @Test func minimumScaleFactorShrinksTextToFit() {
        let view = Text("Goldfish Goldfish").lineLimit(1).minimumScaleFactor(0.5).id("text")
        expectFrames(frames(view, width: 100), ["text": rect(0, 0, 100, 15)])
        expectFrames(frames(Text("Goldfish Goldfish").lineLimit(1).id("text"), width: 100), ["text": rect(0, 0, 68, 22)])
        expectFrames(frames(Text("Fish").minimumScaleFactor(0.5).id("text"), width: 100), ["text": rect(0, 0, 34, 22)])
    }
}

/// A fixed-advance measurer that remembers what it was asked.
private final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    private(set) var requests: [TextLayoutRequest] = []
    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        requests.append(request)
        return FixedAdvanceTextMeasurer().measure(request)
    }
}

/// `Text(_: AttributedString)` with SwiftUI's attribute names.
@Suite struct AttributedTextTests {
    @MainActor @Test func runsKeepTheirAttributes() {
        var title = AttributedString("Best ")
        title.font = .headline
        title.foregroundColor = .red
        var pet = AttributedString("pet")
        pet.kern = 2
        pet.tracking = 1
        pet.baselineOffset = 3
        pet.underlineStyle = Text.LineStyle(pattern: .dot)
        pet.strikethroughStyle = .single
        var link = AttributedString(" here")
        link.link = URL(string: "https://example.com")
        let runs = pieces(Text(title + pet + link))
        let environment = EnvironmentValues()
        #expect(runs.map(\.string) == ["Best ", "pet", " here"])
        #expect(runs[0].style.font.weight == .semibold && runs[0].style.color == Color.red.resolve(in: environment))
        #expect(runs[1].style.letterSpacing == 3 && runs[1].style.baselineOffset == 3)
        #expect(runs[1].style.underline == TextLayoutRequest.Decoration(pattern: .dot) && runs[1].style.strikethrough == TextLayoutRequest.Decoration())
        #expect(runs[2].style.color == Color.accentColor.resolve(in: environment))
    }
}
