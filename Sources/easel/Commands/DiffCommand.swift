import ArgumentParser
import Easel
import EaselRender
import EaselScene
import Foundation

/// `easel diff A.png B.png`: compares two PNGs with the code the snapshot tests use.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; exit 0 when they match, 1 when they differ.",
        discussion: """
            A pixel matches when no premultiplied channel differs by more than --tolerance (0…255), or, \
            with --perceptual-precision below 1, when its colour distance (CIE94 ΔE) is at most \
            (1 − perceptual precision) × 100. The images match when they have the same size and at least \
            --precision of their pixels match. The verdict, the differing-pixel count and the worst \
            difference go to stdout. With -o, a picture of expected | actual | difference is written.

            EXAMPLES:
              easel diff expected.png actual.png
              easel diff expected.png actual.png -o diff.png --tolerance 2 --precision 0.999
              easel diff a.png b.png --perceptual-precision 0.98
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The reference image (PNG).", valueName: "expected"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check (PNG).", valueName: "actual"))
    var actual: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write expected | actual | difference to this PNG.", valueName: "file"))
    var output: String?

    @Option(help: "The largest channel difference (0…255) a matching pixel may have.")
    var tolerance = 0

    @Option(help: "The fraction of pixels that must match (0…1).")
    var precision = 1.0

    @Option(help: "How close in colour a matching pixel must be (0…1; 1 turns the colour test off).")
    var perceptualPrecision = 1.0

    var options: ImageComparison.Options {
        ImageComparison.Options(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    func validate() throws {
        if let output, URL(fileURLWithPath: output).pathExtension.lowercased() != "png" {
            throw ValidationError("the difference picture is a PNG: \(output) should end in .png")
        }
    }

    func run() throws {
        var matches = false
        try reportingFailures(input: "\(expected) and \(actual)") {
            let result: ImageComparison.Result
            do {
                result = try ImageComparison.compare(expected: try read(expected), actual: try read(actual), options: options)
            } catch let error as ImageComparisonError {
                switch error {
                case .invalidOption: throw CommandFailure.usage(error.description)
                case .undecodable: throw CommandFailure.badData(error.description)
                }
            }
            if let output {
                try AtomicFile.write(try result.panelImage(), to: URL(fileURLWithPath: output))
            }
            print(result.description)
            matches = result.matches
        }
        if !matches { throw ExitCode(1) }
    }

    /// The bytes of the image at `path`; a missing or unreadable file is a missing input, one that is
    /// not a PNG or whose header declares more pixels than a render may have (`SceneLimits`) bad data,
    /// found before it is decoded.
    private func read(_ path: String) throws -> Data {
        let limits = SceneLimits.default
        switch PNGFile.fault(at: path, maximumBytes: .max, maximumPixels: limits.maximumPixels) {
        case .missing, .unreadable: throw CommandFailure.missingInput("\(path): no such file or it cannot be read")
        case .notPNG: throw CommandFailure.badData("\(path): not a PNG file")
        case .tooManyPixels(let width, let height):
            throw CommandFailure.badData("\(path): the image of \(width) × \(height) pixels is over the limit of \(limits.maximumPixels) pixels")
        case .tooLarge, nil: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.missingInput("\(path): no such file or it cannot be read")
        }
        return data
    }
}
