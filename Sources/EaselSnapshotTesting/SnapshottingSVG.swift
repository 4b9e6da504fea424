import Easel
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// An SVG document of the view, compared line by line.
    ///
    /// The document is what `ImageRenderer.svgData()` writes — pixel units, Cairo's element names
    /// renumbered per document — so two renders are byte-identical; the view is laid out as for `.png`
    /// (`size`, `scale` — 2 by default, as for `.png` — `traits`, the window background). A view that cannot be rendered records the
    /// renderer's error and snapshots as an empty document.
    public static func svg(size: ProposedViewSize = .unspecified, scale: CGFloat = 2,
                           traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            do {
                let data = try SnapshotRendering.renderer(for: view, size: size, scale: scale, traits: traits).svgData()
                return String(decoding: data, as: UTF8.self)
            } catch {
                recordSnapshotFailure("cannot render the snapshot: \(error)")
                return ""
            }
        }
    }
}
