import Foundation

/// The tests' seeded randomness (property tests, fast paths against the general code, the GIF encoder
/// against its reference) comes from here.
///
/// Sebastiano Vigna's SplitMix64: a tiny, fast random number generator whose whole state is one seed, so
/// that a failing case is reproduced from the seed it prints.
///
/// Rule: the state advances by the golden-ratio increment 0x9E3779B97F4A7C15, and each output is the new
/// state mixed by two xor-shift-multiply rounds and a final xor-shift.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A length in `0...maximum`, in quarter points, so that frames are exact in binary.
    public mutating func length(upTo maximum: Int) -> CGFloat { CGFloat(int(0...maximum * 4)) / 4 }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }
}
