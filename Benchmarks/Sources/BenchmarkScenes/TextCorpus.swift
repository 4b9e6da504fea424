/// The strings of T1: distinct, word-like, 2 to 7 words of 1 to 3 syllables, the same on every run.
public enum TextCorpus {
    private static let syllables = ["ca", "t", "gold", "fish", "dog", "vo", "te", "pet", "best", "ran", "king",
                                    "po", "ll", "lea", "der", "board", "ar", "ri", "ves", "mo", "ving", "ti", "e"]

    /// `count` distinct strings from a fixed pseudo-random sequence.
    public static func strings(count: Int) -> [String] {
        var generator = SplitMix(seed: 0xEA5E1)
        var seen = Set<String>()
        var strings: [String] = []
        while strings.count < count {
            let words = (0..<generator.next(in: 2...7)).map { _ in
                (0..<generator.next(in: 1...3)).map { _ in syllables[generator.next(in: 0...(syllables.count - 1))] }.joined()
            }
            var string = words.joined(separator: " ")
            if generator.next(in: 0...3) == 0 { string = string.prefix(1).uppercased() + string.dropFirst() }
            if seen.insert(string).inserted { strings.append(string) }
        }
        return strings
    }
}

/// SplitMix64: a small, fixed pseudo-random sequence.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
