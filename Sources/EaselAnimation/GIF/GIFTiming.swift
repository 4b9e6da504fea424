import Foundation

/// The delays of a GIF's frames, in hundredths of a second, from a `FramePlan` at `fps`.
///
/// Rules:
/// 1. A frame starting at tick s (1 / fps seconds each) starts at T(s) = round(100·s / fps) hundredths
///    (halves up), so delays add up to the real time and rounding never accumulates.
/// 2. A frame's delay is the start of the next frame shown minus its own start; the last frame's is its
///    length, T(s + length) − T(s).
/// 3. No delay is under 2 hundredths (browsers slow shorter delays down to a tenth of a second): a frame
///    that would start less than 2 hundredths after the frame before it is dropped, and that frame is
///    shown for its time too. The first and the last frames are never dropped; the frame before the
///    last shows for at least 2 hundredths, even if that ends the animation a hundredth late.
enum GIFTiming {
    struct Frame: Hashable, Sendable {
        /// The timeline frame shown.
        let index: Int
        /// Hundredths of a second.
        let delay: Int
    }

    static func frames(_ plan: FramePlan, fps: Int) -> [Frame] {
        guard let first = plan.frames.first, let last = plan.frames.last else { return [] }
        func hundredths(_ tick: Int) -> Int { (200 * tick + fps) / (2 * fps) }
        var kept = [first]
        for frame in plan.frames.dropFirst().dropLast() where hundredths(frame.start) - hundredths(kept[kept.count - 1].start) >= 2 {
            kept.append(frame)
        }
        if plan.frames.count > 1 { kept.append(last) }
        return kept.indices.map { position in
            let frame = kept[position]
            let end = position + 1 < kept.count ? kept[position + 1].start : frame.start + frame.length
            return Frame(index: frame.index, delay: max(2, hundredths(end) - hundredths(frame.start)))
        }
    }
}
