import CPangoCairo
import EaselCore
import EaselText
import Foundation

/// How the painter draws `DisplayItem.effect`.
///
/// - `blendMode`, `compositingGroup`: the items are painted into a Cairo group (no larger than they
///   are: `CairoPainter+Bounds.swift`), composited onto what lies below with the mode's operator
///   (`CAIRO_OPERATOR_MULTIPLY`, …; `plusLighter` is `ADD`, `plusDarker`, which Cairo lacks, `MULTIPLY`)
///   or `OVER`. PDF keeps blend modes as vectors; Cairo's SVG surface rasterises groups it cannot
///   express.
/// - `mask`: the items are painted into a group and drawn through the alpha of the mask's group
///   (`cairo_mask`), as vectors in every output.
/// - `clip`: the path is the clip, by its fill rule.
/// - `shadow`, `blur`, `colorMatrix` work on pixels. The items are recorded (a Cairo recording surface, to
///   find their ink extents), then replayed into an image covering those extents, grown by three standard
///   deviations for blurs and cut to the current clip, at `rasterScale` pixels per device unit (the
///   output's pixels for PNG and SVG, the render scale's pixels per point for PDF). The image's pixels are
///   changed, and it is painted back in device space. A shadow is its items' alpha (an A8 image) blurred
///   (`GaussianBlur`) and used as the mask of the shadow's colour under the items, which are then drawn as vectors; a blur or a
///   colour filter replaces its items by the image, which SVG and PDF embed as a picture.
extension CairoPainter {
    func paintEffect(_ effect: DisplayEffect, _ items: [DisplayItem]) throws {
        switch effect {
        case .shadow(let color, let radius, let offset):
            if color.alpha > 0 { try paintRaster(items, blurRadius: radius, offset: offset, alphaIn: color) }
            try paint(items)
        case .blur(let radius, let opaque, let bounds):
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            if opaque {
                cairo_rectangle(cairo, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
                cairo_clip(cairo)
            }
            try paintRaster(items, blurRadius: radius, edges: opaque ? .extend : .transparent, cutToClip: opaque) {
                if opaque { $0.makeOpaque() }
            }
        case .colorMatrix(let matrix):
            try paintRaster(items, blurRadius: 0) { $0.apply(matrix) }
        case .blendMode(let mode):
            try paintGroup(items, operator: mode.cairoOperator)
        case .compositingGroup:
            try paintGroup(items, operator: CAIRO_OPERATOR_OVER)
        case .mask(let maskItems):
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard pushGroup(for: items) else { return }
            do { try paint(items) } catch { cairo_pattern_destroy(cairo_pop_group(cairo)); throw error }
            cairo_push_group(cairo)
            do { try paint(maskItems) } catch {
                cairo_pattern_destroy(cairo_pop_group(cairo))
                cairo_pattern_destroy(cairo_pop_group(cairo))
                throw error
            }
            let mask = cairo_pop_group(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        case .clip(let path, let style):
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard addPath(path) else { return }
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
            try paint(items)
        }
    }

    /// `items` painted into a group, composited with `operator`.
    private func paintGroup(_ items: [DisplayItem], operator op: cairo_operator_t) throws {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        guard pushGroup(for: items) else { return }
        do { try paint(items) } catch { cairo_pattern_destroy(cairo_pop_group(cairo)); throw error }
        cairo_pop_group_to_source(cairo)
        cairo_set_operator(cairo, op)
        cairo_paint(cairo)
    }

    /// Draws `items` into an image (see the type's comment), lets `process` change its pixels after a blur
    /// of `blurRadius` points, and paints it moved by `offset` points. With `alphaIn` (a shadow), only the
    /// items' alpha is drawn (an A8 image: a quarter of the pixels to blur), and the blurred alpha is the
    /// mask through which the colour is painted.
    private func paintRaster(_ items: [DisplayItem], blurRadius: CGFloat, offset: CGSize = .zero,
                             edges: GaussianBlur.Edges = .transparent, cutToClip: Bool = false, alphaIn color: RGBA? = nil,
                             process: (RasterPixels) -> Void = { _ in }) throws {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let scale = Double(rasterScale)
        let pixelsPerPoint = pixelsPerPoint(scale: scale)
        var device = cairo_matrix_t(xx: matrix.xx * scale, yx: matrix.yx * scale, xy: matrix.xy * scale, yy: matrix.yy * scale,
                                    x0: (matrix.x0 + matrix.xx * Double(offset.width) + matrix.xy * Double(offset.height)) * scale,
                                    y0: (matrix.y0 + matrix.yx * Double(offset.width) + matrix.yy * Double(offset.height)) * scale)
        // Bounded by the clip (grown by the blur's reach): groups inside the items (a mask) need bounds.
        let sigma = Double(blurRadius) * pixelsPerPoint
        let margin = (3 * sigma).rounded(.up)
        let clip = clipRegion(scale: scale, margin: cutToClip ? 0 : margin)
        var bounds = cairo_rectangle_t(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width), height: Double(clip.height))
        guard clip.width > 0, clip.height > 0,
              let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds) else { return }
        defer { cairo_surface_destroy(recording) }
        guard let recorder = cairo_create(recording) else { return }
        defer { cairo_destroy(recorder) }
        cairo_set_matrix(recorder, &device)
        try CairoPainter(cairo: recorder, padsImageEdges: padsImageEdges, rasterScale: 1, limits: limits).paint(items)
        var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
        FontFaceLock.run { cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height) } // replays its text
        guard width > 0, height > 0 else { return }
        let region = PixelRegion(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
            .intersection(clip)
        let format = color == nil ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8
        guard let region, let image = cairo_image_surface_create(format, Int32(region.width), Int32(region.height))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let replay = cairo_create(image) else { return }
        cairo_set_source_surface(replay, recording, Double(-region.x), Double(-region.y))
        FontFaceLock.run { cairo_paint(replay) } // replays its text
        cairo_destroy(replay)
        GaussianBlur.blur(surface: image, sigma: sigma, edges: edges)
        cairo_surface_flush(image)
        if color == nil, let data = cairo_image_surface_get_data(image) {
            process(RasterPixels(data: data, width: region.width, height: region.height,
                                 rowBytes: Int(cairo_image_surface_get_stride(image))))
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        if let color {
            setColor(color)
            cairo_mask_surface(cairo, image, Double(region.x), Double(region.y))
        } else {
            cairo_set_source_surface(cairo, image, Double(region.x), Double(region.y))
            cairo_paint(cairo)
        }
    }

    /// The current clip in raster pixels, grown by `margin` (what lies just outside the clip still blurs into it).
    func clipRegion(scale: Double, margin: Double) -> PixelRegion {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return deviceRegion(of: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), scale: scale, margin: margin)
    }

