import Foundation

/// Where a GIF shows its frames' pixels wrongly, so that quantization errors are repaired instead of
/// lingering.
///
/// Frames are analysed in parallel against the previous frame's source pixels (`GIFFrameAnalysis`);
/// what is left to decide in order is which pixels to repair. Rules:
/// 1. The canvas starts empty, with no errors; the first frame writes every pixel.
/// 2. `errors` are the pixels the GIF shows more than `tolerance` (per channel) off the last frame's
///    source, in ascending order. Drawing a frame keeps those it left unwritten and adds the changed
///    pixels it quantized too far (`GIFFrameEncoder`); every other pixel of its rectangle is written
///    exactly or within `tolerance`, and outside the rectangle neither the source nor the GIF changed.
/// 3. A pixel is *stale* for the next frame when it is an error and that frame did not change it (a
///    changed pixel is written anyway): each frame repairs those its palette can, so a view that stops
///    moving leaves no ghost behind. For pictures of 256 colours or fewer there are never errors.
/// The result depends only on the frames, never on the number of threads.
struct GIFCanvas {
    /// How far (in 8-bit levels, per channel) a shown pixel may be from its source before it is repaired.
    static let tolerance = 8

    private(set) var errors: [Int] = []

    /// Encodes the frame of `pixels`, analysed against the previous frame, and draws it.
    mutating func draw(_ analysis: GIFFrameAnalysis, pixels: [UInt32]) -> GIFFrame {
        let stale = errors.filter { !analysis.changed[$0] }
        let (frame, errors) = GIFFrameEncoder.encode(analysis, pixels: pixels, stale: stale, tolerance: Self.tolerance)
        self.errors = errors
        return frame
    }
}
