import Foundation
import Testing
@testable import EaselCore

@Suite struct CollectionEditingTests {
    @MainActor @Test func removeAtOffsetsRemovesThoseElements() {
        var pets = ["Cat", "Dog", "Goldfish", "Rabbit"]
        pets.remove(atOffsets: IndexSet([0, 2]))
        #expect(pets == ["Dog", "Rabbit"])
        pets.remove(atOffsets: IndexSet())
        #expect(pets == ["Dog", "Rabbit"])
    }

    /// SwiftUI's offsets: the destination counts in the collection before the move.
    @MainActor @Test(arguments: [
        (IndexSet([0]), 2, ["b", "a", "c", "d"]),
        (IndexSet([0]), 4, ["b", "c", "d", "a"]),
        (IndexSet([3]), 0, ["d", "a", "b", "c"]),
        (IndexSet([1, 3]), 0, ["b", "d", "a", "c"]),
        (IndexSet([0, 2]), 4, ["b", "d", "a", "c"]),
        (IndexSet([1]), 1, ["a", "b", "c", "d"]),
        (IndexSet([1]), 2, ["a", "b", "c", "d"]),
    ])
    func moveFromOffsetsPutsThemBeforeTheDestination(source: IndexSet, destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: source, toOffset: destination)
        #expect(letters == expected)
    }
}
