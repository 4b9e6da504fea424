import Easel

/// A candidate of the poll and the votes it has.
public struct Pet: Identifiable, Equatable, Sendable {
    public let type: String
    public var votes: Int
    /// A PNG to show as the candidate's avatar instead of its emoji or initial.
    public var avatarPath: String?

    public var id: String { type }

    public init(type: String, votes: Int = 0, avatarPath: String? = nil) {
        (self.type, self.votes, self.avatarPath) = (type, votes, avatarPath)
    }

    /// The votes of the talk.
    public static let exampleData = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]
}

extension [Pet] {
    public var totalVotes: Int { reduce(0) { $0 + $1.votes } }

    /// A pet's rank: 1 plus the number of pets with more votes, so tied pets share a rank.
    public func rank(of pet: Pet) -> Int { 1 + filter { $0.votes > pet.votes }.count }

    /// Whether the three leaders have the same votes: the radial podium cannot show that, so the
    /// profile lines the avatars up in a row instead.
    public var isThreeWayTie: Bool {
        let leaders = map(\.votes).sorted(by: >).prefix(3)
        return leaders.count == 3 && leaders.first == leaders.last
    }
}
