import Easel

/// The text of a `.frames` snapshot.
///
/// Rules:
/// 1. The first line gives the picture's size in points: `size: 390 × 844`.
/// 2. Then one line per view with an `.id(…)`, sorted by id: `id: x 16, y 55, width 68, height 22`, in
///    points from the top-left of the picture.
/// 3. Numbers are rounded to 1/1000 point and written without trailing zeros (`28.641`, `16`, `0.5`).
enum FrameDump {
    static func text(of layout: ViewLayout) -> String {
        var lines = ["size: \(number(layout.size.width)) × \(number(layout.size.height))"]
        for (id, frame) in layout.frames.sorted(by: { $0.key < $1.key }) {
            lines.append("\(id): x \(number(frame.minX)), y \(number(frame.minY)), "
                + "width \(number(frame.width)), height \(number(frame.height))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` to 1/1000, without trailing zeros (rule 3).
    static func number(_ value: CGFloat) -> String {
        let thousandths = (value * 1000).rounded()
        guard thousandths.isFinite else { return "\(value)" }
        let integer = Int(thousandths)
        let sign = integer < 0 ? "-" : ""
        let (whole, fraction) = (abs(integer) / 1000, abs(integer) % 1000)
        guard fraction > 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction + 1000).dropFirst()
        while digits.hasSuffix("0") { digits = digits.dropLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
