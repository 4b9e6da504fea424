import CBenchCairo
import Easel
import Foundation
import PetPoll

/// R1 render: the pet poll at 390 × 844 points, 3× (1170 × 2532 pixels), from the view to PNG bytes —
/// resolving, layout, text, drawing and encoding — against
/// (a) `cairo_surface_write_to_png` writing the same pixels, what a plain Cairo program pays to save an
///     image it has drawn (timed alone, on a surface decoded from our PNG beforehand), and the size of
///     the file it writes;
/// (b) `rsvg-convert` rendering our SVG of the same poll to a PNG of the same size, as a process (CPU
///     time, user and system, from `wait4`).
enum R1Render {
    static func rows(_ context: BenchContext) throws -> [Row] {
        let renderer = ImageRenderer(content: PollScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        let png = try renderer.pngData()
        let pixels = try CairoImage(png: png)
        let cairoFile = context.scratch.appendingPathComponent("cairo.png")

        context.log("R1 vs cairo_surface_write_to_png")
        let cairo = try Comparison(rounds: context.rounds, ours: {
            try Clock.cpuSeconds { _ = try renderer.pngData() }
        }, peer: { try Clock.cpuSeconds { try pixels.writePNG(to: cairoFile.path) } })
        let cairoBytes = try Data(contentsOf: cairoFile).count

        context.log("R1 vs rsvg-convert")
        let svg = context.scratch.appendingPathComponent("poll.svg"), rsvgOutput = context.scratch.appendingPathComponent("rsvg.png")
        try renderer.svgData().write(to: svg)
        let rsvg = try Comparison(rounds: context.rounds, ours: {
            try Clock.cpuSeconds { _ = try renderer.pngData() }
        }, peer: {
            let result = try Subprocess.run("rsvg-convert", [svg.path, "-o", rsvgOutput.path])
            guard result.succeeded else { throw SubprocessError(description: "rsvg-convert: \(result.standardError)") }
            return result.cpuSeconds
        })
        let rsvgPixels = try CairoImage(png: Data(contentsOf: rsvgOutput))

        return [
            Row("R1 vs Cairo", timed: "poll @3× view → PNG bytes", comparedWith: "cairo_surface_write_to_png, same pixels",
                ratio: cairo.ratio, target: .atMost(0.5),
                detail: "ours \(formatSeconds(cairo.ours.median)), Cairo's writer \(formatSeconds(cairo.peer.median)) (medians), "
                    + "\(pixels.width) × \(pixels.height) pixels"),
            Row("R1 file size", timed: "our PNG (default compression)", comparedWith: "cairo_surface_write_to_png's file",
                ratio: Double(png.count) / Double(cairoBytes), target: .atMost(1.15),
                detail: "ours \(png.count) bytes, Cairo's \(cairoBytes) bytes"),
            Row("R1 vs rsvg-convert", timed: "poll @3× view → PNG bytes", comparedWith: "rsvg-convert on our SVG (process)",
                ratio: rsvg.ratio, target: .atMost(0.4),
                detail: "ours \(formatSeconds(rsvg.ours.median)), rsvg-convert \(formatSeconds(rsvg.peer.median)) (medians), "
                    + "its PNG \(rsvgPixels.width) × \(rsvgPixels.height) pixels"),
        ]
    }
}

/// A Cairo image surface read from a PNG, destroyed with its owner.
final class CairoImage {
    private let surface: OpaquePointer

    init(png: Data) throws {
        let source = PNGBytes(png)
        let created = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(PNGBytes.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            if let created { cairo_surface_destroy(created) }
            throw SubprocessError(description: "Cairo cannot read the PNG")
        }
        surface = created
    }

    deinit { cairo_surface_destroy(surface) }

    var width: Int { Int(cairo_image_surface_get_width(surface)) }
    var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// What a plain Cairo program calls to save its image.
    func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw SubprocessError(description: String(cString: cairo_status_to_string(status))) }
    }
}

/// Feeds a PNG's bytes to Cairo's stream reader.
private final class PNGBytes {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = [UInt8](data) }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            buffer.update(from: base + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
