import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// 20×20 avatars on the ring of a 300×300 layout: radius 300 / 3 = 100, centre (150, 150).
///
/// An avatar at angle θ (clockwise from the top) is centred on (150 + 100 sin θ, 150 − 100 cos θ), so
/// its frame's origin is that centre minus (10, 10). At scale 1 each edge is rounded to the nearest
/// whole point, which is visible wherever sin θ or cos θ is irrational (±30°, ±60°, …):
///
/// | θ      | centre              | frame origin          |
/// | ------ | ------------------- | --------------------- |
/// | 0°     | (150, 50)           | (140, 40)             |
/// | ±30°   | (150 ± 50, 63.397)  | (140 ± 50, 53.397→53) |
/// | ±60°   | (150 ± 86.603, 100) | (227 or 53, 90)       |
/// | ±90°   | (150 ± 100, 150)    | (240 or 40, 140)      |
/// | ±120°  | (150 ± 86.603, 200) | (227 or 53, 190)      |
/// | ±150°  | (150 ± 50, 236.603) | (190 or 90, 227)      |
/// | 180°   | (150, 250)          | (140, 240)            |
///
/// (140 + 86.603 = 226.603 → 227 and 140 − 86.603 = 53.397 → 53; the far edges round the same way.)
@Suite struct RadialLayoutTests {
    func avatar(_ id: String) -> some View { Color.blue.frame(width: 20, height: 20).id(id) }

    func podium(_ a: Int, _ b: Int, _ c: Int) -> [String: CGRect] {
        let view = RadialLayout {
            avatar("a").rank(a)
            avatar("b").rank(b)
            avatar("c").rank(c)
        }
        return frames(view, width: 300, height: 300)
    }

    @MainActor @Test func layoutTakesItsProposal() {
        let view = RadialLayout { avatar("a") }.id("ring")
        expectFrames(frames(view, width: 300, height: 200), ["ring": rect(0, 0, 300, 200)])
        expectFrames(frames(view), ["ring": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func leaderFirstTurnsTheRingBack30Degrees() {
        // Ranks (1, 2, 3): f = residual(2, 3) = −¼, offset −30°: a at −30°, b at 90°, c at 210°.
        expectFrames(podium(1, 2, 3), [
            "a": rect(90, 53, 20, 20), "b": rect(240, 140, 20, 20), "c": rect(90, 227, 20, 20),
        ])
    }

    @MainActor @Test func leaderSecondTurnsTheRingBack90Degrees() {
        // Ranks (2, 1, 3): f = −1 + residual(3, 2) = −¾, offset −90°: a at −90°, b at 30°, c at 150°.
        expectFrames(podium(2, 1, 3), [
            "a": rect(40, 140, 20, 20), "b": rect(190, 53, 20, 20), "c": rect(190, 227, 20, 20),
        ])
    }

    @MainActor @Test func tiedRunnersUpSitSymmetricallyBelowTheLeader() {
        // Ranks (1, 2, 2): f = residual(2, 2) = 0: a at 0°, b at 120°, c at 240°.
        expectFrames(podium(1, 2, 2), [
            "a": rect(140, 40, 20, 20), "b": rect(227, 190, 20, 20), "c": rect(53, 190, 20, 20),
        ])
    }

    @MainActor @Test func tiedLeadersSitSymmetricallyAboveTheThird() {
        // Ranks (1, 1, 2): f = residual(1, 2) = −½, offset −60°: a at −60°, b at 60°, c at 180°.
        expectFrames(podium(1, 1, 2), [
            "a": rect(53, 90, 20, 20), "b": rect(227, 90, 20, 20), "c": rect(140, 240, 20, 20),
        ])
    }

    @MainActor @Test func onlyTheOrderOfRanksMatters() {
        // Ranks (2, 3, 4) read as (1, 2, 3): the best rank present is first place.
        #expect(podium(2, 3, 4) == podium(1, 2, 3))
        #expect(podium(-5, 0, 7) == podium(1, 2, 3))
    }

    @MainActor @Test func viewsWithoutARankHoldRankOne() {
        #expect(Rank.defaultValue == 1)
        // a has no rank, so the ranks are (1, 1, 2): the tied-leaders podium.
        let view = RadialLayout {
            avatar("a")
            avatar("b").rank(1)
            avatar("c").rank(2)
        }
        expectFrames(frames(view, width: 300, height: 300), [
            "a": rect(53, 90, 20, 20), "b": rect(227, 90, 20, 20), "c": rect(140, 240, 20, 20),
        ])
    }

    @MainActor @Test func fiveChildrenReadFromTheTopDown() {
        // Steps of 72°. Rank order b, d, a, e, c takes 0°, +72°, −72°, +144°, −144°.
        // sin 72° = 0.95106, cos 72° = 0.30902; sin 144° = 0.58779, cos 144° = −0.80902.
        // +72°: centre (245.106, 119.098), origin (235.106 → 235, 109.098 → 109).
        // −72°: centre (54.894, 119.098), origin (44.894 → 45, 109).
        // +144°: centre (208.779, 230.902), origin (198.779 → 199, 220.902 → 221).
        // −144°: centre (91.221, 230.902), origin (81.221 → 81, 221).
        let view = RadialLayout {
            avatar("a").rank(3)
            avatar("b").rank(1)
            avatar("c").rank(5)
            avatar("d").rank(2)
            avatar("e").rank(4)
        }
        expectFrames(frames(view, width: 300, height: 300), [
            "b": rect(140, 40, 20, 20),
            "d": rect(235, 109, 20, 20),
            "a": rect(45, 109, 20, 20),
            "e": rect(199, 221, 20, 20),
            "c": rect(81, 221, 20, 20),
        ])
    }

    @MainActor @Test func tiesKeepTheirOrderInTheTopDownRule() {
        // Ranks (2, 1, 2, 1): rank order b, d, a, c takes 0°, +90°, −90°, 180°.
        let view = RadialLayout {
            avatar("a").rank(2)
            avatar("b").rank(1)
            avatar("c").rank(2)
            avatar("d").rank(1)
        }
        expectFrames(frames(view, width: 300, height: 300), [
            "b": rect(140, 40, 20, 20), "d": rect(240, 140, 20, 20),
            "a": rect(40, 140, 20, 20), "c": rect(140, 240, 20, 20),
        ])
    }

    @MainActor @Test func radiusIsAThirdOfTheShorterSide() {
        // 600×300: radius 100 around (300, 150). One child sits on top; two take top and bottom.
        let single = RadialLayout { avatar("a") }
        expectFrames(frames(single, width: 600, height: 300), ["a": rect(290, 40, 20, 20)])
        let pair = RadialLayout {
            avatar("a").rank(2)
            avatar("b")
        }
        expectFrames(frames(pair, width: 600, height: 300), [
            "b": rect(290, 40, 20, 20), "a": rect(290, 240, 20, 20),
        ])
    }

    @MainActor @Test func degenerateProposalsDoNotTrap() {
        let view = RadialLayout {
            avatar("a")
            avatar("b")
        }
        // A zero-sized ring puts every child on its centre.
        expectFrames(frames(view, width: 0, height: 0), [
            "a": rect(-10, -10, 20, 20), "b": rect(-10, -10, 20, 20),
        ])
        _ = frames(view, width: -50, height: .nan)
        _ = frames(RadialLayout {}, width: 100, height: 100)
    }
}
