// Views as files written for the iOS 18 SDK write them (Swift 5 mode, `import SwiftUI` only): `View` is
// main-actor isolated, so a view's properties hold main-actor models, made in their initial values, and
// its body and helpers read them. Before `View` was `@MainActor` in Easel, this file did not compile
// ("call to main actor-isolated initializer 'init()' in a synchronous nonisolated context").
import Charts
import SwiftUI
import Testing

@MainActor private final class ImageCache: ObservableObject {
    @Published var names: [String] = ["sun.max", "cloud"]
    init() {}
}

@MainActor @Observable private final class Counter {
    var count = 3
}

private struct CacheList: View {
    @StateObject private var cache = ImageCache()
    @State private var counter = Counter()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(cache.names, id: \.self) { name in
                Text(name).id(name)
            }
            Text(summary).id("summary")
        }
    }

    /// A helper of the view reads the main-actor models too.
    private var summary: String { "\(cache.names.count) of \(counter.count)" }
}

/// Modifiers, styles and chart content are main-actor isolated too, as Apple's are.
private struct CountBadge: ViewModifier {
    @StateObject private var cache = ImageCache()
    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) { Text("\(cache.names.count)").id("badge") }
    }
}

@MainActor private func defaultTint() -> Color { .orange }

/// As GoodSwiftUI's button style writes it: a main-actor function as a default value.
private struct TintedStyle: ButtonStyle {
    var tint: Color = defaultTint()
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(tint).id("styled")
    }
}

private struct CachedBars: ChartContent {
    let cache: ImageCache
    var body: some ChartContent {
        ForEach(cache.names, id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Count", name.count))
        }
    }
}

/// Public code declares this conformance itself: Apple's Charts does not make `CGFloat` plottable (else
/// this would be a redundant conformance).
extension CGFloat: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

/// A shape of your own keeps a nonisolated `animatableData`, as Apple's `Shape` requires.
private struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
}

@Suite struct MainActorViewTests {
    @MainActor @Test func aViewMakesAndReadsMainActorModels() {
        let frames = ImageRenderer(content: CacheList()).layoutFrames()
        #expect(frames["sun.max"] != nil && frames["cloud"] != nil)
        #expect(frames["summary"] != nil)
    }

    @MainActor @Test func modifiersStylesAndChartContentReadMainActorModels() {
        let view = VStack {
            Text("Photos").modifier(CountBadge())
            Button("Share") {}.buttonStyle(TintedStyle())
            Chart { CachedBars(cache: ImageCache()) }.frame(width: 200, height: 100).id("chart")
        }
        let renderer = ImageRenderer(content: view)
        let frames = renderer.layoutFrames()
        #expect(frames["badge"] != nil && frames["styled"] != nil)
        #expect(renderer.layoutAccessibility()["chart"]?.elements.count == 2)
    }

    @Test func aShapeIsDrawnAnywhere() {
        #expect(Wedge(fraction: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 4)).boundingRect.width == 5)
    }

    @MainActor @Test func cgFloatsPlotThroughTheUsersConformance() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Hours", CGFloat(4)))
            BarMark(x: .value("Day", "Tue"), y: .value("Hours", CGFloat(6)))
        }
        let renderer = ImageRenderer(content: chart.frame(width: 200, height: 100).id("chart"))
        #expect(renderer.layoutAccessibility()["chart"]?.elements.count == 2)
    }
}

@Suite struct DateComponentsFormatterTests {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [],
                           zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    /// Apple's examples for `ZeroFormattingBehavior.default`: one hour and 10 seconds is "1:00:10"
    /// positionally and "1h 10s" abbreviated.
    @Test func theDefaultZeroBehaviourIsApples() {
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 3610) == "1:00:10")
        #expect(formatter(.abbreviated, [.day, .hour, .minute, .second]).string(from: 3610) == "1h 10s")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 65) == "1:05")
    }

    @Test func eachStyleWritesItsUnits() {
        let interval: TimeInterval = 2 * 3600 + 60
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: interval) == "2h 1m")
        #expect(formatter(.brief, [.hour, .minute]).string(from: interval) == "2hr 1min")
        #expect(formatter(.short, [.hour, .minute]).string(from: interval) == "2 hr, 1 min")
        #expect(formatter(.full, [.hour, .minute]).string(from: interval) == "2 hours, 1 minute")
        #expect(formatter(.spellOut, [.hour, .minute]).string(from: interval) == "two hours, one minute")
        #expect(formatter(.full, [.day]).string(from: 3 * 86_400) == "3 days")
    }

    /// As a time sheet writes hours: padded zeros stay, and units not allowed fold into larger counts.
    @Test func paddingKeepsZerosAndUnitsFoldIntoTheAllowedOnes() {
        #expect(formatter(.abbreviated, [.hour, .minute], zeros: .pad).string(from: 8 * 3600) == "8h 0m")
        #expect(formatter(.abbreviated, [.hour]).string(from: 2 * 86_400) == "48h")
        #expect(formatter(.abbreviated, [.minute]).string(from: 0) == "0m")
        #expect(formatter(.positional, [.hour, .minute, .second], zeros: .pad).string(from: 65) == "00:01:05")
    }

    @Test func aNonFiniteIntervalIsNil() {
        #expect(formatter(.abbreviated).string(from: .nan) == nil)
        #expect(formatter(.abbreviated).string(from: .infinity) == nil)
    }
}

/// `.localizedStandard`, as mont-blanc sorts a chart's categories: numbers by value, case ignored.
@Suite struct LocalizedStandardOrderTests {
    @Test func stringsSortInTheFindersOrder() {
        var names = ["Week 10", "week 2", "Week 1"]
        names.sort(using: .localizedStandard)
        #expect(names == ["Week 1", "week 2", "Week 10"])
        #expect(["b", "A"].sorted(using: KeyPathComparator(\String.self, comparator: .localizedStandard)) == ["A", "b"])
        #expect(["a2", "a10"].sorted(using: LocalizedStandardComparator(order: .reverse)) == ["a10", "a2"])
    }
}
