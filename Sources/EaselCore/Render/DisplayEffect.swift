import Foundation

/// A visual effect a display list applies to a group of items (`DisplayItem.effect`).
///
/// The Cairo painter is the one place that draws them. Shadows, blurs and colour filters work on
/// pixels: the painter draws the items into an image at the output's pixel density, changes the pixels
/// and draws the image (PNG, SVG and PDF alike); blend modes, masks, clips and compositing groups map to
/// Cairo operators, masks and groups, which every output keeps as vectors.
public enum DisplayEffect: Hashable, Sendable {
    /// The items' alpha blurred by a Gaussian of standard deviation `radius` (see `View.shadow`),
    /// painted in `color` and moved by `offset`, drawn under the items themselves.
    case shadow(color: RGBA, radius: CGFloat, offset: CGSize)
    /// The items blurred by a Gaussian of standard deviation `radius`. When `opaque`, the blur reads
    /// `bounds`' edge pixels past its edges and the result is clipped to `bounds` and made opaque.
    case blur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    /// Every pixel's colour mapped through a colour matrix (colour filters: saturation, brightness, …).
    case colorMatrix(ColorMatrix)
    /// The items composited together, then onto what lies below with `mode`.
    case blendMode(BlendMode)
    /// The items drawn only where `mask` is drawn, at its alpha.
    case mask([DisplayItem])
    /// The items composited together before being drawn (`compositingGroup`, `drawingGroup`).
    case compositingGroup
    /// The items clipped to `path`, inside by `style`'s rule.
    case clip(Path, FillStyle)

    /// The effect with every tag in its own items removed (for `DisplayList.untagged`).
    var untagged: DisplayEffect {
        guard case .mask(let items) = self else { return self }
        return .mask(DisplayList(size: .zero, items: items).untagged.items)
    }
}

/// How a view's pixels combine with the pixels below, as SwiftUI's `BlendMode`.
///
/// Every mode maps to a Cairo operator (the PDF and W3C compositing modes) except `plusDarker`, which
/// Cairo has no operator for: it is drawn as `multiply`, its nearest look on light backgrounds.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A 4×5 matrix that maps a colour `(r, g, b, a)` (straight, not premultiplied, each 0…1) to
/// `(m₀·r + m₁·g + m₂·b + m₃·a + m₄, …)`, row by row, as SVG's `feColorMatrix`; results are clamped to 0…1.
public struct ColorMatrix: Hashable, Sendable {
    /// Twenty values, four rows of five.
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// The matrix that applies `self`, then `next`.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        var result = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? next.values[row * 5 + 4] : 0
                for k in 0..<4 { sum += next.values[row * 5 + k] * values[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(result)
    }

    /// `(r, g, b, a)` mapped through the matrix and clamped to 0…1.
    public func apply(_ color: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let input = [color.0, color.1, color.2, color.3, 1]
        func row(_ r: Int) -> Double {
            min(max((0..<5).reduce(0) { $0 + values[r * 5 + $1] * input[$1] }, 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }
}
