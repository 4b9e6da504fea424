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
}
