import Foundation
import EaselTestSupport
import Testing
@testable import EaselCore

/// The inline Markdown of `Text("…")`: each case's runs, as "text" with its styles in brackets.
@Suite struct InlineMarkdownTests {
    static func describe(_ source: String) -> String {
        InlineMarkdown.parse(source).map { run in
            var flags: [String] = []
            if run.style.isBold { flags.append("b") }
            if run.style.isItalic { flags.append("i") }
            if run.style.isCode { flags.append("code") }
            if run.style.isStrikethrough { flags.append("s") }
            if let link = run.style.link { flags.append("link=\(link)") }
            return flags.isEmpty ? run.string : "\(run.string)[\(flags.joined(separator: ","))]"
        }.joined(separator: "|")
    }

    static let cases: [(String, String)] = [
        ("plain text", "plain text"),
        ("**bold** and *italic*", "bold[b]| and |italic[i]"),
        ("__bold__ and _italic_", "bold[b]| and |italic[i]"),
        ("***both***", "both[b,i]"),
        ("`**not bold**`", "**not bold**[code]"),
        ("``a ` b``", "a ` b[code]"),
        ("~~gone~~ ~one~", "gone[s]| |one[s]"),
        ("[Easel](https://example.com) rocks", "Easel[link=https://example.com]| rocks"),
        ("[**bold link**](u)", "bold link[b,link=u]"),
        ("<https://a.b/c>", "https://a.b/c[link=https://a.b/c]"),
        ("snake_case_name", "snake_case_name"),
        ("2 * 3 * 4", "2 * 3 * 4"),
        ("\\*literal\\*", "*literal*"),
        ("**unclosed", "**unclosed"),
        ("*a **b** c*", "a [i]|b[b,i]| c[i]"),
        ("# Not a heading", "# Not a heading"),
        ("[no link]", "[no link]"),
        ("~~~three~~~", "~~~three~~~"),
        ("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.com)",
         "Bold[b]|, |italic[i]|, |code[code]|, |struck[s]| and |a link[link=https://example.com]"),
    ]

    @MainActor @Test(arguments: cases)
    func parses(_ source: String, _ expected: String) {
        #expect(Self.describe(source) == expected)
    }

    /// Random strings of Markdown's characters and letters, seeded: parsing never traps and keeps every
    /// letter, in order (markup characters alone may go). Without parentheses there are no inline links,
    /// whose destinations are not shown; with them, no letter appears that was not typed.
    @MainActor @Test(arguments: [("*_~`[]<>\\:ab ", true), ("*_~`[]()<>\\:ab ", false)])
    func fuzzKeepsLetters(_ characters: String, _ keepsAll: Bool) {
        var generator = SplitMix64(seed: 14)
        let alphabet = Array(characters)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 24)
            let source = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let letters = { (string: String) in string.filter { $0 == "a" || $0 == "b" } }
            let shown = letters(InlineMarkdown.parse(source).map(\.string).joined())
            if keepsAll {
                #expect(shown == letters(source), "\(source)")
            } else {
                #expect(shown.count <= letters(source).count, "\(source)")
            }
        }
    }
}
