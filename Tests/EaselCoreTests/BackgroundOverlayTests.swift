import Foundation
import Testing
@testable import EaselCore

@Suite struct BackgroundOverlayTests {
    @MainActor @Test func backgroundIsProposedThePrimarysSize() {
        // The colour behind the text takes the text's 68 × 22, not the 300 × 300 offered.
        let view = Text("Goldfish").id("text").background(Color.red.id("background")).id("view")
        expectFrames(frames(view, width: 300, height: 300), [
            "view": rect(0, 0, 68, 22), "text": rect(0, 0, 68, 22), "background": rect(0, 0, 68, 22),
        ])
    }

    @MainActor @Test func backgroundAfterPaddingCoversThePadding() {
        // 68 + 32 by 22 + 32.
        let view = Text("Goldfish").padding().background { Color.red.id("background") }
        expectFrames(frames(view), ["background": rect(0, 0, 100, 54)])
    }

    @MainActor @Test func secondaryContentDoesNotChangeThePrimarysSize() {
        // A 68-wide text over a 20 × 20 colour spills out centred: (20 − 68) / 2 = −24; the view stays 20 × 20.
        let view = Color.red.frame(width: 20, height: 20).overlay(Text("Goldfish").fixedSize().id("text")).id("view")
        expectFrames(frames(view), ["view": rect(0, 0, 20, 20), "text": rect(-24, -1, 68, 22)])
    }

    @MainActor @Test func overlayAlignment() {
        // In a 100 × 50 view: top → x (100 − 68) / 2 = 16, y 0; bottomTrailing → (32, 28).
        let top = Color.red.frame(width: 100, height: 50).overlay(alignment: .top) { Text("Goldfish").id("text") }
        expectFrames(frames(top), ["text": rect(16, 0, 68, 22)])
        let corner = Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) { Text("Goldfish").id("text") }
        expectFrames(frames(corner), ["text": rect(32, 28, 68, 22)])
    }

    @MainActor @Test func severalOverlayViewsBehaveAsAZStack() {
        // A 10 × 10 and a 30 × 20 view aligned bottomTrailing together in 100 × 50: their 30 × 20 union sits at
        // (70, 30), and the small one at its bottom-trailing corner, (90, 40).
        let view = Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) {
            Color.blue.frame(width: 10, height: 10).id("small")
            Color.green.frame(width: 30, height: 20).id("large")
        }
        expectFrames(frames(view), ["small": rect(90, 40, 10, 10), "large": rect(70, 30, 30, 20)])
    }

    @MainActor @Test func severalBackgroundViewsAreCentredTogether() {
        // Centred: the 30 × 20 one at (35, 15), the 10 × 10 one at (45, 20).
        let view = Color.red.frame(width: 100, height: 50).background {
            Color.blue.frame(width: 10, height: 10).id("small")
            Color.green.frame(width: 30, height: 20).id("large")
        }
        expectFrames(frames(view), ["small": rect(45, 20, 10, 10), "large": rect(35, 15, 30, 20)])
    }

    @MainActor @Test func borderDoesNotChangeLayout() {
        // The bordered text is still 68 × 22 and its neighbour still 8 after it.
        let view = HStack {
            Text("Goldfish").id("text").border(Color.red, width: 3).id("bordered")
            Color.blue.frame(width: 10, height: 10).id("next")
        }
        expectFrames(frames(view), [
            "bordered": rect(0, 0, 68, 22), "text": rect(0, 0, 68, 22), "next": rect(76, 6, 10, 10),
        ])
    }

    @MainActor @Test func backgroundShapeInShapeTakesThePrimarysSize() {
        // "Fish" 34 × 22 padded by 4: 42 × 30, whatever the shape behind it.
        let view = Text("Fish").padding(4).background(Color.red, in: RoundedRectangle(cornerRadius: 4)).id("view")
        expectFrames(frames(view), ["view": rect(0, 0, 42, 30)])
    }
}

@Suite struct EffectTests {
    @MainActor @Test func offsetMovesTheChildNotItsSiblings() {
        // The colour is drawn 5 right and 3 down; the offset view keeps its layout frame, and its
        // neighbour stays at 10 + 8 = 18.
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("moved").offset(x: 5, y: 3).id("offset")
            Color.blue.frame(width: 10, height: 10).id("next")
        }
        expectFrames(frames(view), [
            "moved": rect(5, 3, 10, 10), "offset": rect(0, 0, 10, 10), "next": rect(18, 0, 10, 10),
        ])
    }

    @MainActor @Test func offsetBySizeMovesTheChild() {
        // The 10 × 10 colour at (0, 0) is drawn at (−4, 6).
        let view = Color.red.frame(width: 10, height: 10).id("moved").offset(CGSize(width: -4, height: 6))
        expectFrames(frames(view), ["moved": rect(-4, 6, 10, 10)])
    }

    @MainActor @Test func drawingEffectsDoNotChangeLayout() {
        // Opacity, rotation, scale, clipping: still 10 × 10, neighbour still at 18.
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("inner")
                .opacity(0.5)
                .rotationEffect(.degrees(45))
                .scaleEffect(2)
                .clipShape(Circle())
                .cornerRadius(3)
                .id("effects")
            Color.blue.frame(width: 10, height: 10).id("next")
        }
        expectFrames(frames(view), [
            "inner": rect(0, 0, 10, 10), "effects": rect(0, 0, 10, 10), "next": rect(18, 0, 10, 10),
        ])
    }
}
