import Easel
import EaselLayouts

/// One bordered button per pet, each label free to grow so that the buttons can share a width.
nonisolated struct Buttons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .id("button-\(pet.type)")
        }
    }
}

/// The voting buttons: side by side and equally wide when they fit, else stacked, still equally wide.
nonisolated public struct StackedButtons: View {
    @Binding var pets: [Pet]

    public init(pets: Binding<[Pet]>) { _pets = pets }

    public var body: some View {
        ViewThatFits {
            EqualWidthHStack {
                Buttons(pets: $pets)
            }
            .id("buttons-row")
            EqualWidthVStack {
                Buttons(pets: $pets)
            }
            .id("buttons-column")
        }
    }
}
