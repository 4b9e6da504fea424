import Foundation
import Testing
@testable import EaselCore

private func rightToLeft(_ environment: inout EnvironmentValues) { environment.layoutDirection = .rightToLeft }

/// Places its subviews side by side, left to right, with no spacing: a custom layout the engine knows
/// nothing about (also `ContainerSeamTests`').
struct PlainRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Suite struct LayoutDirectionTests {
    private var row: some View {
        HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }
    }

    @MainActor @Test func horizontalStackOrderIsMirrored() {
        // Left to right: a at 0, b at 18 in a 38-wide stack. Right to left: a at 38 − 10 = 28, b at 0.
        expectFrames(frames(row), ["a": rect(0, 0, 10, 10), "b": rect(18, 0, 20, 10)])
        expectFrames(frames(row, configure: rightToLeft), ["a": rect(28, 0, 10, 10), "b": rect(0, 0, 20, 10)])
    }

    @MainActor @Test func leadingPaddingLandsOnTheRight() {
        // 10 + 10 wide; the padding is on the leading edge, which is the right one.
        let view = Color.red.frame(width: 10, height: 10).id("color").padding(.leading, 10).id("padded")
        expectFrames(frames(view), ["padded": rect(0, 0, 20, 10), "color": rect(10, 0, 10, 10)])
        expectFrames(frames(view, configure: rightToLeft), ["padded": rect(0, 0, 20, 10), "color": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func leadingAlignmentRightAligns() {
        // In a 30-wide VStack(alignment: .leading) the 10-wide view sits at 30 − 10 = 20.
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).id("narrow")
            Color.blue.frame(width: 30, height: 10).id("wide")
        }
        expectFrames(frames(view, configure: rightToLeft), ["narrow": rect(20, 0, 10, 10), "wide": rect(0, 18, 30, 10)])
    }

    @MainActor @Test func leadingFrameAlignmentRightAligns() {
        // Leading is the right edge: the 68-wide text sits at 200 − 68 = 132.
        let view = Text("Goldfish").id("text").frame(maxWidth: .infinity, alignment: .leading)
        expectFrames(frames(view, width: 200, configure: rightToLeft), ["text": rect(132, 0, 68, 22)])
    }

    @MainActor @Test func environmentModifierMirrorsOnlyItsSubtree() {
        // Both rows are 38 wide; only the first is mirrored.
        let view = VStack(spacing: 0) {
            HStack {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 10).id("b")
            }
            .environment(\.layoutDirection, .rightToLeft)
            HStack {
                Color.red.frame(width: 10, height: 10).id("c")
                Color.blue.frame(width: 20, height: 10).id("d")
            }
        }
        expectFrames(frames(view), [
            "a": rect(28, 0, 10, 10), "b": rect(0, 0, 20, 10),
            "c": rect(0, 10, 10, 10), "d": rect(18, 10, 20, 10),
        ])
    }

    @MainActor @Test func nestedLeftToRightSubtreeIsNotMirroredInside() {
        // Outer row, right to left: a (10) then the inner row (10 + 8 + 20 = 38), 56 wide in all. Mirrored,
        // a sits at 56 − 10 = 46 and the inner row at 0; inside it b stays left of c (0 and 18).
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            HStack {
                Color.green.frame(width: 10, height: 10).id("b")
                Color.blue.frame(width: 20, height: 10).id("c")
            }
            .environment(\.layoutDirection, .leftToRight)
            .id("inner")
        }
        expectFrames(frames(view, configure: rightToLeft), [
            "a": rect(46, 0, 10, 10), "inner": rect(0, 0, 38, 10), "b": rect(0, 0, 10, 10), "c": rect(18, 0, 20, 10),
        ])
    }

    @MainActor @Test func offsetIsMirrored() {
        // SwiftUI flips geometry effects in a right-to-left layout: offset(x: 5) moves toward the trailing
        // edge, which is the left one.
        let view = Color.red.frame(width: 10, height: 10).id("color").offset(x: 5).frame(width: 30, height: 10)
        expectFrames(frames(view), ["color": rect(15, 0, 10, 10)])
        expectFrames(frames(view, configure: rightToLeft), ["color": rect(5, 0, 10, 10)])
    }

    @MainActor @Test func customLayoutsAreMirroredToo() {
        // A custom layout places left to right; SwiftUI flips each subview's x within its parent, so the
        // 10-wide view lands at 30 − 10 = 20 and the 20-wide one at 0.
        let view = PlainRow {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }
        expectFrames(frames(view), ["a": rect(0, 0, 10, 10), "b": rect(10, 0, 20, 10)])
        expectFrames(frames(view, configure: rightToLeft), ["a": rect(20, 0, 10, 10), "b": rect(0, 0, 20, 10)])
    }

    @MainActor @Test func overlayLeadingAlignmentIsOnTheRight() {
        // A 10-wide overlay at the leading edge of a 50-wide view: x 0, or 40 right to left.
        let view = Color.red.frame(width: 50, height: 10).overlay(alignment: .leading) {
            Color.blue.frame(width: 10, height: 10).id("mark")
        }
        expectFrames(frames(view), ["mark": rect(0, 0, 10, 10)])
        expectFrames(frames(view, configure: rightToLeft), ["mark": rect(40, 0, 10, 10)])
    }
}
