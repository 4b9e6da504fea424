import Easel

/// A poll's states from vote counts, for animating the poll as votes arrive.
///
/// Each state maps a candidate's name to its votes (`[{"Cat": 25, "Goldfish": 9, "Dog": 16}, …]`, the
/// timeline file of `easel poll --timeline`). Rules:
/// 1. A candidate is in the states that name it: one that first appears in a later state fades in
///    there; one a state leaves out fades out.
/// 2. Rows keep one order: `order` when given (names it leaves out follow by rule 3); otherwise by the
///    state a candidate first appears in, and within it by most votes, then by name.
/// 3. `sortsByVotes` sorts each state's rows by votes, most first (ties keep the order of rule 2), so
///    rows slide to their new rank as votes arrive: a ranking race.
public struct PollTimeline: Sendable {
    public var votes: [[String: Int]]
    public var order: [String]?
    public var sortsByVotes: Bool

    public init(votes: [[String: Int]], order: [String]? = nil, sortsByVotes: Bool = false) {
        (self.votes, self.order, self.sortsByVotes) = (votes, order, sortsByVotes)
    }

    /// Every candidate, in the order of rule 2.
    public var candidates: [String] {
        var names: [String] = []
        for name in order ?? [] where !names.contains(name) { names.append(name) }
        for state in votes {
            let newcomers = state.keys.filter { !names.contains($0) }
                .sorted { (state[$0] ?? 0, $1) > (state[$1] ?? 0, $0) }
            names += newcomers
        }
        return names
    }

    /// The pets of each state, in row order.
    public var states: [[Pet]] {
        let names = candidates
        return votes.map { state in
            let pets = names.compactMap { name in state[name].map { Pet(type: name, votes: $0) } }
            guard sortsByVotes else { return pets }
            return pets.enumerated().sorted { ($0.element.votes, $1.offset) > ($1.element.votes, $0.offset) }.map(\.element)
        }
    }

    /// The poll screen of each state.
    public var screens: [PollScreen] { states.map { PollScreen(pets: $0) } }

    /// The animation of the poll screen through the states, laid out `width × height` points at `scale`.
    public func timeline(width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 2, animation: Animation? = .default,
                         timing: AnimationTimeline.Timing = AnimationTimeline.Timing()) throws -> AnimationTimeline {
        try AnimationTimeline(states: screens, proposal: ProposedViewSize(width: width, height: height), scale: scale,
                              animation: animation, timing: timing)
    }
}
