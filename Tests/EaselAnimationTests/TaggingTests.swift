import Easel
@testable import EaselAnimation
import Foundation
import Gallery
import PetPoll
import Testing

/// Tagged display lists: the same pictures as the untagged ones, with what each view drew marked by a
/// tag that compares between states.
@Suite struct TaggingTests {
    /// Removing the tags gives the untagged list exactly, for the whole poll and gallery.
    @MainActor @Test func untaggedListIsThePlainList() {
        let environment = fixedEnvironment()
        func check<V: View>(_ view: V, proposal: ProposedViewSize) {
            let layout = ViewLayout(content: view, proposal: proposal, scale: 3, environment: environment)
            #expect(layout.displayList(tagging: DisplayTagTable()).untagged == layout.displayList)
        }
        check(PollScreen(), proposal: ProposedViewSize(width: 390, height: 844))
        check(PollScreen(pets: [Pet(type: "Cat", votes: 5), Pet(type: "Dog", votes: 5), Pet(type: "Fish", votes: 5)]),
              proposal: ProposedViewSize(width: 390, height: 844))
        for screen in GalleryScreen.allCases { check(screen.view, proposal: ProposedViewSize(width: 390, height: nil)) }
        check(Color.red.frame(width: 10, height: 10).opacity(0), proposal: .unspecified)
    }

    /// Every drawing view is tagged, and tags are unique within a list.
    @MainActor @Test func tagsAreUnique() {
        let list = taggedLists([PollScreen()], proposal: ProposedViewSize(width: 390, height: 844))[0]
        var ids: [DisplayTag.ID] = []
        DisplayItem.forEachTag(in: list.items) { ids.append($0.id) }
        #expect(ids.count > 20)
        #expect(Set(ids).count == ids.count)
    }

    /// The same view tree laid out twice gets the same tags.
    @MainActor @Test func sameStateSameTags() {
        let lists = taggedLists([PollScreen(), PollScreen()], proposal: ProposedViewSize(width: 390, height: 844))
        #expect(lists[0] == lists[1])
    }

    /// `.animation(_:value:)` records its scope on every view inside it, with a version that changes
    /// only when the value does.
    @MainActor @Test func animationScopesVersionByValue() {
        struct Box: View {
            var value: Int
            var body: some View {
                VStack { Color.red.frame(width: 10, height: 10); Text("x") }.animation(.easeIn, value: value)
            }
        }
        let lists = taggedLists([Box(value: 1), Box(value: 1), Box(value: 2)])
        func scopes(_ list: DisplayList) -> [[AnimationScope]] {
            var scopes: [[AnimationScope]] = []
            DisplayItem.forEachTag(in: list.items) { scopes.append($0.animations) }
            return scopes
        }
        #expect(scopes(lists[0]).count == 2)
        #expect(scopes(lists[0]).allSatisfy { $0.count == 1 && $0[0].animation == .easeIn && $0[0].version == 0 })
        #expect(scopes(lists[1]) == scopes(lists[0]))
        #expect(scopes(lists[2]).allSatisfy { $0[0].version == 1 })
    }
}
