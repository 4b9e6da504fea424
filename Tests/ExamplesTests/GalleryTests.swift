import Foundation
import Testing
import Easel
@testable import Gallery

@Suite struct GalleryTests {
    @MainActor @Test func springsAndStrutsSplitsTheScreenLikeTheArticle() {
        let frames = fixedAdvanceLayout(SpringsAndStruts(), width: 375, height: 667).frames
        // 667 − 44 − 200 = 423 for the flexible header; the footer's panes halve 375.
        #expect(frames["header"] == CGRect(x: 0, y: 0, width: 375, height: 423))
        #expect(frames["toolbar"] == CGRect(x: 0, y: 423, width: 375, height: 44))
        #expect(frames["footer"] == CGRect(x: 0, y: 467, width: 375, height: 200))
        #expect(frames["pane-1"] == CGRect(x: 0, y: 467, width: 188, height: 200)) // 187.5, edges rounded
        #expect(frames["pane-2"] == CGRect(x: 188, y: 467, width: 187, height: 200))
    }

    @MainActor @Test func tagsWrapInsideTheScreen() {
        let frames = fixedAdvanceLayout(TagCloud(), width: 390).frames
        let tags = TagCloud.tags.compactMap { frames["tag-\($0)"] }
        #expect(tags.count == TagCloud.tags.count)
        #expect(tags.allSatisfy { $0.minX >= 16 && $0.maxX <= 374 })
        #expect(Set(tags.map(\.minY)).count > 1)
    }

    @MainActor @Test func everyScreenLaysOutInsideAPhone() {
        for screen in GalleryScreen.allCases {
            let layout = fixedAdvanceLayout(screen.view, width: 390, height: 844)
            #expect(layout.size.width <= 390 && layout.size.height <= 844, "\(screen)")
            #expect(!layout.frames.isEmpty, "\(screen)")
        }
    }
}
