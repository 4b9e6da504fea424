import Easel
import Foundation
import Testing

// A reading list written for iOS 17 as SwiftUI code is: an edit button, list edits, a paging shelf,
// blurbs that reserve two lines, dates in the environment's locale, haptics, a dialog and a sheet with
// detents (accepted; a still draws neither), and Dynamic Type capped at xxLarge.

private struct Book: Identifiable {
    let id: String
    let blurb: String
    let added: Date
    let hue: Double
}

private struct ReadingList: View {
    @State private var books = [
        Book(id: "Middlemarch", blurb: "A provincial town, and the reform of everything in it.",
             added: Date(timeIntervalSinceReferenceDate: 86_400 * 30), hue: 0.58),
        Book(id: "Kindred", blurb: "Time travel.", added: Date(timeIntervalSinceReferenceDate: 86_400 * 45), hue: 0.02),
        Book(id: "Piranesi", blurb: "A house of endless halls, statues and tides.",
             added: Date(timeIntervalSinceReferenceDate: 86_400 * 61), hue: 0.33),
    ]
    @State private var featured: String?
    @State private var isConfirmingClear = false
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(books) { book in
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(Color(hue: book.hue, saturation: 0.5, brightness: 0.8))
                                    .frame(width: 64, height: 90)
                                    .overlay(alignment: .bottomLeading) {
                                        Text(book.id.prefix(1)).font(.title.bold()).foregroundStyle(.white).padding(6)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollPosition(id: $featured)
                    .scrollIndicators(.hidden)
                }
                Section("Reading") {
                    ForEach(books) { book in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(book.id).font(.headline)
                            Text(book.blurb).font(.subheadline).foregroundStyle(.secondary)
                                .lineLimit(2, reservesSpace: true)
                            Text("Added \(book.added, format: .dateTime.day().month(.wide))").font(.caption)
                        }
                    }
                    .onDelete { books.remove(atOffsets: $0) }
                    .onMove { books.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Reading List")
            .toolbar { EditButton() }
            .sensoryFeedback(.success, trigger: books.count)
            .confirmationDialog("Clear the list?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) { books.removeAll() }
            }
            .sheet(isPresented: $showsDetails) {
                Text("Details").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
            }
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

@Suite struct ReadingListTests {
    @MainActor @Test func readingList() {
        assertCompatible(ReadingList(), named: "light", width: 360, height: 640)
    }

    /// Above the cap, the screen draws as it does at xxLarge.
    @MainActor @Test func readingListCapsDynamicType() throws {
        func png(_ size: DynamicTypeSize) throws -> Data {
            let renderer = ImageRenderer(content: ReadingList().dynamicTypeSize(size))
            renderer.proposedSize = ProposedViewSize(width: 360, height: 640)
            renderer.scale = 1
            return try renderer.data(format: .png)
        }
        #expect(try png(.accessibility3) == png(.xxLarge))
        #expect(try png(.large) != png(.xxLarge))
    }
}
