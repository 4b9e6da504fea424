import EaselPreviews
import EaselSnapshotTesting
import Foundation
import Testing

/// Every preview of `SamplePreviews.swift`, drawn at 1× and compared with `snapshots/Previews`.
@Suite struct PreviewSnapshotTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("snapshots/Previews")

    @MainActor @Test func everySamplePreviewMatchesItsReference() {
        assertPreviewSnapshots(in: Self.references, options: PreviewOptions(scale: 1), precision: 0.999) { preview in
            preview.fileID.hasSuffix("SamplePreviews.swift") || preview.fileID.hasSuffix("GreetingCard_Previews")
        }
    }
}
