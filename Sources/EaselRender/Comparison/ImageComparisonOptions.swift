import Foundation

extension ImageComparison {
    /// How different two images may be and still match; the defaults demand identical pixels.
    ///
    /// Rules:
    /// 1. A pixel matches when its largest difference in any premultiplied channel (red, green, blue,
    ///    alpha; 0…255) is at most `tolerance`; or, when `perceptualPrecision` is below 1, when its colour
    ///    distance ΔE (CIE94, see `ColorDistance`) is at most `(1 − perceptualPrecision) × 100`. ΔE 2 is
    ///    about the smallest difference an eye notices, so a perceptual precision of 0.98 lets through
    ///    what looks the same.
    /// 2. The images match when at most `⌊(1 − precision) × pixels⌋` pixels do not match.
    /// 3. `precision` and `perceptualPrecision` mean what they mean in swift-snapshot-testing's Apple image
    ///    strategies: the fraction of pixels that must match, and how close a pixel must be to match.
    /// 4. `tolerance` is 0…255 and the precisions 0…1; anything else is refused (`invalidOption`).
    public struct Options: Hashable, Sendable, CustomStringConvertible {
        /// The largest difference in any premultiplied channel (0…255) a matching pixel may have.
        public var tolerance: Int
        /// The fraction of pixels that must match (0…1).
        public var precision: Double
        /// How close in colour a pixel must be to match: ΔE at most `(1 − perceptualPrecision) × 100`
        /// (0…1; 1 turns the perceptual test off).
        public var perceptualPrecision: Double

        public init(tolerance: Int = 0, precision: Double = 1, perceptualPrecision: Double = 1) {
            (self.tolerance, self.precision, self.perceptualPrecision) = (tolerance, precision, perceptualPrecision)
        }

        /// Identical pixels only.
        public static let exact = Options()

        /// The largest ΔE a matching pixel may have, or nil when the perceptual test is off.
        var deltaEThreshold: Double? { perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil }

        /// How many of `pixelCount` pixels may fail to match (rule 2). The tiny epsilon keeps decimal
        /// fractions such as `(1 − 0.9) × 10` from rounding down to one pixel fewer.
        func allowedDifferingPixels(of pixelCount: Int) -> Int {
            Int(((1 - precision) * Double(pixelCount) + 1e-9).rounded(.down))
        }

        /// Throws `ImageComparisonError.invalidOption` when an option is out of its range (rule 4).
        func validate() throws {
            guard (0...255).contains(tolerance) else {
                throw ImageComparisonError.invalidOption("tolerance must be between 0 and 255, not \(tolerance)")
            }
            guard (0...1).contains(precision) else {
                throw ImageComparisonError.invalidOption("precision must be between 0 and 1, not \(precision)")
            }
            guard (0...1).contains(perceptualPrecision) else {
                throw ImageComparisonError.invalidOption("perceptual precision must be between 0 and 1, not \(perceptualPrecision)")
            }
        }

        public var description: String {
            var parts = ["tolerance \(tolerance)", "precision \(precision)"]
            if perceptualPrecision < 1 { parts.append("perceptual precision \(perceptualPrecision)") }
            return parts.joined(separator: ", ")
        }
    }
}
