import Foundation
import Testing
@testable import EaselCore

@Suite struct GeometryReaderTests {
    @MainActor @Test func readerTakesTheProposalAndPlacesItsContentAtTheTopLeadingCorner() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("child")
        }.id("reader")
        expectFrames(frames(view, width: 300, height: 200), ["reader": rect(0, 0, 300, 200), "child": rect(0, 0, 150, 50)])
    }

    @MainActor @Test func unspecifiedProposalGivesTenByTen() {
        let view = GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: proxy.size.height).id("child") }.id("reader")
        expectFrames(frames(view), ["reader": rect(0, 0, 10, 10), "child": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func contentIsProposedTheReadersSize() {
        // A flexible child fills the reader; a fixed one keeps its size at the top-leading corner.
        let view = GeometryReader { _ in
            Color.blue.id("fill")
            Color.red.frame(width: 20, height: 10).id("fixed")
        }.frame(width: 120, height: 80).id("reader")
        expectFrames(frames(view), ["reader": rect(0, 0, 120, 80), "fill": rect(0, 0, 120, 80), "fixed": rect(0, 0, 20, 10)])
    }

    @MainActor @Test func readerInAStackSharesTheStacksSpaceLikeAnyFlexibleView() {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30).id("top")
            GeometryReader { proxy in Color.blue.frame(width: 10, height: proxy.size.height).id("child") }.id("reader")
        }
        expectFrames(frames(view, width: 100, height: 100), ["reader": rect(0, 30, 100, 70), "child": rect(0, 30, 10, 70)])
    }

    @MainActor @Test func framesInLocalGlobalAndNamedCoordinateSpaces() {
        // The stack named "card" is at (10, 10); the reader below a 30-point bar is at (10, 40) in the
        // picture and (0, 30) in the card. The probe's width is the named minY, its height the global minY.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                let named = proxy.frame(in: .named("card")), global = proxy.frame(in: .global)
                let local = proxy.frame(in: .local)
                Color.blue.frame(width: named.minY + local.minX, height: global.minY + local.minY).id("probe")
            }.frame(height: 60)
        }
        .coordinateSpace(name: "card")
        .padding(10)
        expectFrames(frames(view, width: 200), ["probe": rect(10, 40, 30, 40)])
    }

    @MainActor @Test func namedCoordinateSpaceWithTheIOS17Spelling() {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 12)
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.frame(in: .named("outer")).minY + 1, height: 5).id("probe")
            }.frame(height: 20)
        }
        .coordinateSpace(.named("outer"))
        expectFrames(frames(view, width: 100), ["probe": rect(0, 12, 13, 5)])
    }

    @MainActor @Test func unknownCoordinateSpaceGivesGlobalFrame() {
        let view = GeometryReader { proxy in
            Color.blue.frame(width: proxy.frame(in: .named("missing")).minX + 4, height: 4).id("probe")
        }.frame(width: 50, height: 50).padding(.leading, 16)
        expectFrames(frames(view), ["probe": rect(16, 0, 20, 4)])
    }

    @MainActor @Test func safeAreaInsetsAreZeroWithoutASafeArea() {
        let view = GeometryReader { proxy in
            Color.blue.frame(width: proxy.safeAreaInsets.top + 3, height: 3).id("probe")
        }.frame(width: 50, height: 50)
        expectFrames(frames(view), ["probe": rect(0, 0, 3, 3)])
    }
}
