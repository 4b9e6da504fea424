import SwiftUI
import Testing

// Tables, search, focus and the animation and drawing vocabulary of iOS 15–17, as developers write it,
// compiled unchanged against Easel's `SwiftUI` module.

private struct Person: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var email: String
    var age: Int
}

private struct PeopleTable: View {
    @State private var people = [Person(name: "Ada", email: "ada@example.com", age: 36),
                                 Person(name: "Grace", email: "grace@example.com", age: 45)]
    @State private var selection: Person.ID?
    @State private var selected = Set<Person.ID>()
    @State private var sortOrder = [KeyPathComparator(\Person.name)]
    @State private var query = ""
    @State private var scope = "All"
    @State private var isSearchPresented = false
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors

    var body: some View {
        NavigationStack {
            VStack {
                Table(people) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Email", value: \.email).width(min: 120)
                    TableColumn("Age") { person in Text("\(person.age)") }
                }
                Table(people, selection: $selection) {
                    TableColumn("Name", value: \.name)
                }
                Table(people, selection: $selected, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                }
                .onChange(of: sortOrder) { _, order in people.sort(using: order) }
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search people")
            .searchable(text: $query, isPresented: $isSearchPresented, prompt: Text("Find"))
            .searchSuggestions {
                ForEach(people) { person in Text(person.name).searchCompletion(person.name) }
            }
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Adults").tag("Adults")
            }
            .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag("All") }
            .animation(reduceMotion ? nil : .default, value: query)
            .opacity(reduceTransparency || differentiateWithoutColor || invertColors || isSearching ? 1 : 1)
            .navigationTitle("People")
        }
    }
}

private struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }
private struct TitleKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var note: Binding<String>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
    fileprivate var title: String? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

private enum Field: Hashable { case name, email }

private struct NoteEditor: View {
    @State private var text = "Hello"
    @FocusState private var isFocused: Bool
    @FocusState private var field: Field?
    @FocusedValue(\.title) private var focusedTitle
    @FocusedBinding(\.note) private var focusedNote

    var body: some View {
        Form {
            TextField("Name", text: $text).focused($field, equals: .name)
            TextField("Note", text: $text).focused($isFocused)
                .focusedValue(\.note, $text)
                .focusedSceneValue(\.title, "Note")
                .focusable()
            Text(focusedTitle ?? focusedNote ?? "Nothing focused")
        }
    }
}

private struct Ring: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
}

private struct CountingModifier: AnimatableModifier {
    var value: Double
    var animatableData: AnimatablePair<Double, EmptyAnimatableData> {
        get { AnimatablePair(value, EmptyAnimatableData()) }
        set { value = newValue.first }
    }
    func body(content: Content) -> some View { content.overlay(Text("\(Int(value))")) }
}

private struct CardFlip: View {
    @State private var flipped = false
    let tilt = Angle.degrees(10) + .degrees(5) * 2 - -Angle.degrees(0)

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(.displayP3, red: 1, green: 0.2, blue: 0.3, opacity: 1))
                .stroke(Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2), lineWidth: 1)
                .frame(width: 120, height: 80)
                .rotation3DEffect(flipped ? .degrees(180) : .zero, axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 0.5)
                .rotation3DEffect(tilt, axis: (x: 1, y: 0, z: 0))
            Circle()
                .fill(Color(.sRGBLinear, white: 0.5))
                .strokeBorder(Color.blue, lineWidth: 2)
                .frame(width: 40, height: 40)
                .containerShape(RoundedRectangle(cornerRadius: 20))
            Ring(progress: 0.7).stroke(Color.green, lineWidth: 4).frame(width: 40, height: 40)
            Rectangle().scale(0.5, anchor: .topLeading).frame(width: 20, height: 20)
            Text("Counting").modifier(CountingModifier(value: 3))
            if tilt > .degrees(10) && tilt >= .zero && tilt != .degrees(90) {
                Text("Tilted")
            }
        }
    }
}

@Suite struct TableSearchFocusCompatibility {
    @MainActor @Test func theScreensRender() throws {
        for view in [AnyView(PeopleTable()), AnyView(NoteEditor()), AnyView(CardFlip())] {
            let renderer = ImageRenderer(content: view.frame(width: 393, height: 852))
            #expect(try renderer.pngData().count > 0)
        }
    }

    /// A compact table is its first column as a plain list: one row a person, in the data's order.
    @MainActor @Test func aTableIsItsFirstColumnAsAList() {
        let people = [Person(name: "Ada", email: "a", age: 1), Person(name: "Grace", email: "g", age: 2)]
        let table = Table(people) {
            TableColumn("Name") { person in Text(person.name).id(person.name) }
            TableColumn("Email", value: \.email)
        }
        let frames = ImageRenderer(content: table.frame(width: 393, height: 300)).layoutFrames()
        #expect(frames["Ada"] != nil && frames["Grace"] != nil)
        #expect(frames["Ada"]!.minY < frames["Grace"]!.minY)
    }
}
