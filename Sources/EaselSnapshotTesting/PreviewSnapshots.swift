import Easel
import EaselPreviews
import Foundation
import SnapshotTesting

extension Snapshotting where Value == PreviewDeclaration, Format == Data {
    /// A preview drawn as `easel preview` draws it (`PreviewRenderer`: its device, layout and orientation,
    /// `options` for what it leaves open), compared pixel by pixel as `.png(…)` compares.
    public static func preview(options: PreviewOptions = PreviewOptions(), precision: Double = 1,
                               perceptualPrecision: Double = 1, tolerance: Int = 0) -> Snapshotting {
        pngSnapshotting(precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance) { preview in
            try PreviewRenderer(options: options).render(preview).png
        }
    }
}

/// Snapshot-tests every preview of the program (`PreviewRegistry`): each `#Preview` and each top-level
/// view of each `PreviewProvider` of the modules the test links, against the references
/// `directory/<File>-<name or number>.png` (the names `easel preview` gives).
///
/// - Parameters:
///   - directory: The folder of the references (created when recording).
///   - options: How previews are drawn where they say nothing: device, colour scheme, Dynamic Type, scale.
///   - including: Which previews to test; by default all.
///   - record: The record mode; by default swift-snapshot-testing's (`SNAPSHOT_TESTING_RECORD`).
///
/// A program without previews fails: a test that checks nothing should say so.
public func assertPreviewSnapshots(
    in directory: URL,
    options: PreviewOptions = PreviewOptions(),
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    including: (PreviewDeclaration) -> Bool = { _ in true },
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let all = PreviewRegistry.previews()
    let names = PreviewFileNames.names(for: all)
    let chosen = zip(all, names).filter { including($0.0) }
    guard !chosen.isEmpty else {
        recordSnapshotFailure("no previews to snapshot: the program declares \(all.count), none of them chosen",
                              fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for (preview, name) in chosen {
        assertSnapshot(of: preview, as: .preview(options: options, precision: precision, perceptualPrecision: perceptualPrecision),
                       named: String(name.dropLast(4)), in: directory, testName: "preview", record: record,
                       fileID: fileID, file: filePath, line: line, column: column)
    }
}
