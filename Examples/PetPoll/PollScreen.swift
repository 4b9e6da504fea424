import Easel

/// The poll app's screen: the podium on top, the standings in the middle, the voting buttons at the
/// bottom.
nonisolated public struct PollScreen: View {
    @State var pets: [Pet]

    public init(pets: [Pet] = Pet.exampleData) { _pets = State(initialValue: pets) }

    public var body: some View {
        VStack(spacing: 0) {
            Text("Which pet is best?")
                .font(.title2.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding([.top, .horizontal])
                .id("title")
            Profile(pets: pets, isThreeWayTie: pets.isThreeWayTie)
                .padding()
            Leaderboard(pets: pets, totalVotes: pets.totalVotes)
                .id("leaderboard")
            Spacer(minLength: 16)
            StackedButtons(pets: $pets)
                .padding()
        }
    }
}
