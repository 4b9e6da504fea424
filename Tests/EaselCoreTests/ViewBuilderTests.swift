import Foundation
import Testing
@testable import EaselCore

private struct Pet: Identifiable, Hashable {
    let id: String
    var name: String
}

/// Rows from a `@State` array through `ForEach($pets) { $pet in … }`.
private struct PetList: View {
    @State var pets = [Pet(id: "goldfish", name: "Goldfish"), Pet(id: "cat", name: "Cats")]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach($pets) { $pet in
                Text(pet.name).id(pet.id)
            }
        }
    }
}

private enum Kind { case fish, cat, neither }

/// Every kind of conditional a `@ViewBuilder` accepts.
private struct Conditionals: View {
    let kind: Kind
    let name: String?
    var body: some View {
        VStack(spacing: 0) {
            if kind == .fish {
                Text("Goldfish").id("if")
            } else {
                Text("Cats").id("else")
            }
            switch kind {
            case .fish: Color.red.frame(width: 10, height: 10).id("fish")
            case .cat: Color.blue.frame(width: 20, height: 10).id("cat")
            case .neither: EmptyView()
            }
            if let name {
                Text(name).id("name")
            }
        }
    }
}

private struct Badge: View {
    let title: String
    var body: some View { Text(title).padding(4) }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).background(Color.gray)
    }
}

/// Shows "Big" at accessibility sizes, "Small" otherwise, read with `@Environment`.
private struct SizeLabel: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        Text(size.isAccessibilitySize ? "Big" : "Small").id("label")
    }
}

/// The same, but read inside a `ForEach` closure in the body.
private struct SizeRows: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        VStack {
            ForEach(["row"], id: \.self) { id in
                Text(size.isAccessibilitySize ? "Big" : "Small").id(id)
            }
        }
    }
}

/// A modifier that reads the Dynamic Type size and uses it inside a `ForEach` in its body.
private struct SizeTag: ViewModifier {
    @Environment(\.dynamicTypeSize) var size
    func body(content: Content) -> some View {
        HStack {
            content
            ForEach(["tag"], id: \.self) { id in
                Text(size.isAccessibilitySize ? "Big" : "Small").id(id)
            }
        }
    }
}

/// A body of two views, with no container of its own.
private struct TwoSwatches: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 20, height: 10).id("b")
    }
}

@Suite struct ViewBuilderTests {
    // MARK: ForEach

