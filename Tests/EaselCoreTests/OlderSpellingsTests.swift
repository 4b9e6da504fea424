import Foundation
import Testing
@testable import EaselCore

/// The older and smaller spellings real view files still use draw and report as the modifiers they
/// stand for.
@Suite struct OlderSpellingsTests {
    func accessibility<V: View>(_ view: V) -> [String: AccessibilityProperties] {
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        return ViewLayout(content: view, environment: environment).accessibility
    }

    @MainActor @Test func olderAccessibilitySpellingsSetTheSameProperties() {
        let older = accessibility(Color.red.frame(width: 10, height: 10)
            .accessibility(label: Text("Cat")).accessibility(value: Text("25 votes")).accessibility(hint: Text("Votes"))
            .accessibility(identifier: "cat").accessibility(addTraits: [.isButton, .isHeader]).accessibility(removeTraits: .isHeader)
            .accessibility(sortPriority: 2).accessibility(hidden: true).id("v"))
        let newer = accessibility(Color.red.frame(width: 10, height: 10)
            .accessibilityLabel(Text("Cat")).accessibilityValue(Text("25 votes")).accessibilityHint(Text("Votes"))
            .accessibilityIdentifier("cat").accessibilityAddTraits([.isButton, .isHeader]).accessibilityRemoveTraits(.isHeader)
            .accessibilitySortPriority(2).accessibilityHidden(true).id("v"))
        #expect(older["v"] == newer["v"])
        #expect(older["v"]?.label == "Cat")
        #expect(older["v"]?.traits == [.isButton])
        #expect(older["v"]?.sortPriority == 2)
    }

    struct Item: Identifiable { let id: Int; var name: String }

    /// `ForEach($items, id:)` and `List($items)` make one row a bound element, each given a binding that
    /// writes through to its element.
    @MainActor @Test func boundCollectionsMakeARowAnElement() {
        var items = [Item(id: 1, name: "a"), Item(id: 2, name: "bb"), Item(id: 3, name: "ccc")]
        let binding = Binding(get: { items }, set: { items = $0 })
        var bound: [Binding<Item>] = []
        let stack = VStack(spacing: 0) {
            ForEach(binding, id: \.name) { $item in
                Color.red.frame(width: 10, height: 10).id(item.name)
            }
        }
        expectFrames(frames(stack), ["a": rect(0, 0, 10, 10), "bb": rect(0, 10, 10, 10), "ccc": rect(0, 20, 10, 10)])
        let list = List(binding) { $item in
            let _ = bound.append($item)
            Text(item.name).id(item.name)
        }
        let rows = frames(list, width: 390, height: 400)
        #expect(rows.keys.sorted() == ["a", "bb", "ccc"])
        #expect(rows["a"]!.minY < rows["bb"]!.minY && rows["bb"]!.minY < rows["ccc"]!.minY)
        bound.first { $0.wrappedValue.id == 2 }?.wrappedValue.name = "changed"
        #expect(items[1].name == "changed")
        let listWithID = List(binding, id: \.id) { $item in Text(item.name).id(item.name) }
        #expect(frames(listWithID, width: 390, height: 400).keys.sorted() == ["a", "ccc", "changed"])
    }

    /// A binding's animation and transaction read and write its value: a still shows the end state.
    @MainActor @Test func bindingAnimationAndTransactionWriteThrough() {
        var value = 1
        let binding = Binding(get: { value }, set: { value = $0 })
        binding.animation(.easeIn).wrappedValue = 2
        #expect(value == 2)
        binding.transaction(Transaction(animation: .linear)).wrappedValue = 3
        #expect(value == 3 && binding.animation().wrappedValue == 3)
    }

    /// `.animation(_:)` without a value draws as the view does, and is an animation scope of its own.
    @MainActor @Test func animationWithoutValueDrawsTheView() {
        let view = Color.red.frame(width: 10, height: 10)
        #expect(displayList(view.animation(.easeIn)) == displayList(view))
        #expect(AnimationValue.alwaysChanged.isEqual(to: .alwaysChanged) == false)
    }

