import EaselCore
import Foundation

/// Interpolates a text between two states, following its `ContentTransition`.
///
/// Rules, for a fraction `t` of the way (colour and opacity use t clamped to [0, 1]):
/// 1. At t = 0 the old text is drawn as it is, at t = 1 the new one.
/// 2. The same string in the same font: its frame's edges and its paint (`Paint.interpolated`) interpolate
///    (and its wrapping width, when both have one); paints of different kinds switch at t = 0.5.
/// 3. Otherwise the strings are placed by the point of the frame that stays put: the fraction u of the
///    width at which old and new frames line up (the trailing edge of a trailing-aligned number, the
///    centre of a centred title), from that point's interpolated position; and from the top edge's.
///    Frames of one width use u = 0.
/// 4. `.numericText`, when both strings are `NumericText` with the same surrounding text and the same
///    font: the shown number is the old one plus (new − old)·t, rounded to the nearest integer, drawn
///    in the new text's font, on one line, in the interpolated paint. Intermediate numbers are
///    measured by the `TextMeasuring` the states were laid out with.
/// 5. `.identity`: the old string, moving and changing paint, until the new one replaces it at t = 1.
/// 6. Anything else cross-fades: the old string at opacity 1 − t, the new at t, each in its own paint.
/// Runs of items other than one text each (an empty string draws nothing) follow `LeafInterpolation`.
struct TextTransition {
    let measurer: any TextMeasuring

    func items(from old: [DisplayItem], to new: [DisplayItem], transition: ContentTransition, _ t: Double) -> [DisplayItem] {
        if t == 0 { return old }
        if t == 1 { return new }
        guard old.count == 1, new.count == 1, case .text(let a, let frameA, let paintA) = old[0],
              case .text(let b, let frameB, let paintB) = new[0] else {
            return LeafInterpolation.items(from: old, to: new, t)
        }
        // Paints of different kinds cannot blend: the text keeps the old paint until halfway.
        let paint = paintA.interpolated(to: paintB, t) ?? (t < 0.5 ? paintA : paintB)
        if a.string == b.string, Self.sameStyle(a, b) {
            var request = b
            if let widthA = a.width, let widthB = b.width { request.width = lerp(widthA, widthB, t) }
            return [.text(request, frame: lerp(frameA, frameB, t), paint: paint)]
        }
        let u = Self.anchor(frameA, frameB)
        func placed(_ size: CGSize) -> CGRect {
            let x = lerp(frameA.minX + u * frameA.width, frameB.minX + u * frameB.width, t) - u * size.width
            return CGRect(origin: CGPoint(x: x, y: lerp(frameA.minY, frameB.minY, t)), size: size)
        }
        if transition.isNumericText, Self.sameStyle(a, b), a.runs.isEmpty, let numberA = NumericText(a.string),
           let numberB = NumericText(b.string), numberA.hasSameText(as: numberB) {
            let shown = lerp(Double(numberA.value), Double(numberB.value), clampedProgress(t)).rounded()
            if shown == Double(numberA.value) { return [.text(a, frame: placed(frameA.size), paint: paint)] }
            if shown == Double(numberB.value) { return [.text(b, frame: placed(frameB.size), paint: paint)] }
            var request = b
            request.string = numberB.string(showing: Int(shown))
            request.width = nil
            return [.text(request, frame: placed(measurer.measure(request).size), paint: paint)]
        }
        if transition.isIdentity {
            return [.text(a, frame: placed(frameA.size), paint: paint)]
        }
        return LeafInterpolation.crossFade([.text(a, frame: placed(frameA.size), paint: paintA)],
                                           [.text(b, frame: placed(frameB.size), paint: paintB)], t)
    }

    /// Whether two requests differ at most in their string and wrapping width.
    static func sameStyle(_ a: TextLayoutRequest, _ b: TextLayoutRequest) -> Bool {
        a.font == b.font && a.lineLimit == b.lineLimit && a.alignment == b.alignment && a.layoutDirection == b.layoutDirection
            && a.runs == b.runs && a.lineSpacing == b.lineSpacing && a.truncationMode == b.truncationMode
    }

    /// The fraction u ∈ [0, 1] of the width at which `a` and `b` line up: a.minX + u·a.width = b.minX + u·b.width.
    static func anchor(_ a: CGRect, _ b: CGRect) -> Double {
        let difference = a.width - b.width
        guard abs(difference) > 1e-9 else { return 0 }
        return clampedProgress((b.minX - a.minX) / difference)
    }
}
