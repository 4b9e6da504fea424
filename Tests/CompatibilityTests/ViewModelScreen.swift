import Combine
import Easel
import Testing

// A counter screen as Combine-era tutorials write it: an `ObservableObject` view model with `@Published`
// properties (`import Combine`), owned with `@StateObject`, handed to a child with `@ObservedObject` and to a
// grandchild with `.environmentObject`/`@EnvironmentObject`. Compiled against `import Easel` exactly as
// against `import SwiftUI`.

private final class ScoreModel: ObservableObject {
    @Published var home = 2
    @Published var away = 1
    @Published var isFinal = false
    var cancellables = Set<AnyCancellable>()

    var summary: String { isFinal ? "Final" : "Live" }
}

private struct ScoreBadge: View {
    @EnvironmentObject var model: ScoreModel

    var body: some View {
        Text(model.summary)
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(model.isFinal ? Color.gray : Color.red))
            .id("badge")
    }
}

private struct ScoreLine: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        HStack(spacing: 24) {
            Text("\(model.home)").font(.largeTitle).monospacedDigit().id("home")
            Text("–").font(.largeTitle).foregroundStyle(.secondary)
            Text("\(model.away)").font(.largeTitle).monospacedDigit().id("away")
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(model.home) to \(model.away)")
        .id("score")
    }
}

private struct ScoreScreen: View {
    @StateObject private var model = ScoreModel()

    var body: some View {
        VStack(spacing: 12) {
            ScoreBadge()
            ScoreLine(model: model)
            Button("Final whistle") { model.isFinal = true }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .environmentObject(model)
        .onReceive(model.$home) { _ in }
        .onAppear { model.isFinal = true }
    }
}

@Suite struct ViewModelScreenTests {
    @MainActor @Test func stateObjectIsMadeOnceAndOnAppearShows() {
        let renderer = ImageRenderer(content: ScoreScreen())
        let accessibility = renderer.layoutAccessibility()
        #expect(accessibility["badge"]?.label == "Final")
        #expect(accessibility["score"]?.label == "2, –, 1")
        #expect(accessibility["score"]?.value == "2 to 1")
        #expect(accessibility["home"]?.isHidden == true)
    }

    @MainActor @Test func observedObjectProjectsBindings() {
        let model = ScoreModel()
        let line = ScoreLine(model: model)
        line.$model.home.wrappedValue = 5
        #expect(model.home == 5)
    }

    @MainActor @Test func published() {
        let model = ScoreModel()
        var changes = 0
        model.objectWillChange.sink { changes += 1 }.store(in: &model.cancellables)
        model.away = 3
        #expect(changes == 1)
    }

    @MainActor @Test func scoreScreen() {
        assertCompatible(ScoreScreen(), named: "light", width: 320)
    }
}
