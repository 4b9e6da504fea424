import Easel
import Foundation
import PetPoll
import Testing

/// Views are matched between two states by identity: explicit `.id`, `ForEach` ids, structural position;
/// `AnyLayout` keeps identity across a change of layout.
@Suite struct MatchingTests {
    /// A view whose explicit id stays the same moves; one whose id changes is another view: the old one
    /// fades out as the new one fades in.
    @MainActor @Test func explicitIDs() {
        struct Tile: View {
            var key: String
            var x: CGFloat
            var body: some View {
                Color.red.frame(width: 10, height: 10).id(key).offset(x: x).frame(width: 100, height: 10, alignment: .leading)
            }
        }
        let moved = fills(transition(Tile(key: "a", x: 0), Tile(key: "a", x: 40)).displayList(at: 0.5))
        #expect(moved.count == 1)
        #expect(moved.first.map { close($0.bounds, rect(20, 0, 10, 10)) && $0.opacity == 1 } == true)

        let replaced = fills(transition(Tile(key: "a", x: 0), Tile(key: "b", x: 40)).displayList(at: 0.5))
        #expect(replaced.count == 2)
        #expect(replaced.map(\.bounds) == [rect(0, 0, 10, 10), rect(40, 0, 10, 10)])
        #expect(replaced.allSatisfy { $0.opacity == 0.5 })
    }

    /// Rows of a `ForEach` keep their identity when the data is reordered: each slides to its new place.
    @MainActor @Test func forEachIDs() {
        struct Rows: View {
            var names: [String]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(names, id: \.self) { Text($0).frame(width: 50, height: 10) }
                }
            }
        }
        let middle = texts(transition(Rows(names: ["a", "b", "c"]), Rows(names: ["c", "a", "b"])).displayList(at: 0.5))
        let y = Dictionary(uniqueKeysWithValues: middle.map { ($0.string, $0.frame.minY) })
        // a: 0 → 10, b: 10 → 20, c: 20 → 0; each text is 21.25 tall, rounded up to 22 pixels, centred in
        // its 10-point row.
        let offset = (10 - 22.0) / 2
        #expect(close(y["a"] ?? .nan, 5 + offset) && close(y["b"] ?? .nan, 15 + offset) && close(y["c"] ?? .nan, 10 + offset))
        #expect(middle.allSatisfy { $0.opacity == 1 })
    }

    /// A view in the same structural position changes in place (its colour interpolates); views in
    /// different branches of an `if` are different views and cross-fade.
    @MainActor @Test func structuralPosition() {
        struct Same: View {
            var on: Bool
            var body: some View { Color(white: on ? 1 : 0).frame(width: 10, height: 10) }
        }
        let same = fills(transition(Same(on: false), Same(on: true)).displayList(at: 0.5))
        #expect(same.count == 1 && same[0].opacity == 1)
        // Half way in linear light is 0.5, which is 0.735 in sRGB.
        #expect(same.first.map { close($0.color.red, RGBA.encodedForTest(0.5), 1e-9) } == true)

        struct Branches: View {
            var on: Bool
            var body: some View {
                if on { Color.white.frame(width: 10, height: 10) } else { Color.black.frame(width: 10, height: 10) }
            }
        }
        let branches = fills(transition(Branches(on: false), Branches(on: true)).displayList(at: 0.5))
        #expect(branches.count == 2)
        #expect(branches.allSatisfy { $0.opacity == 0.5 })
    }

    /// The poll's avatars keep their identity when a three-way tie switches the podium from the radial
    /// layout to a row (`AnyLayout`): no fade, each avatar's circle moves from its place on the podium to
    /// its place in the row, along the spring of the profile's `.animation(.default, value: pets)`.
    @MainActor @Test func anyLayoutSwitchKeepsIdentity() {
        let before = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]
        let tied = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 25), Pet(type: "Dog", votes: 25)]
        let views = [Profile(pets: before, isThreeWayTie: false), Profile(pets: tied, isThreeWayTie: true)]
        let proposal = ProposedViewSize(width: 390, height: nil)
        let frames = views.map { ViewLayout(content: $0, proposal: proposal, environment: fixedEnvironment()).frames }
        let move = transition(views[0], views[1], animation: .easeInOut, proposal: proposal)
        let time = 0.3
        let p = Animation.default.progress(at: time)
        #expect(p > 0.3 && p < 0.9)
        let drawn = fills(move.displayList(at: time))
        for pet in ["Cat", "Goldfish", "Dog"] {
            guard let a = frames[0]["avatar-\(pet)"], let b = frames[1]["avatar-\(pet)"] else {
                Issue.record("no avatar frame for \(pet)")
                continue
            }
            #expect(a.minX != b.minX || a.minY != b.minY)
            let expected = CGRect(x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
                                  width: a.width, height: a.height)
            let circles = drawn.filter { close($0.bounds, expected, 1e-6) }
            #expect(!circles.isEmpty, "the \(pet) avatar is not at its interpolated frame")
            #expect(circles.allSatisfy { $0.opacity == 1 })
        }
    }
}

extension RGBA {
    /// sRGB encoding of a linear-light value, computed here from the standard's formula.
    static func encodedForTest(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
