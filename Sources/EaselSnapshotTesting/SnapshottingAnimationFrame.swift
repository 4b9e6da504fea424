import Easel
import SnapshotTesting

extension Snapshotting where Value == DisplayList, Format == Data {
    /// A PNG of a picture already laid out — a frame of an animation, `LayoutTransition.displayList(at:)`
    /// or `AnimationTimeline.displayList(atFrame:)` — compared as `.png(size:…)` compares a view
    /// (`Diffing.png`, the same options).
    ///
    /// The list is drawn at the scale its states were laid out at (the list carries it). The PNG is the
    /// list's `data(format: .png)`, the bytes `ImageRenderer` writes for
    /// a view with this display list, so the first and last frames of a move match the static snapshots
    /// of its states. Lay the states out with `AnimationTimeline(snapshotStates:…)` to give them the
    /// window, background and traits of the view strategies.
    public static func png(precision: Double = 1, perceptualPrecision: Double = 1,
                           tolerance: Int = 0) -> Snapshotting {
        pngSnapshotting(precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance) { list in
            try list.data(format: .png)
        }
    }
}

extension AnimationTimeline {
    /// A timeline of `states` of a view laid out as the snapshot strategies lay a view out: each state in
    /// a window of `size` with the colour scheme's background, in `traits`, at `scale`
    /// (`Snapshotting.png(size:scale:…)`). Snapshot its frames with `Snapshotting<DisplayList, Data>.png()`, which draws them at that scale.
    public init<V: View>(snapshotStates states: [V], size: ProposedViewSize, scale: CGFloat = 2,
                         traits: SnapshotTraits = SnapshotTraits(), animation: Animation? = .default,
                         timing: Timing = Timing()) throws {
        var environment = AnimationTimeline.defaultEnvironment
        traits.apply(to: &environment)
        try self.init(states: states.map { SnapshotRendering.window(for: $0, size: size, traits: traits) }, proposal: size,
                      scale: scale, environment: environment, animation: animation, timing: timing)
    }
}
