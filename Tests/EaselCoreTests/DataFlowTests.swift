import Foundation
import Testing
@testable import EaselCore
import OpenCombine

/// Data flow in a render: `onAppear` before the picture, scaled metrics, size classes, bindings, storage.
@Suite struct DataFlowTests {
    /// A view whose `onAppear` sets its own state and counts how often it ran.
    private struct Loader: View {
        @State private var items: [String] = []
        let runs: Counter

        var body: some View {
            VStack {
                ForEach(items, id: \.self) { Color.red.frame(width: 10, height: 10).id($0) }
            }
            .onAppear {
                runs.count += 1
                items = ["a", "b"]
            }
        }
    }

    private final class Counter { var count = 0 }

    @MainActor @Test func onAppearRunsOnceBeforeTheRenderAndItsStateShows() {
        let runs = Counter()
        let frames = frames(Loader(runs: runs))
        expectFrames(frames, ["a": rect(0, 0, 10, 10), "b": rect(0, 18, 10, 10)])
        #expect(runs.count == 1)
    }

    /// A parent with an `onAppear` of its own: its body is resolved twice, and the child, made anew the
    /// second time, runs its own `onAppear` on the instance that is drawn.
    private struct Parent: View {
        @State private var title = "before"
        let runs: Counter
        var body: some View {
            VStack {
                Text(title).id("title")
                Loader(runs: runs)
            }
            .onAppear { title = "after" }
        }
    }

    @MainActor @Test func nestedOnAppearsEachShow() {
        let runs = Counter()
        let layout = ViewLayout(content: Parent(runs: runs))
        #expect(layout.frames["a"] != nil && layout.frames["b"] != nil)
        #expect(layout.accessibility["title"]?.label == "after")
    }

    @MainActor @Test func taskAndOnChangeDoNotRun() {
        let runs = Counter()
        _ = frames(Color.red.task { runs.count += 1 }.onChange(of: 1) { _, _ in runs.count += 1 }
            .onChange(of: 1) { runs.count += 1 })
        #expect(runs.count == 0)
        _ = frames(Color.red.onChange(of: 1, initial: true) { old, new in runs.count += old + new })
        #expect(runs.count == 2)
    }

    private struct Metric: View {
        @ScaledMetric(relativeTo: .caption) var side = 12
        var body: some View { Color.red.frame(width: side, height: side).id("metric") }
    }

    /// Caption: 12 pt at large, 18 at xxxLarge, 43 at accessibility5.
    @MainActor @Test(arguments: [(DynamicTypeSize.large, 12.0), (.xxxLarge, 18.0), (.accessibility5, 43.0)])
    func scaledMetricFollowsItsTextStyle(size: DynamicTypeSize, side: Double) {
        expectFrames(frames(Metric()) { $0.dynamicTypeSize = size }, ["metric": rect(0, 0, side, side)])
    }

    private struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        var body: some View {
            Text("\(horizontal == .compact ? "compact" : "regular") \(vertical == .compact ? "compact" : "regular")").id("probe")
        }
    }

    @MainActor @Test(arguments: [(CGFloat(390), CGFloat(844), "compact regular"), (743, 1000, "compact regular"),
                      (744, 1133, "regular regular"), (844, 390, "regular compact"), (390, 499, "compact compact")])
    func sizeClassesFollowTheProposal(width: CGFloat, height: CGFloat, expected: String) {
        let layout = ViewLayout(content: SizeClassProbe(), proposal: ProposedViewSize(width: width, height: height))
        #expect(layout.accessibility["probe"]?.label == expected)
    }

    @MainActor @Test func sizeClassSetInTheEnvironmentWins() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let layout = ViewLayout(content: SizeClassProbe(), proposal: ProposedViewSize(width: 320, height: 600),
                                environment: environment)
        #expect(layout.accessibility["probe"]?.label == "regular regular")
    }

    @MainActor @Test func bindingConversions() {
        var stored: Int? = 3
        let optional = Binding(get: { stored }, set: { stored = $0 })
        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 4
        #expect(stored == 4)
        stored = nil
        #expect(Binding(optional) == nil)

        var plain = 1
        let lifted = Binding<Int?>(Binding(get: { plain }, set: { plain = $0 }))
        lifted.wrappedValue = nil
        #expect(plain == 1)
        lifted.wrappedValue = 2
        #expect(plain == 2)
        let hashable = Binding<AnyHashable>(Binding(get: { plain }, set: { plain = $0 }))
        hashable.wrappedValue = AnyHashable("not an Int")
        #expect(plain == 2)
        hashable.wrappedValue = AnyHashable(5)
        #expect(plain == 5)
    }

    @MainActor @Test func appStorageShowsTheDefaultWithoutAStoreAndWritesToItsStore() throws {
        let store = try #require(UserDefaults(suiteName: "EaselDataFlowTests"))
        defer { store.removeObject(forKey: "count") }
        let unstored = AppStorage(wrappedValue: 7, "count")
        #expect(unstored.wrappedValue == 7)
        let stored = AppStorage(wrappedValue: 7, "count", store: store)
        stored.wrappedValue = 9
        #expect(store.integer(forKey: "count") == 9)
        #expect(AppStorage(wrappedValue: 7, "count", store: store).wrappedValue == 9)
        #expect(AppStorage<String?>("missing", store: store).wrappedValue == nil)
    }

    @MainActor @Test func stateObjectMakesItsObjectOnce() {
        final class Model: ObservableObject {}
        let made = Counter()
        let object = StateObject(wrappedValue: { made.count += 1; return Model() }())
        #expect(made.count == 0)
        #expect(object.wrappedValue === object.wrappedValue)
        #expect(made.count == 1)
    }
}
