import Foundation

/// How different two pixels look: their colour distance ΔE in CIE L\*a\*b\*, 0 (the same) to about 100
/// (black against white).
///
/// Steps:
/// 1. Each premultiplied ARGB32 pixel is composited over white and over black, so that a difference in
///    transparency shows as a difference in colour on at least one of them.
/// 2. The composited sRGB colour is linearised, converted to CIE XYZ (D65 white) and to L\*a\*b\*.
/// 3. The distance is CIE94's ΔE for graphic arts (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) with the
///    expected pixel as the reference, as Core Image's `CILabDeltaE` measures it for swift-snapshot-testing
///    on Apple platforms; the larger distance of the two backgrounds counts.
enum ColorDistance {
    /// ΔE between the expected and the actual premultiplied ARGB32 pixels.
    static func deltaE(expected: UInt32, actual: UInt32) -> Double {
        guard expected != actual else { return 0 }
        return max(deltaE94(reference: Lab(expected, over: 255), sample: Lab(actual, over: 255)),
                   deltaE94(reference: Lab(expected, over: 0), sample: Lab(actual, over: 0)))
    }

    /// A colour in CIE L\*a\*b\*.
    struct Lab {
        var l: Double, a: Double, b: Double

        /// The premultiplied `word` composited over the grey `background` (0 black, 255 white).
        init(_ word: UInt32, over background: UInt32) {
            let cover = 255 - word >> 24
            func linear(_ shift: UInt32) -> Double {
                ColorDistance.linear[Int(min(255, (word >> shift & 0xFF) + cover * background / 255))]
            }
            let (r, g, b) = (linear(16), linear(8), linear(0))
            // Linear sRGB to XYZ, relative to the D65 white point.
            let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
            let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
            let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389 ? Foundation.cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
            (l, a, self.b) = (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
        }
    }

    /// CIE94 ΔE of `sample` against `reference`.
    static func deltaE94(reference: Lab, sample: Lab) -> Double {
        let chroma1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let chroma2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let (deltaL, deltaC) = (reference.l - sample.l, chroma1 - chroma2)
        let (deltaA, deltaB) = (reference.a - sample.a, reference.b - sample.b)
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let (sC, sH) = (1 + 0.045 * chroma1, 1 + 0.015 * chroma1)
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
    }

    /// The linear light of each 8-bit sRGB value.
    static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }
}
