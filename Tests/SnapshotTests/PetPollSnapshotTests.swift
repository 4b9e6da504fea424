import EaselSnapshotTesting
import PetPoll
import Testing

/// The pet poll's screen and each of its pieces at every screen width, Dynamic Type size and colour
/// scheme, and the screen right-to-left: `snapshots/PetPoll/`.
///
/// The key frames of the poll's transitions (start, middle, end, and the three-way tie switch) are left
/// to the animation engine, which will add them here when it lands.
@Suite struct PetPollSnapshotTests {
    /// The pieces of the screen, each proposed the screen's width.
    enum Piece: String, CaseIterable, Sendable {
        case leaderboard, buttons, profile

        @ViewBuilder var view: some View {
            switch self {
            case .leaderboard: Leaderboard(pets: Pet.exampleData, totalVotes: Pet.exampleData.totalVotes)
            case .buttons: StackedButtons(pets: .constant(Pet.exampleData))
            case .profile: Profile(pets: Pet.exampleData, isThreeWayTie: false)
            }
        }
    }

    @Test(arguments: SnapshotCase.matrix(fullScreen: true))
    func poll(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    @Test(arguments: SnapshotCase.matrix(fullScreen: true, direction: .rightToLeft))
    func pollRightToLeft(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    /// The screen at 3×, the scale of the demo and of the README's picture: the finest pixel grid.
    @Test func pollAtThreeTimes() {
        let snapshotCase = SnapshotCase(size: ProposedViewSize(width: 390, height: 844), scale: 3, traits: SnapshotTraits())
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    /// The screen as an SVG document, light and dark: the vector output, reviewed as text.
    @Test(arguments: ColorScheme.allCases)
    func pollSVG(_ scheme: ColorScheme) {
        let snapshotCase = SnapshotCase(size: ProposedViewSize(width: 390, height: 844), scale: 1,
                                        traits: SnapshotTraits(colorScheme: scheme))
        assertSnapshot(of: PollScreen(), as: .svg(size: snapshotCase.size, scale: snapshotCase.scale, traits: snapshotCase.traits),
                       named: snapshotCase.name, in: referencesFolder.appendingPathComponent("PetPoll"), testName: "poll")
    }

    @Test(arguments: Piece.allCases, SnapshotCase.matrix(fullScreen: false))
    func piece(_ piece: Piece, _ snapshotCase: SnapshotCase) {
        assertSnapshots(of: piece.view, group: "PetPoll", subject: piece.rawValue, snapshotCase)
    }
}
