import Foundation
import Testing
@testable import EaselCore

@Suite struct LazyStackTests {
    @MainActor @Test func lazyVStackTakesTheWholeWidthAndAlignsItsChildrenAcrossIt() {
        let view = LazyVStack {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 100, height: 10).id("b")
        }.id("stack")
        expectFrames(frames(view, width: 300), ["stack": rect(0, 0, 300, 28), "a": rect(125, 0, 50, 10), "b": rect(100, 18, 100, 10)])
        let leading = LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 100, height: 10).id("b")
        }
        expectFrames(frames(leading, width: 300), ["a": rect(0, 0, 50, 10), "b": rect(0, 14, 100, 10)])
    }

    @MainActor @Test func lazyVStackWithAnUnspecifiedWidthHugsItsWidestChild() {
        let view = LazyVStack { Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 100, height: 10) }.id("stack")
        expectFrames(frames(view), ["stack": rect(0, 0, 100, 28)])
    }

    @MainActor @Test func lazyHStackTakesTheWholeHeight() {
        let view = LazyHStack(alignment: .top) {
            Color.red.frame(width: 10, height: 50).id("a")
            Color.blue.frame(width: 10, height: 20).id("b")
        }.id("stack")
        expectFrames(frames(view, width: 300, height: 100), ["stack": rect(0, 0, 28, 100), "a": rect(0, 0, 10, 50), "b": rect(18, 0, 10, 20)])
    }

    @MainActor @Test func viewThatFitsChoosesAmongLazyStacks() {
        // The lazy stack's ideal width (nil proposed) is its widest child's: 120 does not fit in 100.
        let view = ViewThatFits(in: .horizontal) {
            LazyHStack { Color.red.frame(width: 60, height: 10); Color.red.frame(width: 52, height: 10) }.id("row")
            LazyVStack { Color.red.frame(width: 60, height: 10); Color.red.frame(width: 52, height: 10) }.id("column")
        }
        let laidOut = frames(view, width: 100)
        #expect(laidOut["row"] == nil)
        expectFrames(laidOut, ["column": rect(0, 0, 100, 28)])
        expectFrames(frames(view, width: 200), ["row": rect(0, 0, 120, 10)])
    }
}
