import EaselCore
import Foundation

/// The pie slices that draw an angular (conic) gradient, each running linearly from one colour to another.
///
/// Rules, for stops at locations 0…1 mapped to the angles `startAngle + location × span`, span =
/// `endAngle − startAngle` (at most one turn):
/// 1. The colour at a location is `Paint.color(at:in:)`: the linear mix of the stops around it, padded.
/// 2. The turn from `startAngle` to `endAngle` is cut at every stop's angle, and each piece into equal
///    slices no wider than `maximumAngle`.
/// 3. When the span is less than a turn, the rest of the turn is shared as SwiftUI shares it: its first
///    half (after `endAngle`) in the last colour, its second half (up to `startAngle` + one turn) in the first.
enum AngularSectors {
    struct Sector: Equatable {
        var startAngle: Double, endAngle: Double
        var startColor: RGBA, endColor: RGBA
    }

    static func sectors(_ stops: [Paint.Stop], startAngle: Double, endAngle: Double, maximumAngle: Double) -> [Sector] {
        guard let first = stops.first, let last = stops.last, maximumAngle > 0 else { return [] }
        let turn = 2 * Double.pi
        let span = min(endAngle - startAngle, turn)
        guard span > 0 else { return [] }
        func angle(_ location: Double) -> Double { startAngle + location * span }
        // 1–2: the pieces between consecutive breakpoints (0, the stops' locations inside 0…1, 1).
        let breakpoints = ([0] + stops.map { min(max($0.location, 0), 1) } + [1]).sorted()
        var sectors: [Sector] = []
        for (from, to) in zip(breakpoints, breakpoints.dropFirst()) where to > from {
            append(from: angle(from), to: angle(to), Paint.color(at: from, in: stops), Paint.color(at: to, in: stops), to: &sectors, maximumAngle)
        }
        // 3: the gap of a partial turn.
        let gap = turn - span
        if gap > 1e-9 {
            let middle = endAngle + gap / 2
            append(from: endAngle, to: middle, last.color, last.color, to: &sectors, maximumAngle)
            append(from: middle, to: startAngle + turn, first.color, first.color, to: &sectors, maximumAngle)
        }
        return sectors
    }

    /// Appends the piece from `start` to `end`, cut into equal slices no wider than `maximumAngle`.
    private static func append(from start: Double, to end: Double, _ startColor: RGBA, _ endColor: RGBA,
                               to sectors: inout [Sector], _ maximumAngle: Double) {
        let count = max(Int(((end - start) / maximumAngle).rounded(.up)), 1)
        let ends = [Paint.Stop(color: startColor, location: 0), Paint.Stop(color: endColor, location: 1)]
        func color(_ i: Int) -> RGBA { Paint.color(at: Double(i) / Double(count), in: ends) }
        for i in 0..<count {
            let a = start + (end - start) * Double(i) / Double(count)
            let b = start + (end - start) * Double(i + 1) / Double(count)
            sectors.append(Sector(startAngle: a, endAngle: b, startColor: color(i), endColor: color(i + 1)))
        }
    }
}

