import Easel
import Foundation
import Testing
@testable import EaselRender

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Reference PNGs: `snapshots/` at the package root.
let snapshotsFolder = packageRoot.appendingPathComponent("snapshots")

/// Where a failed comparison leaves the actual image and a difference image.
let snapshotFailuresFolder = packageRoot.appendingPathComponent(".build/snapshot-failures")

/// Snapshot comparison, with its tolerance:
/// 1. The view is rendered to a PNG at `scale` and compared with `snapshots/NAME.png`.
/// 2. The images must have the same size. A pixel differs when a premultiplied channel differs by more
///    than `channelTolerance` (8 of 255); at most `pixelTolerance` (0.1%) of the pixels may differ. The
///    renderer is deterministic, so on one machine the images are byte-identical; the tolerance absorbs
///    rounding differences between builds of Cairo and Pango.
/// 3. On failure the actual image and a difference image (differing pixels in red over a faded copy of
///    the reference) are written to `.build/snapshot-failures/`, and the issue names them.
/// 4. A missing reference is recorded and the test fails, asking to check it in; with the environment
///    variable `EASEL_RECORD_SNAPSHOTS=1` every reference is re-recorded and the test passes.
func assertSnapshot<V: View>(of view: V, named name: String, scale: CGFloat = 2,
                             configure: (inout EnvironmentValues) -> Void = { _ in },
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let channelTolerance = 8, pixelTolerance = 0.001
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    configure(&renderer.environment)
    let png = try renderer.pngData()
    let reference = snapshotsFolder.appendingPathComponent("\(name).png")
    let recording = ProcessInfo.processInfo.environment["EASEL_RECORD_SNAPSHOTS"] == "1"
    guard !recording, FileManager.default.fileExists(atPath: reference.path) else {
        try FileManager.default.createDirectory(at: snapshotsFolder, withIntermediateDirectories: true)
        try png.write(to: reference, options: .atomic)
        if !recording { Issue.record("recorded a new reference \(reference.path): check it in", sourceLocation: sourceLocation) }
        return
    }
    let expected = try RasterImage(png: Data(contentsOf: reference))
    let actual = try RasterImage(png: png)
    var differing = 0, largest = 0
    let sameSize = expected.width == actual.width && expected.height == actual.height
    if sameSize {
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let difference = RasterImage.difference(expected[x, y], actual[x, y])
                largest = max(largest, difference)
                if difference > channelTolerance { differing += 1 }
            }
        }
    }
    let allowed = Int(pixelTolerance * Double(actual.width * actual.height))
    guard !sameSize || differing > allowed else { return }
    try FileManager.default.createDirectory(at: snapshotFailuresFolder, withIntermediateDirectories: true)
    let actualURL = snapshotFailuresFolder.appendingPathComponent("\(name).png")
    let diffURL = snapshotFailuresFolder.appendingPathComponent("\(name).diff.png")
    try png.write(to: actualURL, options: .atomic)
    let diff = RasterImage(width: max(expected.width, actual.width), height: max(expected.height, actual.height)) { x, y in
        if RasterImage.difference(expected[x, y], actual[x, y]) > channelTolerance {
            return RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        }
        var faded = expected[x, y]
        faded.alpha /= 4
        return faded
    }
    try diff.pngData().write(to: diffURL, options: .atomic)
    let what = sameSize ? "\(differing) pixels differ by more than \(channelTolerance) (largest \(largest)); \(allowed) allowed"
        : "size \(actual.width)×\(actual.height), reference \(expected.width)×\(expected.height)"
    Issue.record("snapshot \(name) does not match: \(what). Actual: \(actualURL.path), difference: \(diffURL.path)",
                 sourceLocation: sourceLocation)
}
