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
    /// GIF: Floyd–Steinberg dithering for frames with more than 256 colours.
    public var dithers: Bool
    /// GIF: the colour transparent and translucent pixels are composited over (GIF has no partial
    /// transparency). White by default.
    public var gifBackground: RGBA
    /// Frames folder and APNG: how hard each frame's PNG is compressed (the same pixels either way).
    public var pngCompression: PNGCompression
    /// The largest frame a render may allocate; a larger one throws `RenderError.canvasTooLarge`.
    public var canvasLimits: CanvasLimits

    public init(threads: Int? = nil, writesSVGFrames: Bool = false, dithers: Bool = false,
                gifBackground: RGBA = RGBA(red: 1, green: 1, blue: 1), pngCompression: PNGCompression = .default,
                canvasLimits: CanvasLimits = .default) {
        (self.threads, self.writesSVGFrames, self.dithers, self.gifBackground) = (threads, writesSVGFrames, dithers, gifBackground)
        (self.pngCompression, self.canvasLimits) = (pngCompression, canvasLimits)
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
