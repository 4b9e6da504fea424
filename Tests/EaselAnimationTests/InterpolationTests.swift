import Easel
import Foundation
import Testing

/// A red square moved by `x` along a 100-point strip.
struct Mover: View {
    var x: CGFloat
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: x).frame(width: 100, height: 10, alignment: .leading)
    }
}

@Suite struct InterpolationTests {
    /// At 0 the picture is the old list, at the end the new one, item for item; at half time (linear)
    /// the square is half way.
    @MainActor @Test func endsAreExactAndMiddleIsHalfWay() {
        let move = transition(Mover(x: 0), Mover(x: 40))
        #expect(move.duration == 1)
        #expect(move.displayList(at: 0) == move.from)
        #expect(move.displayList(at: 1) == move.to)
        #expect(move.displayList(at: 5) == move.to)
        #expect(fills(move.displayList(at: 0.5)).map(\.bounds) == [rect(20, 0, 10, 10)])
        #expect(fills(move.displayList(at: 0.25)).map(\.bounds) == [rect(10, 0, 10, 10)])
    }

    /// A view that appears fades in with the animation's progress; one that disappears fades out.
    @MainActor @Test func appearingAndDisappearingViewsFade() {
        struct Pair: View {
            var shows: Bool
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                    if shows { Color.blue.frame(width: 10, height: 10) }
                }.frame(width: 10, height: 30, alignment: .top)
            }
        }
        let appear = fills(transition(Pair(shows: false), Pair(shows: true)).displayList(at: 0.25))
        #expect(appear.map(\.opacity) == [1, 0.25])
        let disappear = fills(transition(Pair(shows: true), Pair(shows: false)).displayList(at: 0.25))
        #expect(disappear.map(\.opacity) == [1, 0.75])
        let eased = fills(transition(Pair(shows: false), Pair(shows: true), animation: .easeIn(duration: 1)).displayList(at: 0.5))
        #expect(eased.last.map { close($0.opacity, Animation.easeIn(duration: 1).progress(at: 0.5)) } == true)
    }

    /// A `.numericText()` number counts through the integers in between, kept at the edge of its frame
    /// that stays put (trailing here): 0 → 20 shows 10 at half time and 13 at 0.63.
    @MainActor @Test func numericTextCounts() {
        struct Count: View {
            var value: Int
            var body: some View {
                Text("\(value) votes").contentTransition(.numericText()).frame(width: 200, alignment: .trailing)
            }
        }
        let move = transition(Count(value: 0), Count(value: 20))
        let middle = texts(move.displayList(at: 0.5))
        #expect(middle.map(\.string) == ["10 votes"])
        #expect(middle.map(\.opacity) == [1])
        // "10 votes": 8 characters of 8.5 points; its trailing edge stays at 200.
        #expect(middle.first.map { close($0.frame.maxX, 200) && close($0.frame.width, 68) } == true)
        #expect(texts(move.displayList(at: 0.63)).map(\.string) == ["13 votes"])
        let counted = (0...100).map { texts(move.displayList(at: Double($0) / 100)).first?.string ?? "" }
        #expect(Set(counted).count == 21)
    }

    /// Text that changes otherwise cross-fades; the same text only moves.
    @MainActor @Test func changedTextCrossFades() {
        struct Name: View {
            var name: String
            var body: some View { Text(name).frame(width: 100, alignment: .leading) }
        }
        let fade = texts(transition(Name(name: "Cat"), Name(name: "Dog")).displayList(at: 0.25))
        #expect(fade.map(\.string) == ["Cat", "Dog"])
        #expect(fade.map(\.opacity) == [0.75, 0.25])
        // Numbers without .numericText() cross-fade too.
        let numbers = texts(transition(Name(name: "9"), Name(name: "19")).displayList(at: 0.5))
        #expect(numbers.map(\.string) == ["9", "19"])
    }

    /// Rotation interpolates its angle: 0° to 90° is 45° half way, about the view's centre.
    @MainActor @Test func rotationInterpolatesTheAngle() {
        struct Turn: View {
            var degrees: Double
            var body: some View { Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(degrees)) }
        }
        let list = transition(Turn(degrees: 0), Turn(degrees: 90)).displayList(at: 0.5)
        guard case .tagged(_, let items)? = list.items.first, case .group(let transform, _, _, _)? = items.first else {
            Issue.record("no rotation group: \(list.items)")
            return
        }
        #expect(close(transform.a, cos(Double.pi / 4)) && close(transform.b, sin(Double.pi / 4)))
        let centre = CGPoint(x: 5, y: 5).applying(transform)
        #expect(close(centre.x, 5) && close(centre.y, 5))
    }

    /// Opacity interpolates, and a progress bar's completed fraction grows from its old value to its new.
    @MainActor @Test func opacityAndProgress() {
        struct Bar: View {
            var value: Double
            var body: some View { ProgressView(value: value).frame(width: 100).opacity(value) }
        }
        let list = transition(Bar(value: 0.2), Bar(value: 0.6)).displayList(at: 0.5)
        let drawn = fills(list)
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { close($0.opacity, 0.4) })
        #expect(drawn.last.map { close($0.bounds.width, 40) } == true)
    }

    /// `.animation(_:value:)` decides: a changed value's animation applies to its subtree; nil there
    /// makes it jump at the end; an unchanged value leaves the transition's own animation.
    @MainActor @Test func animationModifiersChooseTheAnimation() {
        struct Scoped: View {
            var x: CGFloat
            var animation: Animation?
            var value: Int
            var body: some View { Mover(x: x).animation(animation, value: value) }
        }
        let slow = transition(Scoped(x: 0, animation: .linear(duration: 2), value: 0),
                              Scoped(x: 40, animation: .linear(duration: 2), value: 1))
        #expect(slow.duration == 2)
        #expect(fills(slow.displayList(at: 1)).map(\.bounds) == [rect(20, 0, 10, 10)])

        let none = transition(Scoped(x: 0, animation: nil, value: 0), Scoped(x: 40, animation: nil, value: 1), duration: 1)
        #expect(fills(none.displayList(at: 0.99)).map(\.bounds) == [rect(0, 0, 10, 10)])
        #expect(fills(none.displayList(at: 1)).map(\.bounds) == [rect(40, 0, 10, 10)])

        let unchanged = transition(Scoped(x: 0, animation: .linear(duration: 2), value: 0),
                                   Scoped(x: 40, animation: .linear(duration: 2), value: 0))
        #expect(unchanged.duration == 1)
        #expect(fills(unchanged.displayList(at: 0.5)).map(\.bounds) == [rect(20, 0, 10, 10)])

        let jumping = transition(Mover(x: 0), Mover(x: 40), animation: nil, duration: 1)
        #expect(fills(jumping.displayList(at: 0.5)).map(\.bounds) == [rect(0, 0, 10, 10)])
    }

    /// A move's natural duration is its longest animation's; a given duration cuts it.
    @MainActor @Test func durations() {
        #expect(transition(Mover(x: 0), Mover(x: 40), animation: .easeInOut).duration == 0.35)
        #expect(close(transition(Mover(x: 0), Mover(x: 40), animation: .default).duration, Animation.default.totalDuration))
        let cut = transition(Mover(x: 0), Mover(x: 40), animation: .linear(duration: 2), duration: 1)
        #expect(fills(cut.displayList(at: 0.5)).map(\.bounds) == [rect(10, 0, 10, 10)])
        #expect(fills(cut.displayList(at: 1)).map(\.bounds) == [rect(40, 0, 10, 10)])
    }
}
