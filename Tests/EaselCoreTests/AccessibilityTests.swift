import Foundation
import Testing
@testable import EaselCore

/// Accessibility properties reach `ViewLayout.accessibility`, keyed by `.id`, by the rules of
/// `AccessibilityCollector`.
@Suite struct AccessibilityTests {
    func accessibility<V: View>(_ view: V) -> [String: AccessibilityProperties] {
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        return ViewLayout(content: view, environment: environment).accessibility
    }

    @MainActor @Test func propertiesTravelThroughLayoutModifiersToTheIdentifiedView() {
        let result = accessibility(
            Color.red
                .accessibilityLabel("Alert level")
                .accessibilityValue("High")
                .accessibilityHint("Double-tap for details")
                .accessibilityIdentifier("level")
                .accessibilityAddTraits([.isButton, .isSelected])
                .accessibilityRemoveTraits(.isSelected)
                .accessibilitySortPriority(2)
                .padding()
                .id("level")
        )
        var expected = AccessibilityProperties()
        (expected.label, expected.value, expected.hint, expected.identifier) = ("Alert level", "High", "Double-tap for details", "level")
        (expected.traits, expected.sortPriority) = (.isButton, 2)
        #expect(result["level"] == expected)
    }

    @MainActor @Test func theModifierNearestTheViewWins() {
        let result = accessibility(Color.red.accessibilityLabel("inner").accessibilityLabel("outer").id("a"))
        #expect(result["a"]?.label == "inner")
    }

    @MainActor @Test func textIsItsOwnLabel() {
        let result = accessibility(VStack {
            Text("Hello").padding().id("plain")
            Text("Hello").accessibilityLabel("Greeting").id("labelled")
            Color.red.id("unlabelled")
        })
        #expect(result["plain"]?.label == "Hello")
        #expect(result["labelled"]?.label == "Greeting")
        #expect(result["unlabelled"] == nil)
    }

    @MainActor @Test func hiddenAndIgnoredChildrenAreHidden() {
        let result = accessibility(VStack {
            VStack { Text("a").id("inside-hidden") }.accessibilityHidden(true).id("hidden")
            VStack { Text("b").id("inside-ignore") }.accessibilityElement().accessibilityLabel("Card").id("ignore")
            VStack { Text("c").id("inside-contain") }.accessibilityElement(children: .contain).id("contain")
        })
        #expect(result["hidden"]?.isHidden == true && result["inside-hidden"]?.isHidden == true)
        #expect(result["ignore"]?.isHidden == false && result["ignore"]?.label == "Card")
        #expect(result["inside-ignore"]?.isHidden == true)
        #expect(result["inside-contain"]?.isHidden == false)
    }

    @MainActor @Test func combiningTakesTheChildrenLabelsInOrder() {
        let result = accessibility(
            HStack {
                Text("Cat")
                Color.red.accessibilityHidden(true).accessibilityLabel("decoration")
                VStack { Text("25"); Text("votes") }
                Color.blue.accessibilityLabel("Leader")
            }
            .accessibilityElement(children: .combine)
            .padding()
            .id("row")
        )
        #expect(result["row"]?.label == "Cat, 25, votes, Leader")
        #expect(result["row"]?.isHidden == false)
    }

    @MainActor @Test func aRepresentationReplacesTheViewsElements() {
        let result = accessibility(VStack {
            HStack { Text("***"); Text("--").id("inside") }
                .accessibilityRepresentation { Text("3 of 5 stars") }
                .padding(2)
                .id("rating")
            Color.red.frame(width: 4, height: 4)
                .accessibilityLabel("replaced")
                .accessibilityRepresentation { Text("Level").accessibilityValue("High").accessibilityAddTraits(.isHeader) }
                .accessibilityHint("Outer hint")
                .id("level")
            Color.green.frame(width: 4, height: 4)
                .accessibilityRepresentation { VStack { Text("Part A").id("a"); Text("Part B") }.accessibilityElement(children: .combine) }
                .id("combined")
            Text("Shown").accessibilityRepresentation { Text("x").id("rep-1"); Text("y").id("rep-2") }.id("two")
            HStack { Text("Score"); Color.red.frame(width: 4, height: 4).accessibilityRepresentation { Text("high") } }
                .accessibilityElement(children: .combine)
                .id("row")
        })
        #expect(result["rating"]?.label == "3 of 5 stars" && result["rating"]?.isHidden == false)
        #expect(result["inside"]?.isHidden == true && result["inside"]?.label == "--")
        #expect(result["level"]?.label == "Level" && result["level"]?.value == "High" && result["level"]?.hint == "Outer hint")
        #expect(result["level"]?.traits == .isHeader)
        #expect(result["combined"]?.label == "Part A, Part B")
        #expect(result["a"]?.isHidden == true)
        #expect(result["two"]?.label == nil)
        #expect(result["rep-1"]?.label == "x" && result["rep-1"]?.isHidden == false)
        #expect(result["rep-2"]?.label == "y" && result["rep-2"]?.isHidden == false)
        #expect(result["row"]?.label == "Score, high")
    }

    @MainActor @Test func aRepresentationIsNeverDrawn() {
        let plain = VStack { Text("***"); Color.red.frame(width: 4, height: 4) }.padding(2)
        let represented = VStack {
            Text("***").accessibilityRepresentation { Text("A much longer representation"); Color.blue.frame(width: 50, height: 50) }
            Color.red.frame(width: 4, height: 4).accessibilityRepresentation { Slider(value: .constant(0.5)) }
        }.padding(2)
        #expect(displayList(represented) == displayList(plain))
        #expect(!displayList(represented).items.isEmpty)
    }

    @MainActor @Test func traitNamesAreSwiftUIs() {
        #expect(AccessibilityTraits([.isHeader, .isButton, .isTabBar]).names == ["isButton", "isHeader", "isTabBar"])
    }
}
