import Easel
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// A PNG of the view, compared pixel by pixel (`Diffing.png`).
    ///
    /// - Parameters:
    ///   - size: The size proposed to the view; a given dimension is the picture's (the view centred in
    ///     it, as in a window), a nil one the view's own (`.unspecified`: its ideal size).
    ///   - scale: Pixels per point; frames are rounded to this pixel grid.
    ///   - precision: The fraction of pixels that must match (`ImageComparison.Options.precision`).
    ///   - perceptualPrecision: How close in colour a pixel must be to match; below 1, a pixel whose ΔE is
    ///     at most `(1 − perceptualPrecision) × 100` matches (0.98 is about what an eye tells apart).
    ///   - tolerance: The largest difference in any channel (0…255) a matching pixel may have.
    ///   - traits: Dynamic Type size, colour scheme and layout direction.
    ///
    /// The picture has the colour scheme's window background (white or black) behind the view. If the
    /// view cannot be rendered (an empty or too large canvas, a missing image file) the test records
    /// the renderer's error, and the snapshot is empty, so that it fails to match.
    public static func png(size: ProposedViewSize = .unspecified, scale: CGFloat = 2, precision: Double = 1,
                           perceptualPrecision: Double = 1, tolerance: Int = 0,
                           traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting {
        pngSnapshotting(precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance) { view in
            try SnapshotRendering.renderer(for: view, size: size, scale: scale, traits: traits).pngData()
        }
    }
}

extension Snapshotting where Format == Data {
    /// PNGs made by `render`, compared by `Diffing.png` with the options of `.png(…)`. A render that
    /// throws records its error, and the snapshot is empty, so that it fails to match.
    static func pngSnapshotting(precision: Double, perceptualPrecision: Double, tolerance: Int,
                                render: @escaping (Value) throws -> Data) -> Snapshotting {
        let options = ImageComparison.Options(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: .png(options: options)) { value in
            do {
                return try render(value)
            } catch {
                recordSnapshotFailure("cannot render the snapshot: \(error)")
                return Data()
            }
        }
    }
}
