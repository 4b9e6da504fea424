// API that real SwiftUI files use and that a survey of 379 of them found missing, written as those files
// write it (Swift 5 mode, `import SwiftUI` only): `@Entry`, `#colorLiteral`, Combine's Foundation and
// Dispatch schedulers, asset colours by name, iOS 17's phase and keyframe animators and symbol effects,
// placeholders, and the older size category.
import SwiftUI
import Testing

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var highlight: Color?
    @Entry var greeting = "Hello"
}

extension FocusedValues {
    @Entry var selectedTitle: String?
}

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var debounced = ""
    private var cancellables = Set<AnyCancellable>()
    let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.debounced = $0 }
            .store(in: &cancellables)
        // RunLoop is a scheduler too (it delivers only where the main run loop runs, as in an app).
        $query.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { _ in }.store(in: &cancellables)
    }
}

struct Card: View {
    @Environment(\.cardCornerRadius) private var radius
    @Environment(\.greeting) private var greeting
    @Environment(\.sizeCategory) private var sizeCategory
    @StateObject private var search = SearchModel()
    let coral = Color(#colorLiteral(red: 1, green: 0.4941176471, blue: 0.4745098039, alpha: 1))

    var body: some View {
        VStack {
            Text(greeting)
                .id("greeting")
            Image(systemName: "bell")
                .symbolEffect(.bounce.up.byLayer, options: .repeat(3), value: search.query)
                .symbolEffect(.pulse, isActive: true)
                .contentTransition(.symbolEffect(.replace))
            Text(sizeCategory.isAccessibilityCategory ? "Large" : "Regular")
                .redacted(reason: .placeholder)
            RoundedRectangle(cornerRadius: radius)
                .fill(coral)
                .frame(width: radius * 10, height: 20)
                .scaleEffect(y: 0.5, anchor: .bottom)
                .id("card")
            Color("Brand", bundle: nil)
                .frame(width: 10, height: 10)
        }
        .onReceive(search.clock) { _ in
            withAnimation(.smooth(duration: 0.3)) {
                search.query = "tick"
            } completion: {
                search.query = ""
            }
        }
    }
}

struct Bouncing: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .keyframeAnimator(initialValue: 1.0) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                CubicKeyframe(1.2, duration: 0.2)
                SpringKeyframe(1, duration: 0.4, spring: .bouncy)
            }
            .phaseAnimator([false, true]) { content, raised in
                content.offset(y: raised ? -10 : 0)
            } animation: { _ in .bouncy(duration: 0.5, extraBounce: 0.2) }
    }
}

/// An iOS 17 custom style, as Apple's Backyard Birds writes one: it resolves to another style.
struct SchemeInk: ShapeStyle {
    var opacity: Double
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        (environment.colorScheme == .dark ? Color.white : Color.black).opacity(opacity).blendMode(.plusDarker)
    }
}

struct Callout: View {
    var body: some View {
        Text("Loved it!")
            .foregroundStyle(SchemeInk(opacity: 0.5))
            .background(.fill.secondary)
            .transition(.scale(0.5).combined(with: .opacity))
    }
}

@Suite struct RealFileVocabularyTests {
    @Test func aCustomStyleIsPaintedAsTheStyleItResolvesTo() {
        var environment = EnvironmentValues()
        #expect(SchemeInk(opacity: 0.5).resolveColor(in: environment) == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        environment.colorScheme = .dark
        #expect(SchemeInk(opacity: 0.5).resolveColor(in: environment) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(FillShapeStyle().secondary.resolveColor(in: environment) == Color(.secondarySystemFill).resolve(in: environment))
        #expect(ImageRenderer(content: Callout()).layoutFrames().isEmpty)
    }

    @Test func entriesHaveTheirDefaultsAndTakeTheValuesSet() {
        let frames = ImageRenderer(content: Card().environment(\.cardCornerRadius, 4).frame(width: 300)).layoutFrames()
        #expect(frames["card"]?.width == 40)
        #expect(EnvironmentValues().cardCornerRadius == 12 && EnvironmentValues().highlight == nil)
        #expect(EnvironmentValues().greeting == "Hello")
        #expect(FocusedValues().selectedTitle == nil)
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
    }

    @MainActor @Test func combineDebouncesOnTheMainQueue() async throws {
        let model = SearchModel()
        model.query = "swift"
        for _ in 0..<40 where model.debounced != "swift" {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(model.debounced == "swift")
    }

    @Test func keyframesAndPhasesCompileAndDraw() throws {
        #expect(try ImageRenderer(content: Bouncing()).pngData().count > 0)
    }
}
