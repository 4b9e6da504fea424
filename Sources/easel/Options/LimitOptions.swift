import ArgumentParser
import Easel
import EaselScene

/// The limits on what a command reads and makes (`SceneLimits`), each raised or lowered by a flag.
/// Going over one is bad data (65), with a message naming the limit, the value found and the flag.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-side"), help: ArgumentHelp("Most pixels a side of a picture or frame (at most \(SceneLimits.sideCeiling)).", valueName: "pixels"))
    var maxSide = SceneLimits.default.maximumSide

    @Option(name: .customLong("max-pixels"), help: ArgumentHelp("Most pixels of a picture or frame, and of an image a scene names.", valueName: "pixels"))
    var maxPixels = SceneLimits.default.maximumPixels

    @Option(name: .customLong("max-depth"), help: ArgumentHelp("Most levels of arrays and objects in a JSON file (at most \(SceneLimits.depthCeiling)).", valueName: "levels"))
    var maxDepth = SceneLimits.default.maximumDepth

    @Option(name: .customLong("max-nesting"), help: ArgumentHelp("Most levels of views and modifiers in a scene (at most \(SceneLimits.depthCeiling)).", valueName: "levels"))
    var maxNesting = SceneLimits.default.maximumNesting

    @Option(name: .customLong("max-views"), help: ArgumentHelp("Most views in a scene.", valueName: "count"))
    var maxViews = SceneLimits.default.maximumViews

    @Option(name: .customLong("max-string-length"), help: ArgumentHelp("Most bytes (UTF-8) of a string or key in a JSON file.", valueName: "bytes"))
    var maxStringLength = SceneLimits.default.maximumStringLength

    @Option(name: .customLong("max-image-bytes"), help: ArgumentHelp("Most bytes of a PNG file an image or avatar names.", valueName: "bytes"))
    var maxImageBytes = SceneLimits.default.maximumImageBytes

    @Option(name: .customLong("max-frames"), help: ArgumentHelp("Most frames of an animation.", valueName: "count"))
    var maxFrames = SceneLimits.default.maximumFrames

    func validate() throws {
        let values = [("--max-side", maxSide), ("--max-pixels", maxPixels), ("--max-depth", maxDepth), ("--max-nesting", maxNesting),
                      ("--max-views", maxViews), ("--max-string-length", maxStringLength), ("--max-image-bytes", maxImageBytes),
                      ("--max-frames", maxFrames)]
        for (flag, value) in values where value < 1 { throw ValidationError("\(flag) must be 1 or more, got \(value)") }
        if maxSide > SceneLimits.sideCeiling { throw ValidationError("--max-side must be at most \(SceneLimits.sideCeiling), got \(maxSide)") }
        for (flag, value) in [("--max-depth", maxDepth), ("--max-nesting", maxNesting)] where value > SceneLimits.depthCeiling {
            throw ValidationError("\(flag) must be at most \(SceneLimits.depthCeiling), got \(value)")
        }
    }

    var scene: SceneLimits {
        SceneLimits(maximumDepth: maxDepth, maximumNesting: maxNesting, maximumViews: maxViews, maximumStringLength: maxStringLength,
                    maximumImageBytes: maxImageBytes, maximumSide: maxSide, maximumPixels: maxPixels, maximumFrames: maxFrames)
    }
}