    /// The raster pixels (`scale` per device unit) that cover `rect` (user space), grown by `margin`.
    func deviceRegion(of rect: CGRect, scale: Double, margin: Double = 0) -> PixelRegion {
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(cairo, &x, &y)
            return (x * scale, y * scale)
        }
        let (minX, maxX) = (corners.map(\.0).min() ?? 0, corners.map(\.0).max() ?? 0)
        let (minY, maxY) = (corners.map(\.1).min() ?? 0, corners.map(\.1).max() ?? 0)
        return PixelRegion(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Device pixels per point of the current user space (`scale` raster pixels per device unit).
    func pixelsPerPoint(scale: Double) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot() * scale
    }
}

/// A whole-pixel rectangle: the given one rounded outwards.
struct PixelRegion {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Double, y: Double, width: Double, height: Double) {
        let (minX, minY) = (x.rounded(.down), y.rounded(.down))
        let (maxX, maxY) = ((x + width).rounded(.up), (y + height).rounded(.up))
        self.x = Int(max(min(minX, 1e8), -1e8))
        self.y = Int(max(min(minY, 1e8), -1e8))
        self.width = Int(max(min(maxX - minX, 1e8), 0))
        self.height = Int(max(min(maxY - minY, 1e8), 0))
    }

    /// The overlap of two regions, or nil when they do not overlap (or it is larger than Cairo's 32767 limit).
    func intersection(_ other: PixelRegion) -> PixelRegion? {
        let (minX, minY) = (max(x, other.x), max(y, other.y))
        let (maxX, maxY) = (min(x + width, other.x + other.width), min(y + height, other.y + other.height))
        guard maxX > minX, maxY > minY, maxX - minX <= 32767, maxY - minY <= 32767 else { return nil }
        var region = self
        (region.x, region.y, region.width, region.height) = (minX, minY, maxX - minX, maxY - minY)
        return region
    }
}

/// The premultiplied ARGB32 pixels of an image surface, changed in place.
struct RasterPixels {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, rowBytes: Int

    /// Calls `body` with each pixel as a 32-bit ARGB word, and stores what it returns.
    func update(_ body: (UInt32) -> UInt32) {
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * rowBytes).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = body(row[x]) }
        }
    }

    /// Every pixel made opaque, its colour unpremultiplied.
    func makeOpaque() {
        update { word in
            let (r, g, b, a) = Self.straight(word)
            return a > 0 ? Self.premultiplied(red: r, green: g, blue: b, alpha: 1) : word
        }
    }

    /// Every pixel's straight colour mapped through `matrix`.
    func apply(_ matrix: ColorMatrix) {
        update { word in
            let (r, g, b, a) = matrix.apply(Self.straight(word))
            return Self.premultiplied(red: r, green: g, blue: b, alpha: a)
        }
    }

    static func straight(_ word: UInt32) -> (Double, Double, Double, Double) {
        let alpha = Double(word >> 24)
        guard alpha > 0 else { return (0, 0, 0, 0) }
        return (Double(word >> 16 & 0xFF) / alpha, Double(word >> 8 & 0xFF) / alpha, Double(word & 0xFF) / alpha, alpha / 255)
    }

    static func premultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(min(max(value * 255 * alpha, 0), 255).rounded()) }
        let a = UInt32(min(max(alpha * 255, 0), 255).rounded())
        return a << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}

extension BlendMode {
    /// The Cairo operator of the mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
