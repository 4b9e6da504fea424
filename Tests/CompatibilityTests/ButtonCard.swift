import Easel
import Foundation
import Testing

// A card with the button styles an app uses: a prominent call to action, bordered and borderless
// buttons, a menu, a share link, a destructive button and a disabled one, written as SwiftUI code is.

private struct TripCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Lisbon, 3 nights", systemImage: "airplane")
                .font(.headline)
            Text("Check in from 15:00. Breakfast is included.")
                .foregroundStyle(.secondary)
            Button {
            } label: {
                Text("Book Now").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            HStack {
                Button("Details") {}
                    .buttonStyle(.bordered)
                Menu("Options") {
                    Button("Rename") {}
                    Button("Duplicate") {}
                }
                .buttonStyle(.bordered)
                Spacer()
                ShareLink(item: URL(string: "https://example.com/trip")!)
            }
            HStack {
                Button("Cancel Trip", role: .destructive) {}
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                Button("Pay Later") {}
                    .buttonStyle(.borderedProminent)
                    .disabled(true)
                Spacer()
                Button("Star", systemImage: "star") {}
                    .labelStyle(.iconOnly)
                    .tint(.orange)
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

private struct FilterBar: View {
    @State private var showsFavourites = true
    @State private var showsArchived = false

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Toggle(isOn: $showsFavourites) {
                    Label("Favourites", systemImage: "star")
                }
                Toggle("Archived", isOn: $showsArchived)
            }
            .toggleStyle(.button)
            Toggle("Show Hidden Files", isOn: $showsArchived)
            Toggle("Wi-Fi", isOn: $showsFavourites)
            ControlGroup {
                Button("Day") {}
                Button("Week") {}
                Button("Month") {}
            }
            DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                Text("Cache size: 12 MB")
            }
            DisclosureGroup("About") {
                Text("Version 2.1")
            }
        }
        .padding()
    }
}

private struct EmptySearch: View {
    var body: some View {
        VStack {
            ContentUnavailableView.search(text: "Lisb")
            Divider()
            ContentUnavailableView("No Trips", systemImage: "airplane",
                                   description: Text("Trips you book will appear here."))
        }
    }
}

@Suite struct ButtonCardTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func tripCard(_ scheme: ColorScheme) {
        assertCompatible(TripCard(), named: "\(scheme)", width: 360, colorScheme: scheme)
    }

    @MainActor @Test func filterBar() {
        assertCompatible(FilterBar(), named: "light", width: 360)
    }

    @MainActor @Test func emptySearch() {
        assertCompatible(EmptySearch(), named: "light", width: 320, height: 560)
    }
}
