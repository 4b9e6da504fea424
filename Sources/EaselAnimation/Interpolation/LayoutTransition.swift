import EaselCore
import EaselText
import Foundation

/// The moment-by-moment pictures between two states of one view: two tagged display lists
/// (`ViewLayout.displayList(tagging:)`, made with one `DisplayTagTable`) and the animation between them.
///
/// Interpolation works on the display lists, not on the layout: each state is laid out once, exactly
/// as a static render lays it out, and every frame in between is computed from the two lists alone. So
/// the renderer stays a painter of display lists, and the ends are exact.
///
/// `displayList(at:)`, for `time` seconds into the move:
/// 1. At time ≤ 0 the picture is the old list, and at time ≥ `duration` the new one, item for item;
///    so the first and last frames are byte-identical to static renders of the states.
/// 2. In between, the items of the two lists are paired by tag (`SiblingMerge`) and each view is
///    drawn `p` of the way, where `p` is its animation's progress at `time` (`AnimationResolver`
///    picks the animation; a view without one has p = 0 until the end); a view at p = 0 draws its old
///    items and at p = 1 its new ones, exactly:
///    - shapes, colours, dividers and images: `LeafInterpolation` (frames, paths, colours);
///    - text: `TextTransition` (moves, counts numbers, cross-fades strings);
///    - progress bars: their frame, completed fraction and colours (`ProgressDrawing.interpolated`);
///    - effects: their opacity, rotation, scale and clip (`EffectDrawing.interpolated`), applied to
///      their content, which is paired and interpolated the same way, view by view.
/// 3. A view in the old state only fades out (opacity 1 − p) and one in the new state only fades in
///    (opacity p): SwiftUI's default `.opacity` transition.
/// 4. The picture is as large as the larger of the two states in each dimension.
public struct LayoutTransition: Sendable {
    /// The old state's tagged display list.
    public let from: DisplayList
    /// The new state's tagged display list.
    public let to: DisplayList
    /// Seconds from the start of the move to its end, when the picture is the new state's.
    public let duration: Double
    /// The size of every picture of the move.
    public let size: CGSize
    let resolver: AnimationResolver
    let text: TextTransition

    /// The transition from `from` to `to`. `animation` is the transition's own (SwiftUI's
    /// `withAnimation`), for views without a changed `.animation(_:value:)`. `duration` ends the move;
    /// nil makes it as long as its longest animation (`naturalDuration`), so nothing is cut short.
    /// `textMeasurer` measures the numbers a `.numericText` transition counts through; use the one the
    /// states were laid out with.
    public init(from: DisplayList, to: DisplayList, animation: Animation?, duration: Double? = nil,
                textMeasurer: any TextMeasuring = PangoTextMeasurer.shared) {
        (self.from, self.to) = (from, to)
        resolver = AnimationResolver(from: from, to: to, transaction: animation)
        text = TextTransition(measurer: textMeasurer)
        size = CGSize(width: max(from.size.width, to.size.width), height: max(from.size.height, to.size.height))
        self.duration = max(duration ?? Self.naturalDuration(from: from, to: to, resolver: resolver), 0)
    }

    /// The animation that moves the views this transition is made of, longest first: the seconds until
    /// every view's animation has ended (`Animation.totalDuration`).
    static func naturalDuration(from: DisplayList, to: DisplayList, resolver: AnimationResolver) -> Double {
        var longest = 0.0
        var newIDs = Set<DisplayTag.ID>()
        DisplayItem.forEachTag(in: to.items) { tag in
            newIDs.insert(tag.id)
            longest = max(longest, resolver.animation(for: tag, in: .to)?.totalDuration ?? 0)
        }
        DisplayItem.forEachTag(in: from.items) { tag in
            guard !newIDs.contains(tag.id) else { return }
            longest = max(longest, resolver.animation(for: tag, in: .from)?.totalDuration ?? 0)
        }
        return longest
    }

    /// The picture `time` seconds into the move.
    public func displayList(at time: Double) -> DisplayList {
        if !(time > 0) { return DisplayList(size: size, items: from.items, scale: to.scale) }
        if time >= duration { return DisplayList(size: size, items: to.items, scale: to.scale) }
        return DisplayList(size: size, items: interpolate(from.items, to.items, time: time), scale: to.scale)
    }

    /// The progress of a view animated by `animation`, `time` seconds into the move.
    private func progress(_ animation: Animation?, time: Double) -> Double {
        guard time < duration else { return 1 }
        return animation?.progress(at: time) ?? 0
    }

    private func interpolate(_ old: [DisplayItem], _ new: [DisplayItem], time: Double) -> [DisplayItem] {
        SiblingMerge.entries(from: old, to: new).flatMap { entry -> [DisplayItem] in
            switch entry {
            case .matched(let oldTag, let oldItems, let newTag, let newItems):
                let p = progress(resolver.animation(for: newTag, in: .to), time: time)
                return [.tagged(newTag, items: view(oldTag, oldItems, newTag, newItems, p: p, time: time))]
            case .removed(let item, let tag):
                let animation = tag.map { resolver.animation(for: $0, in: .from) } ?? resolver.transaction
                return LeafInterpolation.faded([item], opacity: 1 - clampedProgress(progress(animation, time: time)))
            case .inserted(let item, let tag):
                let animation = tag.map { resolver.animation(for: $0, in: .to) } ?? resolver.transaction
                return LeafInterpolation.faded([item], opacity: clampedProgress(progress(animation, time: time)))
            }
        }
    }

    /// What one view draws `p` of the way from its old items to its new ones.
    private func view(_ oldTag: DisplayTag, _ old: [DisplayItem], _ newTag: DisplayTag, _ new: [DisplayItem],
                      p: Double, time: Double) -> [DisplayItem] {
        switch (oldTag.role, newTag.role) {
        case (.effect(let a), .effect(let b)):
            let content = interpolate(Self.content(ofEffect: old), Self.content(ofEffect: new), time: time)
            let drawing = p == 0 ? a : p == 1 ? b : a.interpolated(to: b, p)
            return drawing.apply(to: content)
        case (.visualEffect(let a), .visualEffect(let b)):
            let content = interpolate(Self.content(ofVisualEffect: old), Self.content(ofVisualEffect: new), time: time)
            guard !content.isEmpty else { return [] }
            return [.effect(p == 0 ? a : p == 1 ? b : a.interpolated(to: b, p), items: content)]
        case (.progress(let a), .progress(let b)):
            if p == 0 { return old }
            if p == 1 { return new }
            return a.interpolated(to: b, p).items
        case (.text, .text(let transition)):
            return text.items(from: old, to: new, transition: transition, p)
        default:
            return LeafInterpolation.items(from: old, to: new, p)
        }
    }

    /// The tagged content of an effect: the items of the group it drew, or its items when the effect
    /// changed nothing and drew them as they are.
    private static func content(ofEffect items: [DisplayItem]) -> [DisplayItem] {
        if items.count == 1, case .group(_, _, _, let content) = items[0] { return content }
        return items
    }

    /// The tagged content of a visual effect: the items inside its `effect` item.
    private static func content(ofVisualEffect items: [DisplayItem]) -> [DisplayItem] {
        if items.count == 1, case .effect(_, let content) = items[0] { return content }
        return items
    }
}
