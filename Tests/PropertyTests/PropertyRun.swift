import Foundation
import Testing
@testable import EaselCore

/// How many random cases a property test runs and from which seed: `EASEL_PROPERTY_COUNT` and
/// `EASEL_PROPERTY_SEED` (decimal or 0x-hex) override the defaults, so that a failing case is replayed
/// alone with `EASEL_PROPERTY_SEED=<its seed> EASEL_PROPERTY_COUNT=1`.
struct PropertyRun {
    let firstSeed: UInt64
    let count: Int

    init(defaultSeed: UInt64, defaultCount: Int) {
        let environment = ProcessInfo.processInfo.environment
        firstSeed = environment["EASEL_PROPERTY_SEED"].flatMap(Self.parseSeed) ?? defaultSeed
        count = environment["EASEL_PROPERTY_COUNT"].flatMap { Int($0) } ?? defaultCount
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// The seed of each case: the first seed, plus the case's number.
    var seeds: [UInt64] { (0..<count).map { firstSeed &+ UInt64($0) } }
}

/// A failing case made as small as the shrinker can while it still breaks the same property.
///
/// The rule: try the tree's `shrinkCandidates` in order and move to the first that still fails; repeat
/// until none does (or `budget` checks are spent).
func shrink(_ tree: ViewTree, property: String, budget: Int = 2_000,
            failing: (ViewTree) -> [Violation]) -> (tree: ViewTree, violation: Violation?) {
    var current = tree
    var violation = failing(tree).first { $0.property == property }
    var spent = 0
    var progressed = true
    while progressed && spent < budget {
        progressed = false
        for candidate in current.shrinkCandidates {
            spent += 1
            if let found = failing(candidate).first(where: { $0.property == property }) {
                (current, violation, progressed) = (candidate, found, true)
                break
            }
            if spent >= budget { break }
        }
    }
    return (current, violation)
}

/// Records a failing case: its seed (to replay it), what broke, and the shrunk tree.
func recordFailure(seed: UInt64, proposal: ProposedViewSize, scale: CGFloat, original: ViewTree,
                   shrunk: ViewTree, violation: Violation, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record("""
        seed \(seed) (replay with EASEL_PROPERTY_SEED=\(seed) EASEL_PROPERTY_COUNT=1): \(violation)
        proposal \(proposal), scale \(scale); the tree, shrunk from \(original.count) to \(shrunk.count) nodes:
        \(shrunk)
        """, sourceLocation: sourceLocation)
}
