import Foundation

/// What a GIF shows after each frame, so that quantization errors are repaired instead of lingering.
///
/// Frames are encoded in parallel against the previous frame's source pixels (`GIFFrameEncoder`), which
/// is right as long as the GIF shows those pixels closely. Rules:
/// 1. The canvas starts empty; each frame written is drawn on it: every pixel of its rectangle that is
///    not transparent takes its palette colour.
/// 2. After drawing a frame, the canvas is *faithful* when every pixel of the frame's rectangle is
///    within `tolerance` (per channel) of the frame's source. Outside the rectangle nothing changed
///    that the frame was asked to show, so that settles the whole canvas.
/// 3. After a faithful frame, the next frame's parallel encoding is used as it is (for pictures of 256
///    colours or fewer every frame is exact and this is always the case).
/// 4. After an unfaithful one (a quantized frame that left errors over `tolerance`), the next frame is
///    encoded again, here, against the previous source *and* the canvas: pixels shown more than
///    `tolerance` off are stale, and each frame repairs those its palette can (`GIFFrameEncoder`), so a
///    view that stops moving leaves no ghost behind.
/// The result depends only on the frames, never on the number of threads.
struct GIFCanvas {
    /// How far (in 8-bit levels, per channel) a shown pixel may be from its source before it is repaired.
    static let tolerance = 8

    private(set) var pixels: [UInt32] = []
    private var lastSource: [UInt32] = []
    /// Whether the canvas shows the last frame's source within `tolerance`.
    private(set) var isFaithful = true

    /// The frame to write for `source`, given its encoding against the previous source.
    func frame(for source: [UInt32], encoded: GIFFrame, dithering: Bool) -> GIFFrame {
        guard !pixels.isEmpty, !isFaithful else { return encoded }
        return GIFFrameEncoder.encode(source, previous: lastSource, shown: pixels, tolerance: Self.tolerance,
                                      width: encoded.canvasWidth, height: encoded.canvasHeight, dithering: dithering)
    }

    /// Draws `frame`, the encoding of `source`, on the canvas.
    mutating func draw(_ frame: GIFFrame, source: [UInt32]) {
        if pixels.isEmpty { pixels = [UInt32](repeating: 0, count: frame.canvasWidth * frame.canvasHeight) }
        var isFaithful = true
        pixels.withUnsafeMutableBufferPointer { pixels in
            source.withUnsafeBufferPointer { source in
                frame.indices.withUnsafeBufferPointer { indices in
                    for y in 0..<frame.height {
                        for x in 0..<frame.width {
                            let offset = (frame.top + y) * frame.canvasWidth + frame.left + x
                            let index = Int(indices[y * frame.width + x])
                            if index != frame.transparentIndex { pixels[offset] = frame.palette[index] }
                            if GIFFrameEncoder.maximumChannelDifference(pixels[offset], source[offset]) > Self.tolerance {
                                isFaithful = false
                            }
                        }
                    }
                }
            }
        }
        self.isFaithful = isFaithful
        lastSource = source
    }
}
