import Foundation

/// Timings of one side of a comparison, in seconds.
struct Samples {
    let values: [Double]

    var median: Double { Self.median(values) }
    var minimum: Double { values.min() ?? .nan }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Easel and a peer (or a floor) measured alternately in one run.
///
/// The rule, so that a ratio survives a noisy machine:
/// 1. Each side runs `warmup` times untimed (fonts loaded, caches of the libraries filled, pages touched).
/// 2. Then `rounds` rounds; a round times each side once, back to back, alternating which side goes
///    first (A B, B A, A B, …), so neither side always runs on the warmer cache or the quieter moment.
/// 3. The ratio is the median of the rounds' own ratios (ours ÷ peer): the two timings of a round are
///    taken close together, under the same load, so their ratio is steadier than either time.
struct Comparison {
    let ours: Samples
    let peer: Samples
    let ratio: Double

    /// Each closure runs its side once and returns the seconds it measured (setup it does is not
    /// counted: the closure decides what is timed).
    init(rounds: Int, warmup: Int = 1, ours: () throws -> Double, peer: () throws -> Double) rethrows {
        for _ in 0..<warmup {
            _ = try ours()
            _ = try peer()
        }
        var oursTimes: [Double] = [], peerTimes: [Double] = []
        for round in 0..<max(rounds, 1) {
            if round.isMultiple(of: 2) {
                oursTimes.append(try ours())
                peerTimes.append(try peer())
            } else {
                peerTimes.append(try peer())
                oursTimes.append(try ours())
            }
        }
        self.ours = Samples(values: oursTimes)
        self.peer = Samples(values: peerTimes)
        ratio = Samples.median(zip(oursTimes, peerTimes).map { $0 / $1 })
    }
}

/// Formats seconds for people: "412 µs", "18.3 ms", "1.24 s".
func formatSeconds(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "–" }
    switch seconds {
    case ..<1e-6: return "\(format(seconds * 1e9, digits: 0)) ns"
    case ..<1e-3: return "\(format(seconds * 1e6, digits: seconds < 1e-5 ? 2 : 0)) µs"
    case ..<1: return "\(format(seconds * 1e3, digits: seconds < 1e-2 ? 2 : 1)) ms"
    default: return "\(format(seconds, digits: 2)) s"
    }
}

/// `value` with `digits` decimals.
func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard digits > 0 else { return String(Int(rounded)) }
    let whole = Int(rounded.magnitude)
    let fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
    let padded = String(repeating: "0", count: max(0, digits - String(fraction).count)) + String(fraction)
    return (rounded < 0 ? "-" : "") + "\(whole).\(padded)"
}

/// Two commands compared as processes, by their CPU time (user and system, from `wait4`), rounds
/// alternating as in `Comparison`: `easel` with `arguments` against `rsvg-convert` turning `svg` into
/// `png`. Either failing stops the case with its standard error.
struct ProcessComparison {
    let comparison: Comparison
    /// The largest resident size `easel` reached in any round.
    let peakKilobytes: Int

    init(rounds: Int, easel: String, _ arguments: [String], rsvgConvert svg: URL, to png: URL) throws {
        var peak = 0
        comparison = try Comparison(rounds: rounds, ours: {
            let result = try Subprocess.run(easel, arguments)
            guard result.succeeded else { throw SubprocessError(description: "easel \(arguments[0]): \(result.standardError)") }
            peak = max(peak, result.maxResidentKilobytes)
            return result.cpuSeconds
        }, peer: {
            let result = try Subprocess.run("rsvg-convert", [svg.path, "-o", png.path])
            guard result.succeeded else { throw SubprocessError(description: "rsvg-convert: \(result.standardError)") }
            return result.cpuSeconds
        })
        peakKilobytes = peak
    }
}