    @MainActor @Test func animationModifiersKeepExactValues() {
        let animation = Animation.easeOut(duration: 0.4).delay(0.1).speed(0.5).repeatCount(4, autoreverses: false)
        #expect(animation.duration == 0.4 && animation.delay == 0.1 && animation.speed == 0.5)
        #expect(animation.repeatCount == 4 && !animation.autoreverses && !animation.repeatsForever)
        let forever = Animation.linear.repeatForever(autoreverses: false)
        #expect(forever.repeatsForever && !forever.autoreverses)
    }

    /// `Image(decorative:)` is hidden from accessibility; `Image(_:bundle:label:)` is labelled; both draw
    /// as `Image(_:)`. `Image(systemName:variableValue:)` draws the whole symbol.
    @MainActor @Test func imageSpellings() {
        let properties = accessibility(VStack { Image(decorative: "logo").id("d"); Image("logo", label: Text("Logo")).id("l") })
        #expect(properties["d"]?.isHidden == true)
        #expect(properties["l"]?.label == "Logo")
        #expect(displayList(Image(systemName: "wifi", variableValue: 0.3)) == displayList(Image(systemName: "wifi")))
        #expect(Image.Orientation.allCases.count == 8 && Image.Orientation.up.rawValue == 0)
    }

    /// A fill whose style has a drop shadow draws inside the shadow effect `shadow(color:radius:x:y:)` draws
    /// with; an inner shadow is accepted and not drawn.
    @MainActor @Test func shapeStyleDropShadowIsTheShadowEffect() {
        let shadowed = displayList(Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 4, x: 1, y: 2))).frame(width: 10, height: 10))
        let modifier = displayList(Rectangle().fill(Color.blue).frame(width: 10, height: 10).shadow(color: .black, radius: 4, x: 1, y: 2))
        #expect(shadowed == modifier)
        guard case .effect(.shadow(let color, let radius, let offset), let items) = shadowed.items.first else {
            Issue.record("no shadow effect: \(shadowed.items)")
            return
        }
        #expect(color == RGBA(red: 0, green: 0, blue: 0) && radius == 4 && offset == CGSize(width: 1, height: 2) && items.count == 1)
        let inner = displayList(Circle().fill(Color.blue.shadow(.inner(radius: 3))).frame(width: 10, height: 10))
        #expect(inner == displayList(Circle().fill(Color.blue).frame(width: 10, height: 10)))
        let twice = displayList(Rectangle().stroke(Color.red.shadow(.drop(radius: 1)).shadow(.drop(radius: 2)), lineWidth: 2).frame(width: 10, height: 10))
        guard case .effect(.shadow(_, 2, _), let outer) = twice.items.first, case .effect(.shadow(_, 1, _), _) = outer.first else {
            Issue.record("expected the second shadow around the first: \(twice.items)")
            return
        }
    }

    /// `navigationBarTitle(_:displayMode:)` and `navigationBarItems` lay out as `navigationTitle` and
    /// `toolbar`; `navigationBarHidden(true)` puts the content at the stack's top.
    @MainActor @Test func olderNavigationSpellings() {
        let older = NavigationStack {
            Color.red.id("c").navigationBarTitle("Title", displayMode: .inline)
                .navigationBarItems(leading: Text("Edit").id("l"), trailing: Text("Add").id("t"))
        }
        let newer = NavigationStack {
            Color.red.id("c").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Text("Edit").id("l") }
                    ToolbarItem(placement: .navigationBarTrailing) { Text("Add").id("t") }
                }
        }
        #expect(frames(older, width: 390, height: 800) == frames(newer, width: 390, height: 800))
        #expect(frames(older, width: 390, height: 800)["c"] == rect(0, 44, 390, 756))
        let hidden = NavigationStack { Color.red.id("c").navigationTitle("Title").navigationBarHidden(true) }
        expectFrames(frames(hidden, width: 390, height: 800), ["c": rect(0, 0, 390, 800)])
        #expect(displayList(NavigationStack { Color.red.navigationTitle("Title").navigationBarHidden(true) }, width: 390)
            .items.allSatisfy { if case .text = $0 { false } else { true } })
    }
}
