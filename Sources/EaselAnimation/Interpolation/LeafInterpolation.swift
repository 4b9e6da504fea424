import EaselCore
import Foundation

/// Interpolates what one shape or image draws between two states.
///
/// Rules, for a fraction `t` of the way:
/// 1. At t = 0 the old items are drawn as they are, at t = 1 the new ones.
/// 2. When both states draw the same number of items, items pair up in order: a fill with a fill, a
///    stroke with a stroke (path point by point, paint as `Paint.interpolated`, line width linearly),
///    an image with the same image file (frame edges linearly).
/// 3. Anything else cross-fades: the old items at opacity 1 − t, the new ones at t (so a shape that was
///    clear fades in, a path that changes its structure fades from one to the other, and so does a
///    gradient that changes its kind).
enum LeafInterpolation {
    static func items(from old: [DisplayItem], to new: [DisplayItem], _ t: Double) -> [DisplayItem] {
        if t == 0 { return old }
        if t == 1 { return new }
        guard old.count == new.count else { return crossFade(old, new, t) }
        return zip(old, new).flatMap { pair in item(from: pair.0, to: pair.1, t) ?? crossFade([pair.0], [pair.1], t) }
    }

    private static func item(from old: DisplayItem, to new: DisplayItem, _ t: Double) -> [DisplayItem]? {
        switch (old, new) {
        case (.fill(let a, let paintA, let styleA), .fill(let b, let paintB, let styleB)) where styleA == styleB:
            guard let path = a.interpolated(to: b, t), let paint = paintA.interpolated(to: paintB, t) else { return nil }
            return [.fill(path, paint, style: styleB)]
        case (.stroke(let a, let paintA, let styleA), .stroke(let b, let paintB, let styleB)):
            guard let path = a.interpolated(to: b, t), let paint = paintA.interpolated(to: paintB, t) else { return nil }
            return [.stroke(path, paint, style: styleA.interpolated(to: styleB, t))]
        case (.image(let a, let frameA, _), .image(let b, let frameB, let style)) where a == b:
            return [.image(path: b, frame: lerp(frameA, frameB, t), style: style)]
        default:
            return nil
        }
    }

    /// The old items fading out and the new ones fading in, `t` of the way.
    static func crossFade(_ old: [DisplayItem], _ new: [DisplayItem], _ t: Double) -> [DisplayItem] {
        let t = clampedProgress(t)
        return faded(old, opacity: 1 - t) + faded(new, opacity: t)
    }

    /// `items` at `opacity`: as they are at 1 or more, nothing at 0 or less, else in a group.
    static func faded(_ items: [DisplayItem], opacity: Double) -> [DisplayItem] {
        if opacity >= 1 { return items }
        guard opacity > 0, !items.isEmpty else { return [] }
        return [.group(transform: .identity, clip: nil, opacity: opacity, items: items)]
    }
}
