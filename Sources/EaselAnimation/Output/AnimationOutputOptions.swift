import EaselCore
import EaselRender
import Foundation

/// How an animation is written.
public struct AnimationOutputOptions: Sendable {
    /// How many frames are rendered and encoded at once; nil: one per processor core. The output is
    /// byte-identical whatever the number.
    public var threads: Int?
    /// Frames folder: also write each frame as SVG (`frame_00000.svg` …).
    public var writesSVGFrames: Bool
    /// GIF: how frames with more than 256 colours are dithered to their palette (none by default).
    public var dither: Dither
    /// GIF: whether frames of more than 256 colours each get their own palette (the default) or map to
    /// one palette shared by the whole GIF (`GIFSharedPalette`).
    public var gifPalette: GIFPalette
    /// GIF and video: the colour transparent and translucent pixels are composited over (neither has
    /// partial transparency). White by default.
    public var gifBackground: RGBA
    /// Animated WebP: the quality, 1…100: lossy below 100, lossless at 100, the default. On user
    /// interfaces (flat colours, text, bars that move) lossless frames are smaller and quicker to encode
    /// than lossy ones: a 610-frame race at 1080 × 1080 took 2.2 MB in 15 s lossless against 3.2 MB in
    /// 42 s at quality 90 (`Benchmarks`, V1).
    public var quality: Int
    /// MP4 and WebM: the video codec; nil for the container's own (H.264 in MP4, VP9 in WebM).
    public var videoCodec: VideoCodec?
    /// MP4 and WebM: the constant rate factor (lower is better and larger); nil for the codec's
    /// default (`VideoCodec.defaultCRF`).
    public var crf: Int?
    /// Frames folder and APNG: how hard each frame's PNG is compressed (the same pixels either way).
    public var pngCompression: PNGCompression
    /// The largest frame a render may allocate; a larger one throws `RenderError.canvasTooLarge`.
    public var canvasLimits: CanvasLimits

    public init(threads: Int? = nil, writesSVGFrames: Bool = false, dither: Dither = .none,
                gifBackground: RGBA = RGBA(red: 1, green: 1, blue: 1), pngCompression: PNGCompression = .default,
                canvasLimits: CanvasLimits = .default, quality: Int = 100, videoCodec: VideoCodec? = nil, crf: Int? = nil,
                gifPalette: GIFPalette = .perFrame) {
        (self.threads, self.writesSVGFrames, self.dither, self.gifBackground) = (threads, writesSVGFrames, dither, gifBackground)
        (self.pngCompression, self.canvasLimits) = (pngCompression, canvasLimits)
        (self.quality, self.videoCodec, self.crf, self.gifPalette) = (quality, videoCodec, crf, gifPalette)
    }

    /// Where a GIF frame of more than 256 colours takes its palette from.
    public enum GIFPalette: String, Sendable, CaseIterable {
        /// Its own: the frame's changed colours quantized by median cut; the closest colours for each
        /// frame, but a gradient's bands may move from one frame to the next.
        case perFrame = "per-frame"
        /// One palette for the whole GIF, from a sample of its frames: bands hold still.
        case shared
    }

    /// How a GIF frame of more than 256 colours maps its pixels to its palette (`PaletteMapping`).
    public enum Dither: String, Sendable, CaseIterable {
        /// Each pixel the nearest palette colour: flat areas stay flat, gradients band.
        case none
        /// An 8 × 8 Bayer threshold matrix added before the nearest colour: a fixed pattern tied to the
        /// pixel's position, so still areas do not shimmer from frame to frame.
        case ordered
        /// Floyd–Steinberg error diffusion: the smoothest gradients, the largest files, and patterns that
        /// move when anything before them in the row changes.
        case floydSteinberg = "floyd-steinberg"
    }

    /// The video codecs of MP4 and WebM output.
    public enum VideoCodec: String, Sendable, CaseIterable {
        /// H.264 by libx264 (MP4 only): plays everywhere.
        case h264
        /// VP9 by libvpx (WebM, or MP4): smaller files, slower to encode.
        case vp9

        /// The constant rate factor used unless one is given: libx264's default 23; 31 for VP9, as
        /// Google's VOD recommendations give for 1080p.
        public var defaultCRF: Int { self == .h264 ? 23 : 31 }

        /// The constant rate factors the codec takes: 0…51 for H.264, 0…63 for VP9.
        public var crfRange: ClosedRange<Int> { self == .h264 ? 0...51 : 0...63 }

        /// The codec a container holds unless told otherwise.
        public static func defaultCodec(for format: AnimationFormat) -> VideoCodec { format == .webm ? .vp9 : .h264 }

        /// Whether `format`'s container holds the codec (WebM holds VP9 only).
        public func fits(_ format: AnimationFormat) -> Bool { format == .mp4 || self == .vp9 }
    }

    var concurrency: Int { max(1, threads ?? OrderedPipeline.defaultConcurrency) }
}

/// How far a write has got: `completed` of `total` frames written, reported after each frame.
public struct AnimationProgress: Hashable, Sendable {
    public let completed: Int
    public let total: Int

    /// The completed fraction, 0…1.
    public var fraction: Double { total > 0 ? Double(completed) / Double(total) : 1 }
}
