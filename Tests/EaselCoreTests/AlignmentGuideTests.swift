import Foundation
import Testing
@testable import EaselCore

private enum NotchID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
    /// A custom guide, at a view's bottom unless set.
    fileprivate static let notch = VerticalAlignment(NotchID.self)
}

@Suite struct AlignmentGuideTests {
    @MainActor @Test func guidesReadTheGuidesSetInsideThem() {
        // The outermost guide (.bottom) reads .center, which the innermost set to .top = 0: the yellow view's
        // bottom guide is 0, so its top edge meets the blue view's bottom at 20 (what SwiftUI draws).
        let view = HStack(alignment: .bottom) {
            Color.yellow.frame(width: 10, height: 50)
                .alignmentGuide(VerticalAlignment.center) { $0[.top] }
                .alignmentGuide(.top) { $0[.bottom] }
                .alignmentGuide(.bottom) { $0[VerticalAlignment.center] }
                .id("yellow")
            Color.blue.frame(width: 10, height: 20).id("blue")
        }
        expectFrames(frames(view), ["yellow": rect(0, 20, 10, 50), "blue": rect(18, 0, 10, 20)])
    }

    @MainActor @Test func singleChildModifiersPassExplicitGuidesOn() {
        // The colour's leading guide is 10; padding(5) moves it to 15, which the VStack aligns with the
        // plain view's leading edge: that view moves to x 15.
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10).id("plain")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 10 }.padding(5).id("padded")
        }
        expectFrames(frames(view), ["plain": rect(15, 0, 40, 10), "padded": rect(0, 18, 20, 20)])
    }

    @MainActor @Test func stacksDoNotPassOnBuiltInGuidesTheirChildrenSet() {
        // Inside the inner stack a's leading guide (10) lines b up at x 10. Built-in guides (leading, center,
        // trailing, top, bottom) stop at the first multi-child container in SwiftUI, so the outer stack aligns
        // the inner one by its plain leading edge: everything starts at x 0.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("top")
            VStack(alignment: .leading, spacing: 0) {
                Color.green.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 10 }.id("a")
                Color.blue.frame(width: 30, height: 10).id("b")
            }
            .id("inner")
        }
        expectFrames(frames(view), [
            "top": rect(0, 0, 40, 10), "inner": rect(0, 10, 40, 20), "a": rect(0, 10, 10, 10), "b": rect(10, 20, 30, 10),
        ])
    }

    @MainActor @Test func customGuidesOfSeveralChildrenAreAveraged() {
        // The column's children set notch at 10 and 30 + 10 = 40; a container reports their mean, 25. The
        // plain colour's notch is its bottom (10): it starts at 25 − 10 = 15.
        let view = HStack(alignment: .notch) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 30).alignmentGuide(.notch) { _ in 10 }
                Color.green.frame(width: 20, height: 30).alignmentGuide(.notch) { _ in 10 }
            }
            .id("column")
            Color.blue.frame(width: 10, height: 10).id("plain")
        }
        expectFrames(frames(view), ["column": rect(0, 0, 20, 60), "plain": rect(28, 15, 10, 10)])
    }

    @MainActor @Test func firstAndLastBaselinesOfAStackAreItsTopmostAndBottommost() {
        // A column of a 16 pt line (baseline 16) over a 32 pt one (baseline 20 + 32 = 52), beside a 32 pt text.
        // First baselines: the column's is 16, so it starts at 32 − 16 = 16. Last: 52, so "Ox" starts at 52 − 32 = 20.
        func row(_ alignment: VerticalAlignment) -> some View {
            HStack(alignment: alignment) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Fish").font(.system(size: 16))
                    Text("Cats").font(.system(size: 32))
                }
                .id("column")
                Text("Ox").font(.system(size: 32)).id("ox")
            }
        }
        expectFrames(frames(row(.firstTextBaseline)), ["column": rect(0, 16, 64, 60), "ox": rect(72, 0, 32, 40)])
        expectFrames(frames(row(.lastTextBaseline)), ["column": rect(0, 0, 64, 60), "ox": rect(72, 20, 32, 40)])
    }

    @MainActor @Test func stackIsTheUnionOfItsChildrenEvenWhenTheGuideLiesOutsideThem() {
        // Top guides at −5 and −10 (above both views): the line is at −5 in a's terms, so a sits at 0 and
        // b at −5 − (−10) = 5. The stack spans the children only, 0 … 25, not the guide line above them.
        let view = HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -5 }.id("a")
            Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in -10 }.id("b")
        }
        .id("stack")
        expectFrames(frames(view), ["stack": rect(0, 0, 28, 25), "a": rect(0, 0, 10, 10), "b": rect(18, 5, 10, 20)])
    }

    @MainActor @Test func zStackIsTheUnionOfItsChildrenEvenWhenTheGuideLiesOutsideThem() {
        // A leading guide at 20, right of the 10-wide view: the ZStack is still just the view, 10 wide.
        let view = ZStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 20 }.id("a")
        }
        .id("stack")
        expectFrames(frames(view), ["stack": rect(0, 0, 10, 10), "a": rect(0, 0, 10, 10)])
    }
}

@Suite struct GuideCostTests {
    final class Counter { var calls = 0 }

    @MainActor @Test func aGuideUnderALongChainOfModifiersIsComputedOncePerProposal() {
        // 10 frames, each aligning its child by the leading guide, over a view that sets that guide.
        // Without memoised guides each frame asks its child twice (to place it, then to merge its
        // guides), and the calls multiplied at every level (tens of thousands here); memoised, once per proposal.
        let counter = Counter()
        var view = AnyView(Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in
            counter.calls += 1
            return 0
        })
        for _ in 0..<10 { view = AnyView(view.frame(width: 20, alignment: .leading)) }
        let laidOut = frames(VStack(alignment: .leading) { view.id("chain") })
        #expect(laidOut["chain"]?.width == 20)
        #expect(counter.calls <= 8, "the guide was computed \(counter.calls) times")
    }
}
