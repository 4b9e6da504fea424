import CPangoCairo
import EaselCore
import Foundation

/// Turns a `Paint` into Cairo's source: the one place a paint becomes a Cairo pattern.
///
/// Rules:
/// 1. A colour is `cairo_set_source_rgba`.
/// 2. A linear gradient is a linear pattern from start to end; a radial one a radial pattern between two
///    concentric circles; an elliptical one the radial pattern of a unit circle (radii = the fractions)
///    mapped onto the ellipse by the pattern's matrix. Stops become colour stops, and every gradient
///    pads (`CAIRO_EXTEND_PAD`, Cairo's default for gradients), as SwiftUI's do. On SVG surfaces Cairo
///    writes these as `<linearGradient>` and `<radialGradient>`; on PDF surfaces as axial and radial shadings.
/// 3. An angular (conic) gradient, which Cairo lacks, is a mesh pattern of pie slices around the centre,
///    long enough to cover `extents`: one slice per stop-to-stop span, subdivided so no slice is wider
///    than π/16; each slice's arc side runs from one colour to the next and its radial sides are constant,
///    so the colour at an angle is the linear mix of the stops around it. A slice's arc is a cubic Bézier
///    whose parameter follows the angle to within 0.01% of the slice for π/16, so a colour is off by
///    far less than 1/255. PDF keeps the mesh as a vector shading; the SVG surface rasterises it (SVG has
///    no mesh gradient).
/// 4. A material (`Paint.backdrop`) is its flat colour here; the painter draws it from what lies behind
///    (`CairoPainter+Backdrop.swift`) when it can read that.
/// 5. A gradient whose geometry is degenerate (start = end, a zero radius, a non-finite coordinate, a mesh
///    without a cell) paints its last stop's colour, as the padding beyond its end would (a mesh's background).
/// 6. A mesh (`MeshGradient`) is a mesh pattern of the Coons patches `Paint.Mesh.patches` lists (one a cell,
///    or 8 × 8 a cell when colours are smoothed), over one patch of the background colour covering `extents`
///    when the background is not clear. PDF keeps it as a vector shading (a patch mesh); Cairo's
///    SVG surface has no mesh gradient and embeds that fill as an image at the output's resolution.
struct CairoPaintSource {
    let cairo: OpaquePointer

    /// Sets Cairo's source to `paint`; `extents` (user space) is where the paint must reach.
    func set(_ paint: Paint, extents: () -> CGRect) {
        switch paint {
        case .color(let color):
            setColor(color)
        case .backdrop(let backdrop):
            setColor(backdrop.flatColor)
        case .gradient(let stops, let geometry):
            guard let pattern = pattern(for: geometry, stops: stops, extents: extents) else {
                return setColor(stops.last?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// The pattern for a gradient's geometry with its stops; nil for a degenerate geometry (rule 5).
    private func pattern(for geometry: Paint.Geometry, stops: [Paint.Stop], extents: () -> CGRect) -> OpaquePointer? {
        switch geometry {
        case .linear(let start, let end):
            guard start.isFinitePoint, end.isFinitePoint, start != end else { return nil }
            return withColorStops(stops, cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)))
        case .radial(let center, let startRadius, let endRadius):
            guard center.isFinitePoint, startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
                  startRadius != endRadius else { return nil }
            return withColorStops(stops, cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(startRadius),
                                                                     Double(center.x), Double(center.y), Double(endRadius)))
        case .elliptical(let center, let radii, let startFraction, let endFraction):
            guard center.isFinitePoint, radii.width.isFinite, radii.height.isFinite, radii.width > 0, radii.height > 0,
                  startFraction.isFinite, endFraction.isFinite, startFraction >= 0, endFraction >= 0,
                  startFraction != endFraction else { return nil }
            let pattern = cairo_pattern_create_radial(0, 0, Double(startFraction), 0, 0, Double(endFraction))
            // The pattern's matrix maps user space to pattern space: move the centre to the origin, then
            // shrink the ellipse's radii to 1.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(radii.width), 1 / Double(radii.height))
            cairo_matrix_translate(&matrix, -Double(center.x), -Double(center.y))
            cairo_pattern_set_matrix(pattern, &matrix)
            return withColorStops(stops, pattern)
        case .angular(let center, let startAngle, let endAngle):
            guard center.isFinitePoint, startAngle.isFinite, endAngle.isFinite, endAngle > startAngle else { return nil }
            return angularMesh(stops, center: center, startAngle: startAngle, endAngle: endAngle,
                               radius: Self.coveringRadius(of: extents(), from: center))
        case .mesh(let mesh):
            return meshPattern(mesh, stops: stops, extents: extents())
        }
    }

    /// `pattern` with `stops` as its colour stops (rule 2).
    private func withColorStops(_ stops: [Paint.Stop], _ pattern: OpaquePointer?) -> OpaquePointer? {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        return pattern
    }

    /// The distance from `center` to the farthest corner of `rect`, plus a point.
    static func coveringRadius(of rect: CGRect, from center: CGPoint) -> Double {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return 1 }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max()! + 1
    }

    /// Rule 3's mesh: slices `AngularSectors` lists, each a patch from the centre out to `radius`.
    private func angularMesh(_ stops: [Paint.Stop], center: CGPoint, startAngle: Double, endAngle: Double,
                             radius: Double) -> OpaquePointer? {
        let sectors = AngularSectors.sectors(stops, startAngle: startAngle, endAngle: endAngle, maximumAngle: .pi / 16)
        guard !sectors.isEmpty else { return nil }
        let mesh = cairo_pattern_create_mesh()
        let (cx, cy) = (Double(center.x), Double(center.y))
        for sector in sectors {
            let (a, b) = (sector.startAngle, sector.endAngle)
            let k = 4 / 3 * tan((b - a) / 4) * radius // control-point distance of a circular arc
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a), cy + radius * sin(a))
            cairo_mesh_pattern_curve_to(mesh, cx + radius * cos(a) - k * sin(a), cy + radius * sin(a) + k * cos(a),
                                        cx + radius * cos(b) + k * sin(b), cy + radius * sin(b) - k * cos(b),
                                        cx + radius * cos(b), cy + radius * sin(b))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, color) in [sector.startColor, sector.startColor, sector.endColor, sector.endColor].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// Rule 6's mesh: the background's patch over `extents`, when it shows, then the mesh's patches, which
    /// Cairo paints over it (a later patch replaces what an earlier one painted).
    private func meshPattern(_ mesh: Paint.Mesh, stops: [Paint.Stop], extents: CGRect) -> OpaquePointer? {
        let patches = mesh.patches(stops)
        guard !patches.isEmpty, let background = stops.last?.color else { return nil }
        let pattern = cairo_pattern_create_mesh()
        if background.alpha > 0, !extents.isNull, extents.minX.isFinite, extents.minY.isFinite, extents.maxX.isFinite, extents.maxY.isFinite {
            let rect = extents.insetBy(dx: -1, dy: -1)
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(corners[0].x), Double(corners[0].y))
            for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, Double(corner.x), Double(corner.y)) }
            for corner in 0..<4 {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), background.red, background.green, background.blue, background.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        for patch in patches {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(patch.corners[0].x), Double(patch.corners[0].y))
            for side in 0..<4 {
                let (c1, c2, end) = (patch.controls[2 * side], patch.controls[2 * side + 1], patch.corners[(side + 1) % 4])
                cairo_mesh_pattern_curve_to(pattern, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            }
            for (corner, color) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
