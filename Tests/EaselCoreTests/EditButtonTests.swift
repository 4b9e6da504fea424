import Foundation
import Testing
@testable import EaselCore

/// The strings `items` draw, with their weights and paints, in drawing order.
private func texts(_ items: [DisplayItem]) -> [(string: String, weight: Font.Weight, paint: Paint)] {
    items.flatMap { item -> [(string: String, weight: Font.Weight, paint: Paint)] in
        switch item {
        case .text(let request, _, let paint): [(request.string, request.font.weight, paint)]
        case .group(_, _, _, let inner), .tagged(_, let inner), .effect(_, let inner): texts(inner)
        default: []
        }
    }
}

@Suite struct EditButtonTests {
    @Test func editButtonTitlesItselfByTheEditMode() {
        let inactive = texts(displayList(EditButton()).items)
        #expect(inactive.map(\.string) == ["Edit"] && inactive[0].weight == .regular)
        #expect(inactive[0].paint == .color(blue), "the tint, as a button's title")
        let editing = texts(displayList(EditButton().environment(\.editMode, .constant(.active))).items)
        #expect(editing.map(\.string) == ["Done"] && editing[0].weight == .semibold)
        #expect(texts(displayList(EditButton().environment(\.editMode, .constant(.inactive))).items).map(\.string) == ["Edit"])
    }

    @Test func onlyInactiveIsNotEditing() {
        #expect(!EditMode.inactive.isEditing && EditMode.active.isEditing && EditMode.transient.isEditing)
    }
}

@Suite struct CollectionEditingTests {
    @Test func removeAtOffsetsRemovesThoseElements() {
        var pets = ["Cat", "Dog", "Goldfish", "Rabbit"]
        pets.remove(atOffsets: IndexSet([0, 2]))
        #expect(pets == ["Dog", "Rabbit"])
        pets.remove(atOffsets: IndexSet())
        #expect(pets == ["Dog", "Rabbit"])
    }

    /// SwiftUI's offsets: the destination counts in the collection before the move.
    @Test(arguments: [
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

@Suite struct ColorPickerTests {
    @Test func theWellSitsTrailingWithTheSelectedColourInside() {
        @State var accent = Color.red
        // The label leading, the 28-point well at the trailing edge: the row is as tall as the well.
        expectFrames(frames(ColorPicker("Accent", selection: $accent).id("picker"), width: 300), ["picker": rect(0, 0, 300, 28)])
        let fills = displayList(ColorPicker("Accent", selection: $accent), width: 300).items.compactMap { item -> Path? in
            if case .fill(let path, .color(lightRed), _) = item { path } else { nil }
        }
        // The disc: inside the 3-point ring and the 2-point gap, 18 across.
        #expect(fills.map(\.boundingRect) == [rect(277, 5, 18, 18)])
        expectFrames(frames(ColorPicker("Accent", selection: $accent).labelsHidden().id("picker"), width: 300),
                     ["picker": rect(0, 0, 28, 28)])
    }
}
