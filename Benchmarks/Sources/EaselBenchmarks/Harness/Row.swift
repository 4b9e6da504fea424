/// A bound a ratio should stay within.
enum Target {
    /// The ratio should be at most this.
    case atMost(Double)
    /// No target: the row is there to be read.
    case none

    var description: String {
        switch self {
        case .atMost(let bound): "≤ \(format(bound, digits: bound < 10 ? 2 : 0))"
        case .none: "–"
        }
    }
}

/// One line of the results table.
struct Row {
    /// The case and its variant: "L1 nested", "R1 vs cairo".
    let name: String
    /// What is timed on our side.
    let timed: String
    /// What it is compared with.
    let comparedWith: String
    /// Ours ÷ theirs (or any other quotient the row names); nil when the case did not run.
    let ratio: Double?
    let target: Target
    /// Medians and counts behind the ratio, for the details below the table.
    let detail: String
    /// Why the row has no ratio yet, when it is waiting for another part of Easel.
    let pending: String?

    init(_ name: String, timed: String, comparedWith: String, ratio: Double?, target: Target, detail: String) {
        (self.name, self.timed, self.comparedWith, self.ratio, self.target, self.detail) = (name, timed, comparedWith, ratio, target, detail)
        pending = nil
    }

    /// A row for a case that cannot run yet.
    static func pending(_ name: String, timed: String, comparedWith: String, target: Target, reason: String) -> Row {
        Row(name: name, timed: timed, comparedWith: comparedWith, target: target, reason: reason)
    }

    /// A row for a case that failed to run.
    static func failed(_ name: String, timed: String, comparedWith: String, target: Target, error: any Error) -> Row {
        Row(name, timed: timed, comparedWith: comparedWith, ratio: nil, target: target, detail: "failed: \(error)")
    }

    private init(name: String, timed: String, comparedWith: String, target: Target, reason: String) {
        (self.name, self.timed, self.comparedWith, self.target) = (name, timed, comparedWith, target)
        (ratio, detail, pending) = (nil, "", reason)
    }

    /// pass, fail, pending, failed (the case did not run) or info (no target).
    var result: String {
        if pending != nil { return "pending" }
        guard let ratio else { return "error" }
        switch target {
        case .atMost(let bound): return ratio <= bound ? "pass" : "FAIL"
        case .none: return "info"
        }
    }

    var ratioText: String { ratio.map { format($0, digits: $0 < 10 ? 2 : 1) } ?? "–" }
}
