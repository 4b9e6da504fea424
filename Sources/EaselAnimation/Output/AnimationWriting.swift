import EaselCore
import Foundation

extension AnimationTimeline {
    /// Writes the animation to `url` in `format` (by default the one the URL names: a folder path ending
    /// in `/`, `.gif`, `.png` for an APNG, `.webp`, `.mp4` or `.webm`), calling `progress` after each frame. Frames are rendered
    /// and encoded on all cores as a stream (never the whole sequence in memory) and written in order;
    /// the file or folder appears whole or not at all.
    public func write(to url: URL, format: AnimationFormat? = nil, options: AnimationOutputOptions = AnimationOutputOptions(),
                      progress: (@Sendable (AnimationProgress) -> Void)? = nil) async throws {
        guard let format = format ?? AnimationFormat(url: url) else { throw AnimationError.unsupportedOutput(path: url.path) }
        switch format {
        case .frames: try await writeFrames(to: url, options: options, progress: progress)
        case .gif: try await writeGIF(to: url, options: options, progress: progress)
        case .apng: try await writeAPNG(to: url, options: options, progress: progress)
        case .webp: try await writeWebP(to: url, options: options, progress: progress)
        case .mp4, .webm: try await writeVideo(to: url, format: format, options: options, progress: progress)
        }
    }
}