    @MainActor @Test func forEachOverIdentifiableElements() {
        // One text per pet, keyed by id: 68 × 22 then 34 × 22 below it (spacing 0).
        let pets = [Pet(id: "goldfish", name: "Goldfish"), Pet(id: "cat", name: "Cats")]
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(pets) { pet in Text(pet.name).id(pet.id) }
        }
        expectFrames(frames(view), ["goldfish": rect(0, 0, 68, 22), "cat": rect(0, 22, 34, 22)])
    }

    @MainActor @Test func forEachOverAKeyPathID() {
        // Side by side with no spacing: 34 wide, then 68 wide at 34.
        let view = HStack(spacing: 0) {
            ForEach(["Fish", "Goldfish"], id: \.self) { name in Text(name).id(name) }
        }
        expectFrames(frames(view), ["Fish": rect(0, 0, 34, 22), "Goldfish": rect(34, 0, 68, 22)])
    }

    @MainActor @Test func forEachOverARange() {
        // Ids 0, 1, 2 at 0, 18, 36.
        let view = HStack {
            ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10).id(index) }
        }
        expectFrames(frames(view), ["0": rect(0, 0, 10, 10), "1": rect(18, 0, 10, 10), "2": rect(36, 0, 10, 10)])
    }

    @MainActor @Test func forEachOverABindingToState() {
        // ForEach($pets) { $pet in … } over @State: the same rows as over the plain array.
        expectFrames(frames(PetList()), ["goldfish": rect(0, 0, 68, 22), "cat": rect(0, 22, 34, 22)])
    }

    @MainActor @Test func forEachElementCanProduceSeveralViews() {
        // Each element adds a text and a colour: 4 views, 3 gaps of 8 in a 4 × 10 + 3 × 8 = 64-tall column.
        let view = VStack {
            ForEach(["a", "b"], id: \.self) { id in
                Color.red.frame(width: 10, height: 10).id("\(id)1")
                Color.blue.frame(width: 10, height: 10).id("\(id)2")
            }
        }
        expectFrames(frames(view), [
            "a1": rect(0, 0, 10, 10), "a2": rect(0, 18, 10, 10), "b1": rect(0, 36, 10, 10), "b2": rect(0, 54, 10, 10),
        ])
    }

    // MARK: Conditionals

    @MainActor @Test func ifElseSwitchAndOptionalsChooseTheirBranch() {
        // Centred in a column as wide as its widest view.
        let fish = frames(Conditionals(kind: .fish, name: "Fish"))
        expectFrames(fish, ["if": rect(0, 0, 68, 22), "fish": rect(29, 22, 10, 10), "name": rect(17, 32, 34, 22)])
        #expect(fish["else"] == nil && fish["cat"] == nil)

        let cat = frames(Conditionals(kind: .cat, name: nil))
        expectFrames(cat, ["else": rect(0, 0, 34, 22), "cat": rect(7, 22, 20, 10)])
        #expect(cat["if"] == nil && cat["name"] == nil)

        let none = frames(Conditionals(kind: .neither, name: nil))
        expectFrames(none, ["else": rect(0, 0, 34, 22)])
        #expect(none.count == 1)
    }

    // MARK: Custom views and modifiers

    @MainActor @Test func customViewBodyIsLaidOut() {
        // "Fish" 34 × 22 padded by 4: 42 × 30; the next badge follows at 42 + 8 = 50.
        let view = HStack {
            Badge(title: "Fish").id("fish")
            Badge(title: "Cats").id("cats")
        }
        expectFrames(frames(view), ["fish": rect(0, 0, 42, 30), "cats": rect(50, 0, 42, 30)])
    }

    @MainActor @Test func customViewModifier() {
        // The card pads by 10 and puts a colour behind: 54 × 42, the text at (10, 10).
        let view = Text("Fish").id("text").modifier(Card()).id("card")
        expectFrames(frames(view), ["card": rect(0, 0, 54, 42), "text": rect(10, 10, 34, 22)])
    }

    @MainActor @Test func modifierOnAGroupAppliesToEachView() {
        // Each colour is padded by 5 separately: 20 wide, at 0 and 20 + 8 = 28.
        let view = HStack {
            Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }
            .padding(5)
        }
        expectFrames(frames(view), ["a": rect(5, 5, 10, 10), "b": rect(33, 5, 10, 10)])
    }

    // MARK: Environment, Dynamic Type and fonts

    @MainActor @Test func environmentIsReadInsideABody() {
        // Default .large: "Small" at 17 pt, 42.5 → 43 × 22. At accessibility3 body is 40 pt: "Big" 3 × 20 = 60
        // wide, 1.25 × 40 = 50 tall.
        expectFrames(frames(SizeLabel()), ["label": rect(0, 0, 43, 22)])
        expectFrames(frames(SizeLabel().dynamicTypeSize(.accessibility3)), ["label": rect(0, 0, 60, 50)])
    }

    @MainActor @Test func dynamicTypeSizeScalesText() {
        // "Fish" at body 17 pt: 34 × 22; at accessibility3 (40 pt): 80 × 50.
        expectFrames(frames(Text("Fish").id("text")), ["text": rect(0, 0, 34, 22)])
        expectFrames(frames(Text("Fish").id("text").dynamicTypeSize(.accessibility3)), ["text": rect(0, 0, 80, 50)])
        expectFrames(frames(Text("Fish").id("text"), configure: { $0.dynamicTypeSize = .accessibility3 }),
                     ["text": rect(0, 0, 80, 50)])
    }

    @MainActor @Test func fontsSetTextSizes() {
        // largeTitle 34 pt: 4 × 17 = 68 by 42.5 → 43. caption 12 pt: 24 × 15. A fixed 20 pt font: 40 × 25,
        // and it does not scale with Dynamic Type.
        expectFrames(frames(Text("Fish").id("text").font(.largeTitle)), ["text": rect(0, 0, 68, 43)])
        expectFrames(frames(Text("Fish").id("text").font(.caption)), ["text": rect(0, 0, 24, 15)])
        expectFrames(frames(Text("Fish").font(.system(size: 20)).id("text").dynamicTypeSize(.accessibility3)),
                     ["text": rect(0, 0, 40, 25)])
    }

    @MainActor @Test func fontModifierReachesEveryTextInside() {
        // title is 28 pt: "Fish" 56 × 35, "Cats" the same, 8 apart.
        let view = HStack {
            Text("Fish").id("fish")
            Text("Cats").id("cats")
        }
        .font(.title)
        expectFrames(frames(view), ["fish": rect(0, 0, 56, 35), "cats": rect(64, 0, 56, 35)])
    }

    @MainActor @Test func textsOwnFontWinsOverTheEnvironments() {
        // Text.font(.caption) beats the surrounding .font(.title): 24 × 15.
        let view = Text("Fish").font(.caption).id("text").font(.title)
        expectFrames(frames(view), ["text": rect(0, 0, 24, 15)])
    }

    @MainActor @Test func environmentIsReadInsideAForEachInTheBody() {
        // The ForEach closure runs after `body` returns; it must still see the view's environment.
        expectFrames(frames(SizeRows().dynamicTypeSize(.accessibility3)), ["row": rect(0, 0, 60, 50)])
    }

    @MainActor @Test func environmentIsReadInsideAForEachInAModifierBody() {
        // "Big" at 40 pt: 60 × 50, after the 10-wide colour and 8 of spacing.
        let view = Color.red.frame(width: 10, height: 10).modifier(SizeTag()).dynamicTypeSize(.accessibility3)
        expectFrames(frames(view), ["tag": rect(18, 0, 60, 50)])
    }

    @MainActor @Test func severalRootViewsAreStackedVertically() {
        // As SwiftUI's implicit root: a centred VStack, so a sits at (20 − 10) / 2 = 5 and b 18 lower.
        expectFrames(frames(TwoSwatches()), ["a": rect(5, 0, 10, 10), "b": rect(0, 18, 20, 10)])
    }
}
