import EaselRender
import Foundation

/// What an animation is written as: the one table of animated outputs that the command line, batch
/// manifests and the server read.
///
/// A format is added here (its case, its file name extensions, its MIME type and how messages name it)
/// and in `AnimationTimeline.write(to:format:options:progress:)`, which writes it.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// A folder of numbered PNG frames (`frame_00000.png` …), optionally SVG frames, and `frames.json`.
    case frames
    /// An animated GIF that loops forever.
    case gif
    /// A lossless animated PNG that loops forever.
    case apng
    /// An animated WebP that loops forever, by libwebp's animation encoder: lossless by default, lossy at
    /// an `AnimationOutputOptions.quality` below 100.
    case webp
    /// An H.264 (or VP9) video in an MP4 container, encoded by an `ffmpeg` executable.
    case mp4
    /// A VP9 video in a WebM container, encoded by an `ffmpeg` executable.
    case webm

    /// The file name extensions that name the format, the usual one first; none for a frames folder.
    public var pathExtensions: [String] {
        switch self {
        case .frames: []
        case .gif: ["gif"]
        case .apng: ["png", "apng"]
        case .webp: ["webp"]
        case .mp4: ["mp4"]
        case .webm: ["webm"]
        }
    }

    /// The format's media type, for HTTP's `Content-Type`; nil for a frames folder.
    public var mimeType: String? {
        switch self {
        case .frames: nil
        case .gif: "image/gif"
        case .apng: "image/apng"
        case .webp: "image/webp"
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        }
    }

    /// How a sentence names a destination of this format: ".gif", ".png (APNG)", "DIR/".
    public var destinationName: String {
        switch self {
        case .frames: "DIR/"
        case .gif: ".gif"
        case .apng: ".png (APNG)"
        case .webp: ".webp"
        case .mp4: ".mp4"
        case .webm: ".webm"
        }
    }

    /// The format a destination names: a path ending in `/` is a frames folder, else the format whose
    /// extensions hold the path's (any letter case); nil otherwise.
    public init?(url: URL) {
        if url.hasDirectoryPath { self = .frames; return }
        let pathExtension = url.pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.pathExtensions.contains(pathExtension) }) else { return nil }
        self = format
    }

    /// Whether the format is a video encoded by an `ffmpeg` executable (`VideoEncoder`).
    public var isVideo: Bool { self == .mp4 || self == .webm }

    /// The destinations as a sentence lists them: ".gif, .png (APNG), .webp, .mp4, .webm or DIR/".
    public static var destinationList: String { listed(allCases.filter { $0 != .frames }.map(\.destinationName) + ["DIR/"]) }

    /// What a message asks for when a path names no format.
    public static var destinationAdvice: String {
        "use a \(listed(allCases.filter { $0 != .frames }.map(\.destinationName))) file name, or a folder path ending in /"
    }
}
