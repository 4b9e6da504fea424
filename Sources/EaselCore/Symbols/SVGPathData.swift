import Foundation

/// SVG path data (the `d` attribute: `M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `A`, `Z` and their relative
/// lower-case forms) read into a `Path`, as the SVG 1.1 "Paths" chapter defines them.
///
/// Arcs become cubic Béziers (one per quarter turn at most, SVG 1.1 appendix F.6's centre
/// parameterisation); smooth curves reflect the previous control point. Returns nil for data that is
/// not well formed, so a broken icon draws nothing rather than part of itself.
package enum SVGPathData {
    package static func path(_ data: String) -> Path? {
        var scanner = NumberScanner(Array(data.utf8))
        var path = Path()
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?, lastCommand: UInt8 = 0
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek else { break }
            if byte.isLetter {
                command = byte
                scanner.index += 1
            } else if command == 0 {
                return nil
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            let isRelative = command >= UInt8(ascii: "a")
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return isRelative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            let upper = isRelative ? command - 32 : command
            var control: CGPoint?
            switch upper {
            case UInt8(ascii: "M"):
                guard let p = point() else { return nil }
                path.move(to: p)
                (current, start) = (p, p)
            case UInt8(ascii: "L"):
                guard let p = point() else { return nil }
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "H"):
                guard let x = scanner.number() else { return nil }
                current.x = isRelative ? current.x + x : x
                path.addLine(to: current)
            case UInt8(ascii: "V"):
                guard let y = scanner.number() else { return nil }
                current.y = isRelative ? current.y + y : y
                path.addLine(to: current)
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let first: CGPoint
                if upper == UInt8(ascii: "C") {
                    guard let c1 = point() else { return nil }
                    first = c1
                } else {
                    first = reflected(lastControl, about: current, if: "CcSs", lastCommand)
                }
                guard let c2 = point(), let p = point() else { return nil }
                path.addCurve(to: p, control1: first, control2: c2)
                (current, control) = (p, c2)
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let c: CGPoint
                if upper == UInt8(ascii: "Q") {
                    guard let q = point() else { return nil }
                    c = q
                } else {
                    c = reflected(lastControl, about: current, if: "QqTt", lastCommand)
                }
                guard let p = point() else { return nil }
                path.addQuadCurve(to: p, control: c)
                (current, control) = (p, c)
            case UInt8(ascii: "A"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let p = point() else { return nil }
                SVGArc(from: current, to: p, radii: CGSize(width: rx, height: ry), rotation: rotation,
                       largeArc: large, sweep: sweep).append(to: &path)
                current = p
            case UInt8(ascii: "Z"):
                path.closeSubpath()
                current = start
            default:
                return nil
            }
            (lastControl, lastCommand) = (control, command)
        }
        return path
    }

    /// The reflection of the previous command's second control point about `point` when the previous
    /// command was one of `kinds`, else `point` itself (SVG 1.1 §8.3.6, §8.3.7).
    private static func reflected(_ control: CGPoint?, about point: CGPoint, if kinds: String, _ previous: UInt8) -> CGPoint {
        guard let control, kinds.utf8.contains(previous) else { return point }
        return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
    }
}

/// Reads SVG numbers (`-1.5e2`, `.5.5` as two numbers) and arc flags, skipping commas and white space.
private struct NumberScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSeparators() {
        while let byte = peek, byte == UInt8(ascii: ",") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    mutating func flag() -> Bool? {
        skipSeparators()
        guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        index += 1
        return byte == UInt8(ascii: "1")
    }

    mutating func number() -> CGFloat? {
        skipSeparators()
        let begin = index
        if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
        var digits = 0, sawDot = false
        while let byte = peek {
            if byte.isDigit { digits += 1 } else if byte == UInt8(ascii: "."), !sawDot { sawDot = true } else { break }
            index += 1
        }
        guard digits > 0 else { index = begin; return nil }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
            var exponentDigits = 0
            while let byte = peek, byte.isDigit { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else { return nil }
        return CGFloat(value)
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") && self != UInt8(ascii: "e") && self != UInt8(ascii: "E") }
}
