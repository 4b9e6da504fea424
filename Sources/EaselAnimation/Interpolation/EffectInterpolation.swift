import EaselCore
import Foundation

/// Stroke styles and visual effects between two states, `t` of the way.
///
/// - A stroke style: line width, miter limit, dash phase and (when both have as many) dash lengths
///   linearly; caps, joins and a dash pattern of another length switch at the end.
/// - A shadow: colour as `RGBA.interpolated`, radius and offset linearly; a blur: its radius linearly;
///   a colour matrix: value by value (so a saturation, grayscale, brightness, contrast or hue rotation
///   animates through the matrices between its two amounts). Other effects, or effects of different
///   kinds, switch at the end.
extension StrokeStyle {
    func interpolated(to other: StrokeStyle, _ t: Double) -> StrokeStyle {
        var style = t < 1 ? self : other
        style.lineWidth = max(lerp(lineWidth, other.lineWidth, t), 0)
        style.miterLimit = lerp(miterLimit, other.miterLimit, t)
        style.dashPhase = lerp(dashPhase, other.dashPhase, t)
        if dash.count == other.dash.count { style.dash = zip(dash, other.dash).map { max(lerp($0, $1, t), 0) } }
        return style
    }
}

extension DisplayEffect {
    func interpolated(to other: DisplayEffect, _ t: Double) -> DisplayEffect {
        switch (self, other) {
        case (.shadow(let colorA, let radiusA, let offsetA), .shadow(let colorB, let radiusB, let offsetB)):
            return .shadow(color: colorA.interpolated(to: colorB, t), radius: max(lerp(radiusA, radiusB, t), 0),
                           offset: CGSize(width: lerp(offsetA.width, offsetB.width, t), height: lerp(offsetA.height, offsetB.height, t)))
        case (.blur(let radiusA, _, let boundsA), .blur(let radiusB, let opaque, let boundsB)):
            return .blur(radius: max(lerp(radiusA, radiusB, t), 0), opaque: opaque, bounds: lerp(boundsA, boundsB, t))
        case (.colorMatrix(let a), .colorMatrix(let b)):
            return .colorMatrix(ColorMatrix(zip(a.values, b.values).map { lerp($0, $1, t) }))
        default:
            return t < 1 ? self : other
        }
    }
}
