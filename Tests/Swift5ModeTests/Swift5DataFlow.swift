import Combine
import Easel
import Testing

// Data flow as an app still in Swift 5 language mode writes it: a non-Sendable view model with a
// `@Published` property and a `Timer`-free `onReceive`, `@StateObject`, `@Observable`, `@Environment`, and
// the talk's `.rank(_:)` (TalkLayouts.swift, linked from Examples/SeedLayouts).

final class Poll: ObservableObject {
    @Published var votes: [String: Int] = ["Cat": 25, "Goldfish": 9, "Dog": 16]
    let ticks = PassthroughSubject<Int, Never>()

    func rank(of pet: String) -> Int {
        let count = votes[pet] ?? 0
        return votes.values.filter { $0 > count }.count + 1
    }
}

@Observable final class Theme {
    var accent = Color.orange
}

struct Podium: View {
    @StateObject var poll = Poll()
    @Environment(Theme.self) var theme
    @ScaledMetric var avatar: CGFloat = 40

    var body: some View {
        MyRadialLayout {
            ForEach(["Cat", "Goldfish", "Dog"], id: \.self) { pet in
                Circle()
                    .fill(theme.accent)
                    .frame(width: avatar, height: avatar)
                    .rank(poll.rank(of: pet))
                    .accessibilityLabel(pet)
                    .accessibilityValue("\(poll.votes[pet] ?? 0) votes")
                    .id(pet)
            }
        }
        .onReceive(poll.ticks) { _ in poll.votes["Dog", default: 0] += 1 }
        .onAppear { poll.votes["Goldfish"] = 30 }
    }
}

@Suite struct Swift5ModeTests {
    @Test func podiumPlacesTheLeaderOnTop() {
        let renderer = ImageRenderer(content: Podium().environment(Theme()).frame(width: 300, height: 300))
        let frames = renderer.layoutFrames()
        // onAppear gave the goldfish 30 votes: first place, the highest on the ring.
        let tops = ["Cat", "Goldfish", "Dog"].compactMap { frames[$0]?.minY }
        #expect(tops.count == 3 && tops.min() == frames["Goldfish"]?.minY)
        #expect(renderer.layoutAccessibility()["Goldfish"]?.value == "30 votes")
    }
}

/// A list screen of a Swift 5 app: edits handed to a plain array, an edit button, a clock and the locale.
struct Shelf: View {
    @State var titles = ["Middlemarch", "Kindred", "Piranesi"]
    @Environment(\.editMode) var editMode

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                Text(title).lineLimit(2, reservesSpace: true).id(title)
            }
            .onDelete { titles.remove(atOffsets: $0) }
            .onMove { titles.move(fromOffsets: $0, toOffset: $1) }
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .date).id("date")
            }
        }
        .toolbar { EditButton() }
        .environment(\.locale, Locale(identifier: "fr_FR"))
    }
}

extension Swift5ModeTests {
    @Test func shelfReservesTwoLinesAndWritesInFrench() {
        let renderer = ImageRenderer(content: Shelf().frame(width: 320, height: 480))
        let frames = renderer.layoutFrames()
        // Two lines reserved: every title row's text is as tall as two lines of body text.
        #expect(frames["Kindred"].map { $0.height > 40 } == true)
        #expect(renderer.layoutAccessibility()["date"]?.label == "1 janvier 2001")
    }
}
