import Foundation

/// A string that shows one integer: the text before it, the number, the text after it ("25",
/// "25 votes", "−3 °C").
///
/// The rule: the string holds exactly one run of ASCII digits, optionally preceded by a minus sign
/// ("-" or "−"), and the number fits an `Int`. Strings with no digits or several runs ("1,234", "3.5",
/// "2 of 5") are not numeric text.
struct NumericText: Equatable {
    let prefix: String
    let value: Int
    let suffix: String
    /// The minus sign the string used, reused when a negative value is written.
    let minus: Character

    init?(_ string: String) {
        let characters = Array(string)
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        guard let start = characters.firstIndex(where: isDigit) else { return nil }
        var end = start
        while end < characters.count, isDigit(characters[end]) { end += 1 }
        guard !characters[end...].contains(where: isDigit), let magnitude = Int(String(characters[start..<end])) else { return nil }
        var prefixEnd = start
        var minus: Character = "-"
        if start > 0, characters[start - 1] == "-" || characters[start - 1] == "−" {
            prefixEnd = start - 1
            minus = characters[start - 1]
        }
        prefix = String(characters[..<prefixEnd])
        value = prefixEnd < start ? -magnitude : magnitude
        suffix = String(characters[end...])
        self.minus = minus
    }

    /// The string with `value` in place of the number.
    func string(showing value: Int) -> String {
        prefix + (value < 0 ? String(minus) + String(value.magnitude) : String(value)) + suffix
    }

    /// Whether `other` shows a number in the same surrounding text.
    func hasSameText(as other: NumericText) -> Bool { prefix == other.prefix && suffix == other.suffix }
}
