import Easel
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The frame of every view with an `.id(…)`, as text (`FrameDump`), compared line by line: a layout
    /// change shows in review as the lines of the views that moved.
    ///
    /// The view is laid out as for `.png` (`size`, `scale`, `traits`), so the frames are on the pixel grid
    /// of `scale` (2 by default, as for `.png`); nothing is drawn.
    public static func frames(size: ProposedViewSize = .unspecified, scale: CGFloat = 2,
                              traits: SnapshotTraits = SnapshotTraits()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            FrameDump.text(of: SnapshotRendering.renderer(for: view, size: size, scale: scale, traits: traits).layout())
        }
    }
}
