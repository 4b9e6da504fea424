import Easel

/// How every strategy turns a view into a picture, so that the PNG, the SVG and the frames of one
/// snapshot agree.
///
/// Rules:
/// 1. The view is proposed `size`. A dimension that is given is the picture's dimension, with the view
///    centred in it as in a window of that size; a nil dimension is the view's own size on that axis
///    (`.unspecified`: the view's ideal size).
/// 2. Behind the view is the colour scheme's window background, white in light mode and black in dark
///    mode, so that the picture is opaque like a screenshot.
/// 3. The traits set the environment; `scale` is the pixels per point, and frames are rounded to its
///    pixel grid, as in `ImageRenderer`.
/// 4. With a device safe area in the traits, the view is framed to the window less the insets and laid
///    out inside them; the window background fills the whole picture.
enum SnapshotRendering {
    static func renderer<V: View>(for view: V, size: ProposedViewSize, scale: CGFloat,
                                  traits: SnapshotTraits) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: window(for: view, size: size, traits: traits))
        renderer.proposedSize = size
        renderer.scale = scale
        renderer.safeAreaInsets = traits.safeAreaInsets
        traits.apply(to: &renderer.environment)
        return renderer
    }

    /// The view in its window (rules 1 and 2), as every strategy and `AnimationTimeline(snapshotStates:…)`
    /// lay it out.
    static func window<V: View>(for view: V, size: ProposedViewSize, traits: SnapshotTraits) -> some View {
        let insets = traits.safeAreaInsets
        return view
            .frame(width: size.width.map { max(0, $0 - insets.leading - insets.trailing) },
                   height: size.height.map { max(0, $0 - insets.top - insets.bottom) })
            .background(traits.colorScheme == .dark ? Color.black : Color.white)
    }
}
