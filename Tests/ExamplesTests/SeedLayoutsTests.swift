import Foundation
import Testing
import Easel
@testable import SeedLayouts
import EaselLayouts

/// The talk's and the articles' own layout code, compiled against Easel, gives the frames of Easel's
/// built-in versions.
@Suite struct SeedLayoutsTests {
    func frames<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> [String: CGRect] {
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        return ViewLayout(content: view, proposal: ProposedViewSize(width: width, height: height),
                          environment: environment).frames
    }

    @ViewBuilder func labels() -> some View {
        ForEach(["Cat", "Goldfish", "Dog"], id: \.self) { name in
            Text(name).frame(maxWidth: .infinity).padding(8).id(name)
        }
    }

    @MainActor @Test func equalWidthStacks() {
        #expect(frames(MyEqualWidthHStack { labels() }) == frames(EqualWidthHStack { labels() }))
        #expect(frames(MyEqualWidthVStack { labels() }) == frames(EqualWidthVStack { labels() }))
        #expect(frames(EqualWidthHStack { labels() })["Goldfish"]?.width == 84) // 68 + 2 × 8
    }

    @MainActor @Test(arguments: [[1, 2, 3], [2, 1, 3], [1, 2, 2], [1, 1, 2], [3, 2, 1], [1, 1, 1]])
    func radialLayoutRanks(ranks: [Int]) {
        let mine = frames(MyRadialLayout {
            ForEach(0..<3) { index in Color.red.frame(width: 20, height: 20).layoutValue(key: SeedLayouts.Rank.self, value: ranks[index]).id(index) }
        }, width: 300, height: 300)
        let easel = frames(RadialLayout {
            ForEach(0..<3) { index in Color.red.frame(width: 20, height: 20).layoutValue(key: EaselLayouts.Rank.self, value: ranks[index]).id(index) }
        }, width: 300, height: 300)
        #expect(mine == easel)
    }

    @MainActor @Test func flowLayout() {
        let tags = ForEach(["Swift", "Grid", "ViewThatFits", "AnyLayout", "Pango"], id: \.self) { Text($0).id($0) }
        for width: CGFloat? in [nil, 120, 200] {
            #expect(frames(ArticleFlowLayout { tags }, width: width) == frames(FlowLayout { tags }, width: width))
            #expect(frames(ArticleFlowLayout(spacing: 4) { tags }, width: width)
                    == frames(FlowLayout(spacing: 4) { tags }, width: width))
        }
    }

    @MainActor @Test func circleLayout() {
        let dots = ForEach(0..<5) { Color.blue.frame(width: 10, height: 10).id($0) }
        #expect(frames(ArticleCircleLayout(radius: 50, rotation: .degrees(15)) { dots })
                == frames(CircleLayout(radius: 50, rotation: .degrees(15)) { dots }))
    }

    @MainActor @Test func cornerLayoutInAGivenSpace() {
        let badges = ForEach(0..<4) { Color.green.frame(width: 30, height: 20).id($0) }
        #expect(frames(ArticleCornerLayout { badges }, width: 200, height: 120)
                == frames(CornerLayout { badges }, width: 200, height: 120))
    }
}
