import ArgumentParser
import Easel

/// `--quality 1…100`: the quality of JPEG and WebP output (default 90, and 100 for animated WebP; a WebP at
/// 100 is lossless); other formats ignore it.
struct QualityOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The quality of JPEG and WebP output, 1 to 100 (default 90; animated WebP: 100); a WebP at 100 is lossless.", valueName: "n"))
    var quality: Int?

    func validate() throws {
        if let quality, !(1...100).contains(quality) {
            throw ValidationError("--quality must be from 1 to 100, not \(quality)")
        }
    }

    /// Sets the renderer's JPEG quality when one was given.
    func apply<Content>(to renderer: ImageRenderer<Content>) {
        if let quality { renderer.quality = quality }
    }
}
