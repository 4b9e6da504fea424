import EaselSnapshotTesting
import PetPoll
import Testing

/// The pet poll's screen and each of its pieces at every screen width, Dynamic Type size and colour
/// scheme, the screen right-to-left, and the key frames of its transitions: `snapshots/PetPoll/`.
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

    @MainActor @Test(arguments: SnapshotCase.matrix(fullScreen: true))
    func poll(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    @MainActor @Test(arguments: SnapshotCase.matrix(fullScreen: true, direction: .rightToLeft))
    func pollRightToLeft(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    /// The screen at 3×, the scale of the demo and of the README's picture: the finest pixel grid.
    @MainActor @Test func pollAtThreeTimes() {
        let snapshotCase = SnapshotCase(size: ProposedViewSize(width: 390, height: 844), scale: 3, traits: SnapshotTraits())
        assertSnapshots(of: PollScreen(), group: "PetPoll", subject: "poll", snapshotCase)
    }

    /// The screen as an SVG document, light and dark: the vector output, reviewed as text.
    @MainActor @Test(arguments: ColorScheme.allCases)
    func pollSVG(_ scheme: ColorScheme) {
        let snapshotCase = SnapshotCase(size: ProposedViewSize(width: 390, height: 844), scale: 1,
                                        traits: SnapshotTraits(colorScheme: scheme))
        assertSnapshot(of: PollScreen(), as: .svg(size: snapshotCase.size, scale: snapshotCase.scale, traits: snapshotCase.traits),
                       named: snapshotCase.name, in: referencesFolder.appendingPathComponent("PetPoll"), testName: "poll")
    }

    @MainActor @Test(arguments: Piece.allCases, SnapshotCase.matrix(fullScreen: false))
    func piece(_ piece: Piece, _ snapshotCase: SnapshotCase) {
        assertSnapshots(of: piece.view, group: "PetPoll", subject: piece.rawValue, snapshotCase)
    }

    /// A key frame of the poll's transitions, laid out as `poll`'s 390 × 844 light case at 1×.
    ///
    /// The moves are those of `poll-animation`'s first rounds, rows sorted by votes: a vote (Goldfish
    /// 9 → 19 passes Dog: the avatars trade places on the radial podium, the rows slide, the counts count)
    /// at its start, middle and end; then a three-way tie (25 each: `AnyLayout` switches the avatars from
    /// the podium's radial layout to a row) at its middle. File names: `vote-middle.390x844-1x-large-light.png`.
    enum KeyFrame: String, CaseIterable, Sendable {
        case voteStart = "vote-start", voteMiddle = "vote-middle", voteEnd = "vote-end", tieMiddle = "tie-middle"

        /// The move: 0 the vote, 1 the tie.
        var transition: Int { self == .tieMiddle ? 1 : 0 }

        /// Seconds into the move. The middle is 0.24 s, when the avatars' `.default` spring (response
        /// 0.55 s, critically damped) is about three quarters of the way (`middleIsBetweenTheEnds`): both
        /// moves swap two pets, whose avatars, rows and buttons would lie on top of each other half-way.
        func time(in move: LayoutTransition) -> Double {
            switch self {
            case .voteStart: 0
            case .voteMiddle, .tieMiddle: KeyFrame.middle
            case .voteEnd: move.duration
            }
        }

        static let middle = 0.24
    }

    static let keyFrameCase = SnapshotCase(size: ProposedViewSize(width: 390, height: 844), scale: 1, traits: SnapshotTraits())

    @MainActor @Test(arguments: KeyFrame.allCases)
    func keyFrame(_ keyFrame: KeyFrame) throws {
        let snapshotCase = Self.keyFrameCase
        let poll = PollTimeline(votes: [["Cat": 25, "Goldfish": 9, "Dog": 16], ["Cat": 25, "Goldfish": 19, "Dog": 16],
                                        ["Cat": 25, "Goldfish": 25, "Dog": 25]], sortsByVotes: true)
        let timeline = try AnimationTimeline(snapshotStates: poll.screens, size: snapshotCase.size, scale: snapshotCase.scale,
                                             traits: snapshotCase.traits)
        let move = timeline.transitions[keyFrame.transition]
        assertSnapshot(of: move.displayList(at: keyFrame.time(in: move)), as: .png(),
                       named: snapshotCase.name, in: referencesFolder.appendingPathComponent("PetPoll"), testName: keyFrame.rawValue)
    }

    /// The middle key frames show the spring well between its ends, with two swapping views apart.
    @MainActor @Test func middleIsBetweenTheEnds() {
        #expect((0.7...0.8).contains(Animation.default.progress(at: KeyFrame.middle)))
    }
}
