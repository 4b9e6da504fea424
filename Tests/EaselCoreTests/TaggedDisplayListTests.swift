import Foundation
import Testing
@testable import EaselCore

/// The tagged display list (`ViewLayout.displayList(tagging:)`): what each drawing view drew, marked so
/// that two states of a view can be matched; the same picture as the untagged list.
@Suite struct TaggedDisplayListTests {
    func layout<V: View>(_ view: V) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        return ViewLayout(content: view, environment: environment)
    }

    func tags(_ items: [DisplayItem]) -> [DisplayTag] {
        items.flatMap { item -> [DisplayTag] in
            switch item {
            case .tagged(let tag, let inner): [tag] + tags(inner)
            case .group(_, _, _, let inner): tags(inner)
            default: []
            }
        }
    }

    /// Each view that draws is one tagged item, with its kind; a clear colour still has its (empty) tag;
    /// without the tags the list is the untagged one.
    @MainActor @Test func everyDrawingViewIsTagged() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10)
            Color.clear.frame(width: 10, height: 10)
            Text("Hi")
            ProgressView(value: 0.5).frame(width: 20)
        }
        let list = layout(view).displayList(tagging: DisplayTagTable())
        #expect(tags(list.items).map(\.id.kind) == [.shape, .shape, .text, .progress])
        #expect(list.untagged == layout(view).displayList)
        guard case .tagged(_, let clear) = list.items[1] else {
            Issue.record("the clear colour is not tagged")
            return
        }
        #expect(clear.isEmpty)
    }

    /// Effects stacked on one view share its identity and are told apart by their rank; their content's
    /// tags are inside theirs. A view at zero opacity keeps its content (as a group at opacity 0) when
    /// tagged, and draws nothing untagged.
    @MainActor @Test func effectsNestAndHiddenContentIsKept() {
        let view = Color.red.frame(width: 10, height: 10).opacity(0).rotationEffect(.degrees(10))
        let list = layout(view).displayList(tagging: DisplayTagTable())
        let all = tags(list.items)
        #expect(all.map(\.id.kind) == [.effect, .effect, .shape])
        #expect(all[0].id.identity == all[1].id.identity && all.map(\.id.ordinal) == [0, 1, 0])
        #expect(layout(view).displayList.items.isEmpty)
        #expect(list.untagged.items.isEmpty)
        guard case .effect(let drawing) = all[1].role else {
            Issue.record("no effect drawing")
            return
        }
        #expect(drawing.opacity == 0)
    }

    /// Two lists made with one table give a view the same id; `.animation(_:value:)` scopes come nearest
    /// first, and their version changes with their value; the text's content transition is recorded.
    @MainActor @Test func idsAndScopesCompareBetweenStates() {
        struct Counter: View {
            var value: Int
            var body: some View {
                VStack {
                    Text("\(value)").contentTransition(.numericText()).animation(.easeIn, value: value)
                }.animation(.linear, value: 0)
            }
        }
        let table = DisplayTagTable()
        let first = tags(layout(Counter(value: 1)).displayList(tagging: table).items)
        let second = tags(layout(Counter(value: 2)).displayList(tagging: table).items)
        #expect(first.map(\.id) == second.map(\.id))
        #expect(first.first?.role == .text(.numericText()))
        #expect(first.first?.animations.map(\.animation) == [.easeIn, .linear])
        #expect(first.first?.animations.map(\.version) == [0, 0])
        #expect(second.first?.animations.map(\.version) == [1, 0])
    }

    /// The recipes draw what the views draw.
    @MainActor @Test func recipesDrawLikeTheirViews() {
        let progress = layout(ProgressView(value: 0.25).frame(width: 40)).displayList(tagging: DisplayTagTable())
        guard case .tagged(let tag, let items)? = progress.items.first, case .progress(let drawing) = tag.role else {
            Issue.record("no progress tag")
            return
        }
        #expect(drawing.items == items)
        #expect(drawing.fractionCompleted == 0.25)
        let effect = EffectDrawing(opacity: 0.5)
        #expect(effect.apply(to: []) == [])
        #expect(effect.apply(to: items) == [.group(transform: .identity, clip: nil, opacity: 0.5, items: items)])
        #expect(EffectDrawing(opacity: 1).apply(to: items) == items)
    }
}
