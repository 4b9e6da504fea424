import Easel
import Foundation
import Testing

/// Gradients between two states: points and stops interpolate; gradients of different kinds cross-fade.
@Suite struct PaintInterpolationTests {
    struct Swatch: View {
        var style: AnyShapeStyle
        var body: some View { Rectangle().fill(style).frame(width: 100, height: 10) }
    }

    func paints(_ list: DisplayList) -> [(paint: Paint, opacity: Double)] {
        leaves(list.items).compactMap { leaf in
            guard case .fill(_, let paint, _) = leaf.item else { return nil }
            return (paint, leaf.opacity)
        }
    }

    let black = RGBA(red: 0, green: 0, blue: 0)

    @MainActor @Test func linearGradientsInterpolateTheirPointsAndStops() {
        let from = Swatch(style: AnyShapeStyle(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        let to = Swatch(style: AnyShapeStyle(.linearGradient(stops: [.init(color: .black, location: 0.5), .init(color: .white, location: 1)],
                                                              startPoint: .top, endPoint: .bottom)))
        let middle = paints(transition(from, to).displayList(at: 0.5))
        #expect(middle.count == 1)
        #expect(middle.first?.opacity == 1)
        guard case .gradient(let stops, .linear(let start, let end))? = middle.first?.paint else {
            Issue.record("expected a linear gradient, got \(middle)")
            return
        }
        #expect(start == CGPoint(x: 25, y: 2.5) && end == CGPoint(x: 75, y: 7.5))
        #expect(stops.map(\.location) == [0.25, 1])
        #expect(close(stops[0].color.red, 0) && close(stops[1].color.red, 1) && close(stops[1].color.blue, 1))
    }

    /// A colour becoming a gradient: the colour counts as the gradient in that colour, so the stops mix.
    @MainActor @Test func aColourBlendsIntoAGradient() {
        let from = Swatch(style: AnyShapeStyle(Color.black))
        let to = Swatch(style: AnyShapeStyle(.linearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing)))
        let middle = paints(transition(from, to).displayList(at: 0.5))
        #expect(middle.count == 1)
        #expect(middle.first?.paint.stops.map(\.color) == [black, black])
    }

    @MainActor @Test func gradientsOfDifferentKindsCrossFade() {
        let from = Swatch(style: AnyShapeStyle(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        let to = Swatch(style: AnyShapeStyle(.radialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 5)))
        let middle = paints(transition(from, to).displayList(at: 0.25))
        #expect(middle.map(\.opacity) == [0.75, 0.25])
    }

    /// Two materials interpolate blur, saturation and tint; a material and a colour cross-fade.
    @MainActor @Test func materialsInterpolateOrCrossFade() {
        let from = Swatch(style: AnyShapeStyle(.ultraThinMaterial)), to = Swatch(style: AnyShapeStyle(.ultraThickMaterial))
        let middle = paints(transition(from, to).displayList(at: 0.5))
        guard case .backdrop(let backdrop)? = middle.first?.paint, middle.count == 1 else {
            Issue.record("expected one material, got \(middle)")
            return
        }
        #expect(close(backdrop.blurRadius, 20) && close(backdrop.tint.alpha, 0.61) && close(backdrop.saturation, 1.8))
        let fade = paints(transition(from, Swatch(style: AnyShapeStyle(Color.black))).displayList(at: 0.25))
        #expect(fade.map(\.opacity) == [0.75, 0.25])
    }

    /// Two meshes of one grid: every vertex and control point moves linearly, colours (and the background) mix
    /// as colours do; meshes of different grids cross-fade.
    @MainActor @Test func meshesOfOneGridInterpolatePointByPointAndColourByColour() {
        let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let from = Swatch(style: AnyShapeStyle(MeshGradient(width: 2, height: 2, points: corners, colors: [.black, .black, .black, .black])))
        let moved = Swatch(style: AnyShapeStyle(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [0.5, 0.5]],
                                                            colors: [.black, .black, .black, .white], background: .white)))
        let middle = paints(transition(from, moved).displayList(at: 0.5))
        guard middle.count == 1, case .gradient(let stops, .mesh(let mesh))? = middle.first?.paint else {
            Issue.record("expected one mesh, got \(middle)")
            return
        }
        #expect(middle.first?.opacity == 1)
        #expect(mesh.vertices[3].position == CGPoint(x: 75, y: 7.5))
        #expect(mesh.vertices[0].position == CGPoint(x: 0, y: 0))
        let white = RGBA(red: 1, green: 1, blue: 1), clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(stops.map(\.color) == [black, black, black, black.interpolated(to: white, 0.5), clear.interpolated(to: white, 0.5)])

        let bigger = Swatch(style: AnyShapeStyle(MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                                             colors: Array(repeating: .white, count: 6))))
        #expect(paints(transition(from, bigger).displayList(at: 0.25)).map(\.opacity) == [0.75, 0.25])
    }
}
