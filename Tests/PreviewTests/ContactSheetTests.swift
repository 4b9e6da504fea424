@testable import EaselPreviews
import Foundation
import SwiftUI
import Testing

/// `index.png` stays drawable however many previews a package has: more columns, then a smaller scale.
@Suite struct ContactSheetTests {
    @MainActor @Test func manyPreviewsMakeMoreColumnsNotATallerSheet() throws {
        #expect(ContactSheet.automaticColumns(for: 3) == 4)
        #expect(ContactSheet.automaticColumns(for: 16) == 4)
        #expect(ContactSheet.automaticColumns(for: 148) == 13)
        // Sparklydust/mont-blanc's 148 previews made a sheet 25,356 pixels tall at 4 columns, which was refused.
        let preview = try #require(PreviewRegistryTests.samples.first)
        let entries = Array(repeating: PreviewIndexEntry(preview: preview, image: nil), count: 148)
        let size = ImageRenderer(content: ContactSheet(entries: entries, folder: URL(fileURLWithPath: "/tmp"))).displayList().size
        #expect(size.height * 2 <= 16_384 && size.width * 2 <= 16_384)
    }

    @MainActor @Test func aSheetTooLargeAtTwiceIsDrawnSmaller() {
        #expect(ContactSheet.scale(for: CGSize(width: 708, height: 4000), maxSide: 16_384) == 2)
        #expect(ContactSheet.scale(for: CGSize(width: 12_000, height: 9000), maxSide: 16_384) == 1.365)
    }
}
