import Foundation
import Testing
@testable import EaselCore

/// `MeshGradient`: as a view it fills its frame with one mesh paint; its vertices are unit points of the frame,
/// control points are inferred along rows and columns, and the patches the renderer draws follow rule 3.
@Suite struct MeshGradientTests {
    static let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    static let colors: [Color] = [.black, .white, .black, .white, .black, .white, .black, .white, .black]

    func mesh(_ paint: Paint?) -> (stops: [Paint.Stop], mesh: Paint.Mesh)? {
        guard case .gradient(let stops, .mesh(let mesh))? = paint else { return nil }
        return (stops, mesh)
    }

    @MainActor @Test func asAViewItFillsItsFrameWithOneMeshPaint() throws {
        let list = displayList(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors).frame(width: 40, height: 20).padding(5))
        #expect(list.size == CGSize(width: 50, height: 30))
        guard list.items.count == 1, case .fill(let path, let paint, _) = list.items[0], let (stops, mesh) = mesh(paint) else {
            Issue.record("expected one mesh fill, got \(list.items)")
            return
        }
        #expect(path == Path(CGRect(x: 5, y: 5, width: 40, height: 20)))
        // Nine vertex colours, then the background (clear by default).
        #expect(stops.map(\.color) == Self.colors.map { $0.resolve(in: EnvironmentValues()) } + [RGBA(red: 0, green: 0, blue: 0, alpha: 0)])
        #expect(mesh.width == 3 && mesh.height == 3 && mesh.smoothsColors)
        #expect(mesh.vertices.map(\.position) == Self.grid.map { CGPoint(x: 5 + 40 * CGFloat($0.x), y: 5 + 20 * CGFloat($0.y)) })
        // Evenly spaced vertices: control points a third of the way to each neighbour (and past the edges too).
        let centre = mesh.vertices[4], corner = mesh.vertices[0]
        #expect(close(centre.trailing, CGPoint(x: 25 + 20.0 / 3, y: 15)) && close(centre.leading, CGPoint(x: 25 - 20.0 / 3, y: 15)))
        #expect(close(centre.top, CGPoint(x: 25, y: 15 - 10.0 / 3)) && close(centre.bottom, CGPoint(x: 25, y: 15 + 10.0 / 3)))
        #expect(close(corner.leading, CGPoint(x: 5 - 20.0 / 3, y: 5)) && close(corner.bottom, CGPoint(x: 5, y: 5 + 10.0 / 3)))
    }

    @MainActor @Test func bezierPointsAreKeptAndColorsMayBeResolved() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let points = Self.grid.prefix(2).map { MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0 - [0.1, 0], topControlPoint: $0 - [0, 0.1],
                                                                        trailingControlPoint: $0 + [0.2, 0], bottomControlPoint: $0 + [0, 0.2]) }
        let style = MeshGradient(width: 2, height: 1, bezierPoints: points, resolvedColors: [red, red], background: .white, smoothsColors: false)
        guard let (stops, mesh) = mesh(style.paint(in: CGRect(x: 0, y: 0, width: 10, height: 10), environment: EnvironmentValues())) else {
            Issue.record("expected a mesh")
            return
        }
        #expect(stops.map(\.color) == [red, red, RGBA(red: 1, green: 1, blue: 1)])
        #expect(close(mesh.vertices[1].trailing, CGPoint(x: 7, y: 0)) && close(mesh.vertices[0].bottom, CGPoint(x: 0, y: 2)))
        // One row of vertices has no cell: the renderer paints the background.
        #expect(mesh.patches(stops).isEmpty)
    }

    /// Without smoothing, one patch a cell with its vertices' colours; with it, 8 × 8 a cell on the spline, which
    /// keeps linear colours linear.
    @MainActor @Test func patchesFollowTheSmoothingRule() throws {
        let ramp: [Color] = [0, 0.5, 1, 0, 0.5, 1, 0, 0.5, 1].map { Color(white: $0) }
        let bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        let flat = try #require(mesh(MeshGradient(width: 3, height: 3, points: Self.grid, colors: ramp, smoothsColors: false)
            .paint(in: bounds, environment: EnvironmentValues())))
        let patches = flat.mesh.patches(flat.stops)
        #expect(patches.count == 4)
        #expect(zip(patches[0].corners, [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 0, y: 40)]).allSatisfy(close))
        #expect(patches[0].colors.map(\.red) == [0, 0.5, 0.5, 0])
        // Straight sides: control points at a third and two thirds of each side.
        #expect(close(patches[0].controls[0], CGPoint(x: 40.0 / 3, y: 0)) && close(patches[0].controls[1], CGPoint(x: 80.0 / 3, y: 0)))
        #expect(close(patches[0].controls[6], CGPoint(x: 0, y: 80.0 / 3)) && close(patches[0].controls[7], CGPoint(x: 0, y: 40.0 / 3)))

        let smooth = try #require(mesh(MeshGradient(width: 3, height: 3, points: Self.grid, colors: ramp).paint(in: bounds, environment: EnvironmentValues())))
        let subpatches = smooth.mesh.patches(smooth.stops)
        #expect(subpatches.count == 4 * 64)
        for patch in subpatches {
            for (corner, color) in zip(patch.corners, patch.colors) {
                #expect(abs(color.red - Double(corner.x) / 80) < 1e-6, "at \(corner): \(color)")
            }
        }
        // Colours that are not linear bend through the vertices and stay within 0…1.
        let checker = try #require(mesh(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors)
            .paint(in: bounds, environment: EnvironmentValues())))
        let checkerPatches = checker.mesh.patches(checker.stops)
        #expect(checkerPatches.allSatisfy { $0.colors.allSatisfy { (0...1).contains($0.red) } })
        #expect(checkerPatches[0].colors[0].red == 0 && checkerPatches[7].colors[1].red > 1 - 1e-9)
    }

    @MainActor @Test func aMeshWithoutCellsOrWithTheWrongCountsPaintsOnlyItsBackground() {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        for style in [MeshGradient(width: 3, height: 3, points: Array(Self.grid.prefix(8)), colors: Self.colors, background: .red),
                      MeshGradient(width: 3, height: 3, points: Self.grid, colors: [.red], background: .red),
                      MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red], background: .red)] {
            guard let (stops, mesh) = mesh(style.paint(in: bounds, environment: EnvironmentValues())) else { continue }
            #expect(mesh.patches(stops).isEmpty)
            #expect(stops.last?.color == Color.red.resolve(in: EnvironmentValues()))
        }
    }

    @MainActor @Test func opacityReachesEveryVertexAndTheBackground() throws {
        let style = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.black, .black, .black, .black], background: .white)
        let paint = style.opacity(0.5).paint(in: CGRect(x: 0, y: 0, width: 10, height: 10), environment: EnvironmentValues())
        #expect(paint.stops.map(\.color.alpha) == [0.5, 0.5, 0.5, 0.5, 0.5])
        #expect(paint.isVisible)
    }

    /// Within Float precision: unit points are `SIMD2<Float>`.
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-4 && abs(a.y - b.y) < 1e-4 }
}
