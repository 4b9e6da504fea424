import EaselRace
import Testing

/// `--number-format`'s spellings and what each writes.
@Suite struct RaceNumberFormatTests {
    @MainActor @Test(arguments: [
        ("integer", 1234.5, "1235"), ("integer", -0.4, "0"), ("grouped", 1234567.5, "1,234,568"), ("grouped", -1234, "-1,234"),
        ("grouped", 999, "999"), ("decimal:2", 1234.5, "1234.50"), ("decimal:0", 2.5, "3"), ("compact", 999.4, "999"), ("compact", 999.6, "1K"),
        ("compact", 1234.5, "1.2K"), ("compact", 1_000_000, "1M"), ("compact", 999_960, "1M"), ("compact", -2_500_000_000, "-2.5B"),
        ("percent", 12.5, "13%"), ("percent:1", 12.34, "12.3%"),
    ]) func writes(spelling: String, value: Double, expected: String) throws {
        let format = try #require(RaceNumberFormat(spelling))
        #expect(format.string(value) == expected)
    }

    @MainActor @Test(arguments: ["", "decimal", "decimal:7", "decimal:-1", "integer:2", "compact:1", "percent:", "Integer", "%d"])
    func unknownSpellingsAreRefused(spelling: String) {
        #expect(RaceNumberFormat(spelling) == nil)
    }
}
