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
    @MainActor @Test func editButtonTitlesItselfByTheEditMode() {
        let inactive = texts(displayList(EditButton()).items)
        #expect(inactive.map(\.string) == ["Edit"] && inactive[0].weight == .regular)
        #expect(inactive[0].paint == .color(blue), "the tint, as a button's title")
        let editing = texts(displayList(EditButton().environment(\.editMode, .constant(.active))).items)
        #expect(editing.map(\.string) == ["Done"] && editing[0].weight == .semibold)
        #expect(texts(displayList(EditButton().environment(\.editMode, .constant(.inactive))).items).map(\.string) == ["Edit"])
    }

    @MainActor @Test func onlyInactiveIsNotEditing() {
        #expect(!EditMode.inactive.isEditing && EditMode.active.isEditing && EditMode.transient.isEditing)
    }
}
