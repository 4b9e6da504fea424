import SwiftUI
import Combine

final class PetStore: ObservableObject {
    @Published var pets = ["Whiskers", "Goldie", "Rex"]
}

struct ContentView: View {
    @StateObject private var store = PetStore()

    var body: some View {
        NavigationStack {
            List(store.pets, id: \.self) { pet in
                Label(pet, systemImage: "heart.fill")
            }
            .navigationTitle("Pets")
        }
        .id("content")
    }
}

#Preview {
    ContentView()
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Text("New")
        .font(.caption.bold())
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(.blue))
        .foregroundStyle(.white)
        .id("badge")
}
