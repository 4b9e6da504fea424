import Easel
import Testing

// A reading list as Apple's Observation tutorials write it: an `@Observable` model handed down through the
// environment (`.environment(library)`, `@Environment(Library.self)`), `@Bindable` for bindings, `@State` set
// in `init`, and a model filled in `onAppear`. Compiled against `import Easel` exactly as against
// `import SwiftUI`.

@Observable
private final class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable: Bool

    init(id: Int, title: String, isAvailable: Bool = true) {
        (self.id, self.title, self.isAvailable) = (id, title, isAvailable)
    }
}

@Observable
private final class Library {
    var books: [Book] = []

    func load() {
        books = [Book(id: 1, title: "The Swift Programming Language"), Book(id: 2, title: "Layout by Example", isAvailable: false),
                 Book(id: 3, title: "Pixels and Points")]
    }
}

private struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
            Circle()
                .fill(book.isAvailable ? Color.green : Color.red)
                .frame(width: 10, height: 10)
                .accessibilityLabel(book.isAvailable ? "Available" : "Checked out")
                .id("status-\(book.id)")
        }
        .padding(.vertical, 6)
    }
}

private struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var heading: String

    init(heading: String) {
        _heading = State(initialValue: heading)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(heading)
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
                .id("heading")
            ForEach(library.books) { book in
                BookRow(book: book)
                Divider()
            }
        }
        .padding()
        .onAppear { library.load() }
    }
}

@Suite struct ObservableLibraryScreenTests {
    @MainActor private func screen() -> some View {
        LibraryView(heading: "Reading list").environment(Library())
    }

    @MainActor @Test func onAppearFillsTheModelBeforeTheRender() {
        let renderer = ImageRenderer(content: screen())
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        let frames = renderer.layoutFrames()
        #expect(frames["status-1"] != nil && frames["status-3"] != nil)
        let accessibility = renderer.layoutAccessibility()
        #expect(accessibility["heading"]?.label == "Reading list")
        #expect(accessibility["heading"]?.traits == .isHeader)
        #expect(accessibility["status-2"]?.label == "Checked out")
    }

    @MainActor @Test func bindableWritesThroughToTheModel() {
        let book = Book(id: 9, title: "Draft")
        let row = BookRow(book: book)
        row.$book.title.wrappedValue = "Final"
        #expect(book.title == "Final")
    }

    @MainActor @Test func library() {
        assertCompatible(screen(), named: "light", width: 320)
    }
}
