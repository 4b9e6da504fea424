import Foundation

/// How a race writes its values, named on the command line by `--number-format`.
///
/// | spelling | writes 1234.5 as | 0.1234 as |
/// | --- | --- | --- |
/// | `integer` (the default) | `1235` | `0` |
/// | `grouped` | `1,235` | `0` |
/// | `decimal:N` (N from 0 to 6) | `1234.50` for `decimal:2` | `0.12` |
/// | `compact` | `1.2K` (K, M, B, T; one decimal, `.0` dropped; under 1000 a whole number) | `0` |
/// | `percent` or `percent:N` | `1235%`, `1234.5%` for `percent:1` (the values are percentages) | `0%` |
///
/// Values are rounded half away from zero. Only strings with one run of digits count from one state to
/// the next (`numericText`): `integer`, `decimal:0`, `percent` and `compact` under 1000; the others change
/// with each step.
public enum RaceNumberFormat: Hashable, Sendable {
    case integer
    case grouped
    case decimal(Int)
    case compact
    case percent(Int)

    /// The spellings, as a message lists them.
    public static let spellings = "integer, grouped, decimal:N, compact or percent[:N] (N from 0 to 6)"

    /// The format `text` spells, or nil.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let digits: Int?
        if parts.count == 2 {
            guard let count = Int(parts[1]), (0...6).contains(count), parts[1].allSatisfy(\.isASCII) else { return nil }
            digits = count
        } else {
            digits = nil
        }
        switch (parts[0], digits) {
        case ("integer", nil): self = .integer
        case ("grouped", nil): self = .grouped
        case ("decimal", let count?): self = .decimal(count)
        case ("compact", nil): self = .compact
        case ("percent", let count): self = .percent(count ?? 0)
        default: return nil
        }
    }

    /// `value` written in this format.
    public func string(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        switch self {
        case .integer: return Self.fixed(value, digits: 0)
        case .grouped: return Self.grouped(Self.fixed(value, digits: 0))
        case .decimal(let digits): return Self.fixed(value, digits: digits)
        case .percent(let digits): return Self.fixed(value, digits: digits) + "%"
        case .compact:
            let units: [(size: Double, name: String)] = [(1, ""), (1e3, "K"), (1e6, "M"), (1e9, "B"), (1e12, "T")]
            var unit = units.lastIndex { abs(value) >= $0.size } ?? 0
            // Rounding may carry into the next unit: 999.6 is 1K, and 999,960 is 1M, not 1000.0K.
            if unit + 1 < units.count, abs(Self.rounded(value / units[unit].size, digits: unit == 0 ? 0 : 1)) >= 1000 { unit += 1 }
            var text = Self.fixed(value / units[unit].size, digits: unit == 0 ? 0 : 1)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text + units[unit].name
        }
    }

    private static func rounded(_ value: Double, digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `value` with `digits` digits after the point, rounded half away from zero, no "-0".
    private static func fixed(_ value: Double, digits: Int) -> String {
        let rounded = rounded(value, digits: digits)
        let text = String(format: "%.\(digits)f", rounded == 0 ? 0 : rounded)
        return text
    }

    /// A whole number's digits in groups of three, separated by commas.
    private static func grouped(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let digits = Array(negative ? text.dropFirst() : Substring(text))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (negative ? "-" : "") + result
    }
}
