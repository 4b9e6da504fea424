import Foundation
import Testing
@testable import EaselCore

/// Tables, search, focus, `Animatable`, `rotation3DEffect`, colour spaces, accessibility settings and
/// strokes after fills.
@Suite struct TableFocusAnimatableTests {
    struct Person: Identifiable { let id: Int; let name: String; let city: String }
    let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "New York")]

    /// A table at compact width is its first column as a plain list: the same frames as that list.
    @MainActor @Test func aTableIsItsFirstColumnAsAPlainList() {
        let table = Table(people) {
            TableColumn("Name") { (person: Person) in Text(person.name).id(person.name) }
            TableColumn("City", value: \.city)
        }
        let list = List(people) { person in Text(person.name).id(person.name) }.listStyle(.plain)
        let tableFrames = frames(table, width: 390, height: 600)
        #expect(tableFrames == frames(list, width: 390, height: 600))
        #expect(tableFrames["Ada"] != nil && tableFrames["Grace"]!.minY > tableFrames["Ada"]!.minY)
        let byValue = Table(people) { TableColumn("City", value: \.city) }
        #expect(displayList(byValue, width: 390) == displayList(List(people) { Text(verbatim: $0.city) }.listStyle(.plain), width: 390))
    }

    @MainActor @Test func sortOrderAndSelectionAreAccepted() {
        var order = [KeyPathComparator(\Person.name)]
        var selection: Int?
        let table = Table(people, selection: Binding(get: { selection }, set: { selection = $0 }),
                          sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Name", value: \.name).width(min: 80)
        }
        #expect(displayList(table, width: 390) == displayList(Table(people) { TableColumn("Name", value: \.name) }, width: 390))
    }

    /// The search vocabulary draws the view as it is; `isSearching` is false.
    @MainActor @Test func searchModifiersDrawTheViewAsItIs() {
        let view = Color.red.frame(width: 10, height: 10)
        var query = "", scope = 0
        let text = Binding(get: { query }, set: { query = $0 })
        let searched = view.searchable(text: text, isPresented: .constant(false), prompt: "Find")
            .searchSuggestions { Text("Suggestion").searchCompletion("Suggestion") }
            .searchScopes(Binding(get: { scope }, set: { scope = $0 })) { Text("All").tag(0) }
            .searchable(text: text, placement: .navigationBarDrawer(displayMode: .always))
        #expect(displayList(searched) == displayList(view))
        #expect(EnvironmentValues().isSearching == false)
    }

    struct NoteKey: FocusedValueKey { typealias Value = String }

    /// Focused values: the store keeps what is set; a render has no focus, so the wrappers read nil.
    @MainActor @Test func focusedValuesAreNilInARender() {
        var values = FocusedValues()
        #expect(values[NoteKey.self] == nil)
        values[NoteKey.self] = "note"
        #expect(values[NoteKey.self] == "note")
        let value = FocusedValue<String>(\FocusedValues.testNote)
        #expect(value.wrappedValue == nil)
        let view = Color.red.frame(width: 10, height: 10)
        #expect(displayList(view.focusedValue(\.testNote, "x").focusable()) == displayList(view))
    }

    struct Wedge: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)) }
    }

    @MainActor @Test func animatableDataAndVectorArithmetic() {
        var pair = AnimatablePair(2.0, CGFloat(3))
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(4.0, CGFloat(6)))
        #expect((pair - AnimatablePair(1, 1)).magnitudeSquared == 9 + 25)
        #expect(AnimatablePair<Double, Double>.zero + AnimatablePair(1, 2) == AnimatablePair(1, 2))
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        var wedge = Wedge(fraction: 0.25)
        wedge.animatableData = 0.5
        expectFrames(frames(Wedge(fraction: 0.5).frame(width: 100, height: 10).id("w")), ["w": rect(0, 0, 100, 10)])
        #expect(wedge.fraction == 0.5)
        var angle = Angle.degrees(90)
        angle.animatableData = .pi
        #expect(angle == .degrees(180))
        #expect(Angle.degrees(10) + .degrees(20) == .degrees(30) && -Angle.degrees(10) < .zero && Angle.degrees(10) * 2 == .degrees(20))
    }

    func groupTransform(_ list: DisplayList) -> CGAffineTransform? {
        guard case .group(let transform, _, _, _) = list.items.first else { return nil }
        return transform
    }

    /// About z a rotation effect; about y a horizontal scale by cos(angle), about x a vertical one; about a
    /// tilted axis the projection (Rodrigues): 180° about (1, 1, 0) swaps x and y.
    @MainActor @Test func rotation3DEffectProjections() {
        let square = Color.red.frame(width: 10, height: 10)
        #expect(displayList(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))) == displayList(square.rotationEffect(.degrees(30))))
        #expect(displayList(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: -2))) == displayList(square.rotationEffect(.degrees(-30))))
        let aboutY = groupTransform(displayList(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))))
        #expect(abs((aboutY?.a ?? 0) - 0.5) < 1e-9 && aboutY?.d == 1)
        let aboutX = groupTransform(displayList(square.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))))
        #expect(aboutX?.a == 1 && abs((aboutX?.d ?? 0) - 0.5) < 1e-9)
        let tilted = groupTransform(displayList(square.rotation3DEffect(.degrees(180), axis: (x: 1, y: 1, z: 0), anchor: .topLeading)))
        #expect(tilted.map { abs($0.a) < 1e-9 && abs($0.b - 1) < 1e-9 && abs($0.c - 1) < 1e-9 && abs($0.d) < 1e-9 } == true)
        #expect(displayList(square.rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0)).padding(1)) == displayList(square.padding(1)))
    }

    @MainActor @Test func colorSpaces() {
        let environment = EnvironmentValues()
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
        let linearGrey = Color(.sRGBLinear, white: 0.5).resolve(in: environment)
        #expect(abs(linearGrey.red - 0.735357) < 1e-5)
        let p3Grey = Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).resolve(in: environment)
        #expect(abs(p3Grey.red - 0.5) < 1e-4 && abs(p3Grey.green - 0.5) < 1e-4 && abs(p3Grey.blue - 0.5) < 1e-4)
        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5).resolve(in: environment)
        #expect(p3Red == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @MainActor @Test func accessibilitySettingsAreOff() {
        var environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion && !environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityDifferentiateWithoutColor && !environment.accessibilityInvertColors)
        environment.accessibilityReduceMotion = true
        #expect(environment.accessibilityReduceMotion)
    }

    /// iOS 17: a fill offers `stroke` and `strokeBorder`, drawn on top of the fill in its frame.
    @MainActor @Test func strokeAfterFillDrawsOnTop() {
        let list = displayList(Circle().fill(Color.red).stroke(Color.blue, lineWidth: 2).frame(width: 20, height: 20))
        let overlay = displayList(Circle().fill(Color.red).overlay(Circle().stroke(Color.blue, lineWidth: 2)).frame(width: 20, height: 20))
        #expect(list == overlay)
        let border = displayList(RoundedRectangle(cornerRadius: 4).fill(Color.red).strokeBorder(Color.blue, lineWidth: 2).frame(width: 20, height: 20))
        #expect(border == displayList(RoundedRectangle(cornerRadius: 4).fill(Color.red)
            .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.blue, lineWidth: 2)).frame(width: 20, height: 20)))
        #expect(list.items.count == 2)
        #expect(displayList(Rectangle().fill(Color.red).containerShape(Capsule()).frame(width: 5, height: 5))
            == displayList(Rectangle().fill(Color.red).frame(width: 5, height: 5)))
    }
}

extension FocusedValues {
    fileprivate var testNote: String? {
        get { self[TableFocusAnimatableTests.NoteKey.self] }
        set { self[TableFocusAnimatableTests.NoteKey.self] = newValue }
    }
}
