import EaselCore
import Foundation

extension ProgressDrawing {
    /// The bar `t` of the way to `other`: the frame's edges interpolate (overshooting with a spring); the
    /// completed fraction interpolates with t clamped to [0, 1], so the bar grows from its old length to
    /// its new one; the colours mix as `RGBA.interpolated`.
    func interpolated(to other: ProgressDrawing, _ t: Double) -> ProgressDrawing {
        var drawing = other
        drawing.frame = lerp(frame, other.frame, t)
        drawing.fractionCompleted = min(max(lerp(fractionCompleted, other.fractionCompleted, clampedProgress(t)), 0), 1)
        drawing.trackColor = trackColor.interpolated(to: other.trackColor, t)
        drawing.barColor = barColor.interpolated(to: other.barColor, t)
        return drawing
    }
}

extension EffectDrawing {
    /// The effects `t` of the way to `other`.
    ///
    /// Opacity interpolates with t clamped to [0, 1]. The rotation angle and the scale factors
    /// interpolate as numbers (so 0° to 350° turns the long way, as in SwiftUI), with their anchor
    /// points; a missing rotation counts as 0 and a missing scale as 1, about the other state's anchor.
    /// Clip paths interpolate point by point when they have the same structure; otherwise the old clip
    /// holds until halfway and the new one after.
    func interpolated(to other: EffectDrawing, _ t: Double) -> EffectDrawing {
        var drawing = EffectDrawing(opacity: min(max(lerp(opacity, other.opacity, clampedProgress(t)), 0), 1))
        if rotation != nil || other.rotation != nil {
            let a = rotation ?? Rotation(radians: 0, anchor: other.rotation?.anchor ?? .zero)
            let b = other.rotation ?? Rotation(radians: 0, anchor: a.anchor)
            drawing.rotation = Rotation(radians: lerp(a.radians, b.radians, t), anchor: lerp(a.anchor, b.anchor, t))
        }
        if scale != nil || other.scale != nil {
            let a = scale ?? Scale(x: 1, y: 1, anchor: other.scale?.anchor ?? .zero)
            let b = other.scale ?? Scale(x: 1, y: 1, anchor: a.anchor)
            drawing.scale = Scale(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t), anchor: lerp(a.anchor, b.anchor, t))
        }
        switch (clip, other.clip) {
        case (nil, nil): drawing.clip = nil
        case (let a?, let b?): drawing.clip = a.interpolated(to: b, t) ?? (t < 0.5 ? a : b)
        default: drawing.clip = t < 0.5 ? clip : other.clip
        }
        return drawing
    }
}
