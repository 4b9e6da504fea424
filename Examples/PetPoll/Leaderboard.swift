import Easel

/// The standings: a name, a bar of the pet's share of the votes and the count, one row per pet, with a
/// divider under each. The name column is as wide as the longest name, the counts trail, and the bars
/// take the rest. When the votes change, the counts count up to their new value.
nonisolated public struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    public init(pets: [Pet], totalVotes: Int) { (self.pets, self.totalVotes) = (pets, totalVotes) }

    public var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type).id("name-\(pet.type)")
                    ProgressView(value: Double(pet.votes), total: Double(totalVotes)).id("bar-\(pet.type)")
                    Text("\(pet.votes)")
                        .contentTransition(.numericText())
                        .gridColumnAlignment(.trailing)
                        .id("votes-\(pet.type)")
                }
                Divider().id("divider-\(pet.type)")
            }
        }
        .padding()
    }
}
