import CPangoCairo
import EaselCore
import Foundation

/// An image a painter draws: a Cairo surface of its pixels, or a librsvg handle of its SVG document.
enum PaintableImage {
    case pixels(PixelSurface)
    case vector(SVGHandle, size: CGSize)
}

/// A Cairo image surface of decoded pixels, destroyed with its owner. Use it on one thread.
final class PixelSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    init(_ buffer: PixelBuffer) throws {
        surface = try buffer.makeSurface()
        (width, height) = (buffer.width, buffer.height)
    }

    deinit { cairo_surface_destroy(surface) }
}

extension CairoPainter {
    /// Draws the image file at `path` filling `frame`, as `style` says. A missing, unreadable or
    /// over-limit file is an error naming it, even when the frame is empty.
    ///
    /// Rules: an SVG is drawn by librsvg as vectors, stretched to the frame. Pixels are drawn through
    /// the style's filter (`Image.Interpolation`: none → nearest neighbour, low → bilinear, medium and
    /// the default → Cairo's good filter, high → its best); without cap insets and in `.stretch` mode
    /// the picture is stretched to the frame. Otherwise it is cut in nine by its cap insets: corners
    /// keep their size (cap insets shrink in proportion where the frame is smaller than both caps),
    /// edges and middle stretch to their part of the frame, or in `.tile` mode repeat at the picture's
    /// own size (pixels ÷ `assetScale`) from their part's top-left corner, as UIKit's resizable images.
    func drawImage(at path: String, in frame: CGRect, style: ImageStyle) throws {
        let image = try paintableImage(at: path)
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
              frame.width.isFinite, frame.height.isFinite else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if !style.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
        cairo_translate(cairo, Double(frame.minX), Double(frame.minY))
        switch image {
        case .vector(let handle, let size):
            do {
                try handle.draw(on: cairo, size: frame.size, intrinsic: size)
            } catch let error as ImageDecodingError {
                throw RenderError.unreadableImage(path: path, reason: error.description)
            }
        case .pixels(let pixels):
            let bounds = CGRect(origin: .zero, size: frame.size)
            if style.capInsets == EdgeInsets(), style.resizingMode == .stretch {
                drawStretched(pixels, into: bounds, filter: style.interpolation)
            } else {
                drawSlices(pixels, into: bounds, style: style)
            }
        }
    }

    /// The painter's image for `path`, decoded (or taken from the process-wide cache) on first use.
    func paintableImage(at path: String) throws -> PaintableImage {
        if let image = images[path] { return image }
        let image: PaintableImage
        do {
            switch try ImageFiles.shared.decoded(atPath: path, limits: limits) {
            case .pixels(let buffer): image = .pixels(try PixelSurface(buffer))
            case .vector(let svg): image = .vector(try SVGHandle(svg.bytes), size: CGSize(width: svg.width, height: svg.height))
            }
        } catch let error as ImageDecodingError {
            throw RenderError.unreadableImage(path: path, reason: error.description)
        }
        images[path] = image
        return image
    }

    /// The whole picture stretched to `bounds`, its edge pixels extended on image surfaces.
    private func drawStretched(_ pixels: PixelSurface, into bounds: CGRect, filter: Image.Interpolation?) {
        let (width, height) = (Double(pixels.width), Double(pixels.height))
        guard width > 0, height > 0 else { return }
        cairo_scale(cairo, Double(bounds.width) / width, Double(bounds.height) / height)
        cairo_set_source_surface(cairo, pixels.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_filter(pattern, Self.filter(filter))
        if padsImageEdges { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_fill(cairo)
    }

    /// The picture cut in nine by the style's cap insets, each part drawn into its part of `bounds`.
    private func drawSlices(_ pixels: PixelSurface, into bounds: CGRect, style: ImageStyle) {
        let scale = max(style.assetScale, .leastNonzeroMagnitude)
        let picture = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        let insets = style.capInsets
        func cuts(_ lead: CGFloat, _ trail: CGFloat, picture: CGFloat, frame: CGFloat) -> (source: [CGFloat], target: [CGFloat]) {
            let (lead, trail) = (min(max(lead, 0), picture), min(max(trail, 0), picture))
            let (leadCut, trailCut) = lead + trail > picture ? (picture * lead / (lead + trail), picture * trail / (lead + trail)) : (lead, trail)
            let shrink = leadCut + trailCut > frame ? frame / (leadCut + trailCut) : 1
            return ([0, leadCut, picture - trailCut, picture], [0, leadCut * shrink, frame - trailCut * shrink, frame])
        }
        let columns = cuts(insets.leading, insets.trailing, picture: picture.width, frame: bounds.width)
        let rows = cuts(insets.top, insets.bottom, picture: picture.height, frame: bounds.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: columns.source[column] * scale, y: rows.source[row] * scale,
                                    width: (columns.source[column + 1] - columns.source[column]) * scale,
                                    height: (rows.source[row + 1] - rows.source[row]) * scale)
                let target = CGRect(x: columns.target[column], y: rows.target[row],
                                    width: columns.target[column + 1] - columns.target[column],
                                    height: rows.target[row + 1] - rows.target[row])
                let isCorner = row != 1 && column != 1
                drawPart(pixels, source: source, into: target, tiled: style.resizingMode == .tile && !isCorner,
                         pixelsPerPoint: scale, filter: style.interpolation)
            }
        }
    }

    /// The pixels of `source` stretched to `target`, or repeated from its corner at `pixelsPerPoint`.
    private func drawPart(_ pixels: PixelSurface, source: CGRect, into target: CGRect, tiled: Bool,
                          pixelsPerPoint: CGFloat, filter: Image.Interpolation?) {
        guard source.width >= 0.5, source.height >= 0.5, target.width > 0, target.height > 0,
              let part = cairo_surface_create_for_rectangle(pixels.surface, Double(source.minX), Double(source.minY),
                                                             Double(source.width), Double(source.height)) else { return }
        defer { cairo_surface_destroy(part) }
        guard let pattern = cairo_pattern_create_for_surface(part) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        if tiled {
            cairo_matrix_init_scale(&matrix, Double(pixelsPerPoint), Double(pixelsPerPoint))
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            cairo_matrix_init_scale(&matrix, Double(source.width / target.width), Double(source.height / target.height))
            if padsImageEdges { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        }
        cairo_matrix_translate(&matrix, -Double(target.minX), -Double(target.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, Self.filter(filter))
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_fill(cairo)
    }

    /// Cairo's filter for an interpolation.
    private static func filter(_ interpolation: Image.Interpolation?) -> cairo_filter_t {
        switch interpolation {
        case .none?: CAIRO_FILTER_NEAREST
        case .low?: CAIRO_FILTER_BILINEAR
        case .high?: CAIRO_FILTER_BEST
        case .medium?, nil: CAIRO_FILTER_GOOD
        }
    }
}
