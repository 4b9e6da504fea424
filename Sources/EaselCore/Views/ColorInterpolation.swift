import Foundation

extension RGBA {
    /// The colour a fraction `t` of the way from `self` to `other`, mixed as light mixes.
    ///
    /// Rule: both colours are converted from sRGB to linear light and premultiplied by their alpha;
    /// the premultiplied components and the alphas are interpolated linearly; the result is divided by
    /// its alpha and converted back to sRGB. Mixing in linear light keeps a blend of two saturated
    /// colours from going muddy in the middle, and premultiplying keeps a colour fading to or from
    /// transparent from tinting toward the transparent colour's components. `t` is clamped to [0, 1];
    /// 0 gives `self` and 1 gives `other` exactly.
    package func interpolated(to other: RGBA, _ t: Double) -> RGBA {
        let t = clampedProgress(t)
        if t == 0 { return self }
        if t == 1 { return other }
        let alpha = lerp(self.alpha, other.alpha, t)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ a: Double, _ b: Double) -> Double {
            let mixed = lerp(Self.linear(a) * self.alpha, Self.linear(b) * other.alpha, t) / alpha
            return Self.encoded(min(max(mixed, 0), 1))
        }
        return RGBA(red: channel(red, other.red), green: channel(green, other.green),
                    blue: channel(blue, other.blue), alpha: min(max(alpha, 0), 1))
    }

    /// sRGB's transfer function, from an encoded component to linear light.
    package static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The inverse of `linear`.
    package static func encoded(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// This colour `fraction` (clamped to 0…1) of the way to `other` (`Color.mix(with:by:in:)`): the sRGB
    /// components linearly for `.device`, Oklab's for `.perceptual`; alpha linearly in both. 0 gives `self`
    /// and 1 gives `other` exactly.
    package func mixed(with other: RGBA, by fraction: Double, in colorSpace: Gradient.ColorSpace) -> RGBA {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        let (a, b) = colorSpace == .perceptual ? (oklab, other.oklab) : (components, other.components)
        let mixed = a + (b - a) * t
        let color = colorSpace == .perceptual ? RGBA.sRGB(oklab: mixed) : mixed
        return RGBA(red: color[0], green: color[1], blue: color[2], alpha: color[3])
    }

    /// The sRGB components and alpha.
    package var components: SIMD4<Double> { SIMD4(red, green, blue, alpha) }

    /// Oklab (Björn Ottosson's perceptual space: L, a, b) of this sRGB colour, with its alpha: Easel's
    /// `Gradient.ColorSpace.perceptual`.
    package var oklab: SIMD4<Double> {
        let (r, g, b) = (RGBA.linear(red), RGBA.linear(green), RGBA.linear(blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s, 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, alpha)
    }

    /// The sRGB components (clamped to 0…1, not otherwise gamut-mapped) and alpha of an Oklab colour.
    package static func sRGB(oklab: SIMD4<Double>) -> SIMD4<Double> {
        let l = pow(oklab[0] + 0.3963377774 * oklab[1] + 0.2158037573 * oklab[2], 3)
        let m = pow(oklab[0] - 0.1055613458 * oklab[1] - 0.0638541728 * oklab[2], 3)
        let s = pow(oklab[0] - 0.0894841775 * oklab[1] - 1.2914855480 * oklab[2], 3)
        func encoded(_ value: Double) -> Double { RGBA.encoded(min(max(value, 0), 1)) }
        return SIMD4(encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                     encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                     encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s), oklab[3])
    }
}
