import Foundation
import Testing
@testable import EaselCore
import Easel
@testable import PetPoll
import EaselLayouts

/// The pet poll's layout with the fixed-advance text measurer, so every frame is worked out by hand:
/// body text is 17 pt, a character 8.5 pt wide and a line 21.25 pt tall (22 at scale 1).
func fixedAdvanceLayout<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil,
                                 dynamicTypeSize: DynamicTypeSize = .large) -> ViewLayout {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    environment.dynamicTypeSize = dynamicTypeSize
    return ViewLayout(content: view, proposal: ProposedViewSize(width: width, height: height), environment: environment)
}

@Suite struct PetPollLayoutTests {
    @MainActor @Test func leaderboardColumns() {
        let frames = fixedAdvanceLayout(Leaderboard(pets: Pet.exampleData, totalVotes: 50), width: 390).frames
        // 358 wide inside the padding; the counts take 17 ("25"), the names 68 ("Goldfish"), the bars
        // the remaining 342 − 17 − 68 = 257.
        #expect(frames["name-Goldfish"] == CGRect(x: 16, y: 55, width: 68, height: 22))
        #expect(frames["bar-Cat"] == CGRect(x: 92, y: 25, width: 257, height: 4))
        #expect(frames["votes-Cat"]?.maxX == 374)
        #expect(frames["votes-Goldfish"]?.maxX == 374)
        #expect(frames["divider-Dog"] == CGRect(x: 16, y: 124, width: 358, height: 1))
    }

    @MainActor @Test func votingButtonsShareTheWidestWidthInARow() {
        let pets = Binding.constant(Pet.exampleData)
        let frames = fixedAdvanceLayout(StackedButtons(pets: pets), width: 358).frames
        // Widest label "Goldfish" 68 + 2 × 12 padding = 92; height 22 + 2 × 7 = 36; gaps of 8.
        #expect(frames["buttons-row"] != nil && frames["buttons-column"] == nil)
        #expect(frames["button-Cat"] == CGRect(x: 0, y: 0, width: 92, height: 36))
        #expect(frames["button-Goldfish"] == CGRect(x: 100, y: 0, width: 92, height: 36))
        #expect(frames["button-Dog"] == CGRect(x: 200, y: 0, width: 92, height: 36))
    }

    @MainActor @Test func votingButtonsStackWhenTheyDoNotFit() {
        let pets = Binding.constant(Pet.exampleData)
        let frames = fixedAdvanceLayout(StackedButtons(pets: pets), width: 358, dynamicTypeSize: .accessibility3).frames
        // Body is 40 pt at accessibility3: "Goldfish" is 160 + 24 = 184 wide, so a row would need
        // 3 × 184 + 16 = 568 > 358. Stacked: each 184 × (50 + 14), 8 apart.
        #expect(frames["buttons-column"] != nil && frames["buttons-row"] == nil)
        #expect(frames["button-Cat"] == CGRect(x: 0, y: 0, width: 184, height: 64))
        #expect(frames["button-Goldfish"] == CGRect(x: 0, y: 72, width: 184, height: 64))
        #expect(frames["button-Dog"] == CGRect(x: 0, y: 144, width: 184, height: 64))
    }

    @MainActor @Test func ranksAndTies() {
        let pets = [Pet(type: "A", votes: 5), Pet(type: "B", votes: 9), Pet(type: "C", votes: 5)]
        #expect(pets.map(pets.rank(of:)) == [2, 1, 2])
        #expect(!pets.isThreeWayTie)
        #expect([Pet(type: "A", votes: 3), Pet(type: "B", votes: 3), Pet(type: "C", votes: 3)].isThreeWayTie)
        #expect(![Pet(type: "A", votes: 3), Pet(type: "B", votes: 3)].isThreeWayTie)
    }

    @MainActor @Test func aThreeWayTieLinesTheAvatarsUpInARowAndKeepsTheirIdentity() {
        let radial = fixedAdvanceLayout(Profile(pets: Pet.exampleData, isThreeWayTie: false), width: 358)
        let tied = Pet.exampleData.map { Pet(type: $0.type, votes: 10) }
        let row = fixedAdvanceLayout(Profile(pets: tied, isThreeWayTie: true), width: 358)
        // The row: three 72-pt avatars 8 apart (232 wide), centred at the top of the 358 × 280 podium.
        #expect(row.frames["avatar-Cat"] == CGRect(x: 63, y: 0, width: 72, height: 72))
        #expect(row.frames["avatar-Goldfish"] == CGRect(x: 143, y: 0, width: 72, height: 72))
        #expect(row.frames["avatar-Dog"] == CGRect(x: 223, y: 0, width: 72, height: 72))
        // Radial: the centre is (179, 140) and the radius 280 / 3; the leader (Cat, index 0) sits 30°
        // clockwise from the top for ranks (1, 3, 2).
        let radius = 280.0 / 3
        let cat = radial.frames["avatar-Cat"]
        #expect(cat.map { abs($0.midX - (179 + radius * sin(.pi / 6))) <= 0.5 } == true)
        #expect(cat.map { abs($0.midY - (140 - radius * cos(.pi / 6))) <= 0.5 } == true)
        #expect(avatarIdentities(radial) == avatarIdentities(row))
    }

    private func avatarIdentities(_ layout: ViewLayout) -> [String: ViewIdentity] {
        var identities: [String: ViewIdentity] = [:]
        layout.root.forEachNode { node in
            for id in node.explicitIDs where "\(id.base)".hasPrefix("avatar-") { identities["\(id.base)"] = node.identity }
        }
        return identities
    }
}

/// The poll with the real text stack: Pango measures, so the checks are relations between frames.
@Suite struct PetPollRenderedLayoutTests {
    @MainActor @Test func theNameColumnIsAsWideAsTheLongestNameAndTheBarsFillTheRest() throws {
        let renderer = ImageRenderer(content: PollScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        let frames = renderer.layoutFrames()
        let names = Pet.exampleData.compactMap { frames["name-\($0.type)"] }
        let bars = Pet.exampleData.compactMap { frames["bar-\($0.type)"] }
        let votes = Pet.exampleData.compactMap { frames["votes-\($0.type)"] }
        try #require(names.count == 3 && bars.count == 3 && votes.count == 3)
        let widestName = try #require(frames["name-Goldfish"])
        #expect(names.allSatisfy { $0.width <= widestName.width })
        // Bars start one spacing after the widest name and end one spacing before the widest count.
        #expect(bars.allSatisfy { abs($0.minX - (widestName.maxX + 8)) < 0.34 })
        let widestCount = votes.map(\.width).max() ?? 0
        #expect(bars.allSatisfy { abs($0.maxX - (374 - widestCount - 8)) < 0.34 })
        // Counts trail; dividers span the grid.
        #expect(votes.allSatisfy { abs($0.maxX - 374) < 0.34 })
        #expect(Pet.exampleData.allSatisfy { frames["divider-\($0.type)"]?.width == 358 })
        // The buttons share one width.
        let buttons = Pet.exampleData.compactMap { frames["button-\($0.type)"]?.width }
        #expect(buttons.count == 3 && Set(buttons).count == 1)
    }
}
