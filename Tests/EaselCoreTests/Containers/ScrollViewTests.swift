import Foundation
import Testing
@testable import EaselCore

@Suite struct ScrollViewTests {
    @MainActor @Test func verticalScrollViewProposesNilHeightAndTheWidth() {
        let view = ScrollView { Color.red.frame(height: 300).id("content") }.id("scroll")
        expectFrames(frames(view, width: 200, height: 100), ["scroll": rect(0, 0, 200, 100), "content": rect(0, 0, 200, 300)])
    }

    @MainActor @Test func verticalScrollViewCentresNarrowContentAcrossAndStartsItAtTheTop() {
        let view = ScrollView { Color.red.frame(width: 50, height: 20).id("content") }.id("scroll")
        expectFrames(frames(view, width: 200, height: 100), ["scroll": rect(0, 0, 200, 100), "content": rect(75, 0, 50, 20)])
    }

    @MainActor @Test func horizontalScrollViewProposesNilWidthAndTheHeight() {
        let view = ScrollView(.horizontal) { Color.red.frame(width: 500).id("content") }.id("scroll")
        expectFrames(frames(view, width: 200, height: 100), ["scroll": rect(0, 0, 200, 100), "content": rect(0, 0, 500, 100)])
    }

    @MainActor @Test func scrollViewInBothAxesProposesNilBothWays() {
        // A `Color` proposed nil takes 10 × 10, at the top-leading corner.
        let view = ScrollView([.horizontal, .vertical]) { Color.red.id("content") }.id("scroll")
        expectFrames(frames(view, width: 200, height: 100), ["scroll": rect(0, 0, 200, 100), "content": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func unspecifiedProposalTakesTheContentsSize() {
        let view = ScrollView { Color.red.frame(width: 40, height: 300).id("content") }.id("scroll")
        expectFrames(frames(view), ["scroll": rect(0, 0, 40, 300)])
    }

    @MainActor @Test func severalViewsAreStackedAlongTheAxis() {
        let view = ScrollView {
            Color.red.frame(width: 40, height: 30).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }
        expectFrames(frames(view, width: 100, height: 50), ["a": rect(30, 0, 40, 30), "b": rect(20, 38, 60, 30)])
        let row = ScrollView(.horizontal) {
            Color.red.frame(width: 40, height: 30).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        }
        expectFrames(frames(row, width: 100, height: 50), ["a": rect(0, 10, 40, 30), "b": rect(48, 20, 60, 10)])
    }

    @MainActor @Test func contentMarginsPadTheContent() {
        let view = ScrollView { Color.red.frame(height: 20).id("content") }.contentMargins(16)
        expectFrames(frames(view, width: 200, height: 100), ["content": rect(16, 16, 168, 20)])
        let horizontal = ScrollView { Color.red.frame(height: 20).id("content") }.contentMargins(.horizontal, 10, for: .scrollContent)
        expectFrames(frames(horizontal, width: 200, height: 100), ["content": rect(10, 0, 180, 20)])
        let indicators = ScrollView { Color.red.frame(height: 20).id("content") }.contentMargins(10, for: .scrollIndicators)
        expectFrames(frames(indicators, width: 200, height: 100), ["content": rect(0, 0, 200, 20)])
    }

    @MainActor @Test func contentIsClippedToTheScrollViewsFrame() {
        let layout = ViewLayout(content: ScrollView { Color.red.frame(height: 300) }, proposal: ProposedViewSize(width: 200, height: 100))
        guard case .group(_, let clip, _, let items)? = layout.displayList.items.first else {
            Issue.record("expected a clipping group, got \(layout.displayList.items)")
            return
        }
        #expect(clip == Path(CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(items.count == 1)
    }

    @MainActor @Test func scrollClipDisabledDrawsTheOverflow() {
        // The content, 300 tall from the 100-tall frame's top, is drawn whole: no clipping group.
        let unclipped = ViewLayout(content: ScrollView { Color.red.frame(height: 300) }.scrollClipDisabled(),
                                   proposal: ProposedViewSize(width: 200, height: 100))
        #expect(unclipped.displayList.items == [.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 300)), lightRed)])
        // `false` keeps the clip, and it reaches nested scroll views.
        let clipped = ViewLayout(content: ScrollView { Color.red.frame(height: 300) }.scrollClipDisabled(false),
                                 proposal: ProposedViewSize(width: 200, height: 100))
        guard case .group(_, let clip, _, _)? = clipped.displayList.items.first else {
            Issue.record("expected a clipping group, got \(clipped.displayList.items)")
            return
        }
        #expect(clip == Path(CGRect(x: 0, y: 0, width: 200, height: 100)))
        let nested = ViewLayout(content: VStack { ScrollView { Color.red.frame(height: 300) } }.scrollClipDisabled(),
                                proposal: ProposedViewSize(width: 200, height: 100))
        #expect(nested.displayList.items.count == 1 && nested.displayList.items.allSatisfy { if case .fill = $0 { true } else { false } })
    }

    @MainActor @Test func scrollViewReaderPassesItsContentThrough() {
        let view = ScrollViewReader { proxy in
            ScrollView { Color.red.frame(height: 20).id("row") }
                .onAppearScroll(proxy)
        }
        expectFrames(frames(view, width: 100, height: 100), ["row": rect(0, 0, 100, 20)])
    }
}

private extension View {
    /// Calls `scrollTo` as app code does, to prove it compiles and changes nothing.
    func onAppearScroll(_ proxy: ScrollViewProxy) -> Self {
        proxy.scrollTo("row", anchor: .top)
        return self
    }
}

@Suite struct ScrollViewTraitTests {
    @MainActor @Test func contentsLayoutPriorityStaysInsideTheScrollView() {
        // Were the content's priority the scroll view's, it would be served first and take 150 of 200.
        let view = HStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 10).layoutPriority(1) }.id("scroll")
            Color.blue.frame(minWidth: 50).id("side")
        }
        expectFrames(frames(view, width: 200, height: 100), ["scroll": rect(0, 0, 100, 100), "side": rect(100, 0, 100, 100)])
    }
}
