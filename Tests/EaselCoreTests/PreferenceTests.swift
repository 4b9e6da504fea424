import Foundation
import Testing
@testable import EaselCore

/// Names, in view order: a key whose `reduce` appends, to show the order values are combined in.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The first anchor set: an optional value, whose default (nil) comes from `ExpressibleByNilLiteral`.
private struct HighlightKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A width, the widest wins.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Anchors by tab index.
private struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// What `onPreferenceChange` reported, and how often.
private final class Reports<Value> {
    var values: [Value] = []
}

/// Lays `view` out with the fixed-advance text measurer (`frames`), for the actions it runs.
private func layOut<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> [String: CGRect] {
    frames(view, width: width, height: height)
}

/// Draws a rectangle exactly over the bounds `anchor` names, in a `GeometryReader` (`proxy[anchor]`).
private struct Highlight: View {
    let anchor: Anchor<CGRect>?

    var body: some View {
        GeometryReader { proxy in
            if let anchor {
                let bounds = proxy[anchor]
                Rectangle().stroke(Color.red).id("highlight")
                    .frame(width: bounds.width, height: bounds.height)
                    .offset(x: bounds.minX, y: bounds.minY)
            }
        }
    }
}

@Suite struct PreferenceTests {
    @MainActor @Test func siblingsReduceInViewOrder() {
        // Values from a stack's children, a nested stack's and a view that sets none, in view order.
        let reports = Reports<[String]>()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["b"])
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["c"])
            }
            Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["d"])
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        _ = layOut(view)
        #expect(reports.values == [["a", "b", "c", "d"]])
    }

    @MainActor @Test func aPreferenceReplacesTheValueOfTheViewItModifies() {
        // SwiftUI's writer: the stack's ["a", "b"] is replaced by ["stack"], which is then reduced with its
        // sibling's ["c"].
        let reports = Reports<[String]>()
        let view = VStack {
            VStack {
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["b"])
            }
            .preference(key: NamesKey.self, value: ["stack"])
            Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["c"])
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        _ = layOut(view)
        #expect(reports.values == [["stack", "c"]])
    }

    @MainActor @Test func transformPreferenceEditsTheValueCollectedBelow() {
        let reports = Reports<[String]>()
        let view = VStack {
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["b"])
            }
            .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } + ["t"] }
            // Over a view that sets nothing, the transform starts from the default value.
            Color.red.frame(width: 10, height: 10).transformPreference(NamesKey.self) { $0.append("empty") }
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        _ = layOut(view)
        #expect(reports.values == [["A", "B", "t", "empty"]])
    }

    @MainActor @Test func onPreferenceChangeReceivesTheFinalValueOnce() {
        // The classic size reader: a GeometryReader in a background, made during layout, reports the text's
        // width (8 characters × 8.5 = 68) and the padded width (68 + 2 × 16 = 100); the widest wins.
        let reports = Reports<CGFloat>()
        let view = Text("Goldfish")
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            .padding()
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(WidthKey.self) { reports.values.append($0) }
        _ = layOut(view)
        #expect(reports.values == [100])
    }

    @MainActor @Test func aKeyNoViewSetsHasItsDefaultValue() {
        // An optional key's default is nil; a key of its own default, its default.
        let anchors = Reports<Anchor<CGRect>?>()
        let widths = Reports<CGFloat>()
        let view = Color.red.frame(width: 10, height: 10)
            .onPreferenceChange(HighlightKey.self) { anchors.values.append($0) }
            .onPreferenceChange(WidthKey.self) { widths.values.append($0) }
        _ = layOut(view)
        #expect(anchors.values.count == 1)
        #expect(anchors.values.first.map { $0 == nil } == true)
        #expect(widths.values == [0])
        #expect(HighlightKey.defaultValue == nil)
    }

    @MainActor @Test func anAnchorPreferenceReadByAnOverlayDrawsOverTheChild() {
        // The stack: red 40 × 20 centred (x 10), then 10 points, then blue 60 × 30; padded by 5 and by 20.
        // The blue view is at (25, 55) in the picture; the overlay's reader at (20, 20) resolves its anchor
        // to (5, 35) and draws the highlight there, back at (25, 55).
        let view = VStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30).id("blue")
                .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(HighlightKey.self) { Highlight(anchor: $0) }
        .padding(20)
        let laidOut = layOut(view)
        expectFrames(laidOut, ["blue": rect(25, 55, 60, 30), "highlight": rect(25, 55, 60, 30)])
    }

    @MainActor @Test func anOverlayWithNoValueDrawsNothing() {
        let view = Color.red.frame(width: 40, height: 20)
            .overlayPreferenceValue(HighlightKey.self) { Highlight(anchor: $0) }
        #expect(layOut(view)["highlight"] == nil)
    }

    @MainActor @Test func anchorSourcesResolveInTheReadersCoordinates() {
        // A 60 × 30 view at (25, 55); the reader is the padded stack at (20, 20).
        let points = Reports<[CGPoint]>()
        let rects = Reports<[CGRect]>()
        struct PointsKey: PreferenceKey {
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
        }
        struct RectKey: PreferenceKey {
            static let defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        let view = VStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30)
                .anchorPreference(key: PointsKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .center, .bottomTrailing, .point(CGPoint(x: 1, y: 2))])) { $0 }
                .anchorPreference(key: RectKey.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 10))) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(PointsKey.self) { anchor in
            GeometryReader { proxy in
                let _ = points.values.append(anchor.map { proxy[$0] } ?? [])
                Color.clear
            }
        }
        .overlayPreferenceValue(RectKey.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                let _ = rects.values.append(anchor.map { [proxy[$0]] } ?? [])
                Color.clear
            }
        }
        .padding(20)
        _ = layOut(view)
        #expect(points.values == [[CGPoint(x: 5, y: 35), CGPoint(x: 35, y: 50), CGPoint(x: 65, y: 65), CGPoint(x: 6, y: 37)]])
        #expect(rects.values == [[rect(10, 40, 10, 10)]])
    }

    @MainActor @Test func backgroundPreferenceValueDrawsBehindTheView() {
        // The widest label, "Mackerel", is 8 characters × 8.5 = 68 wide; the bar behind the stack takes that
        // width at its top-leading corner, and is the first thing drawn.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Cod").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
            Text("Mackerel").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
        }
        .frame(width: 200, alignment: .leading)
        .backgroundPreferenceValue(WidthKey.self, alignment: .topLeading) { width in
            Color.yellow.frame(width: width, height: 4).id("bar")
        }
        let layout = ViewLayout(content: view, environment: testEnvironment())
        expectFrames(layout.frames, ["bar": rect(0, 0, 68, 4)])
        guard case .fill(let path, _, _)? = layout.displayList.items.first else {
            Issue.record("expected the bar's fill first, got \(String(describing: layout.displayList.items.first))")
            return
        }
        #expect(path.boundingRect == rect(0, 0, 68, 4))
    }

    @MainActor @Test func valuesPassThroughContainers() {
        // Through a navigation stack, a scroll view, a lazy stack and a list's rows: the overlay on the
        // navigation stack highlights exactly the frame of the view deep inside.
        let reports = Reports<[String]>()
        let view = NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(0..<3) { index in
                        Text("Row \(index)").padding(8).id("row\(index)")
                            .preference(key: NamesKey.self, value: ["row \(index)"])
                            .anchorPreference(key: HighlightKey.self, value: .bounds) { index == 1 ? $0 : nil }
                    }
                }
            }
            .navigationTitle("Fish")
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        .overlayPreferenceValue(HighlightKey.self) { Highlight(anchor: $0) }
        let laidOut = layOut(view, width: 320, height: 480)
        #expect(reports.values == [["row 0", "row 1", "row 2"]])
        let row = laidOut["row1"]
        #expect(row != nil)
        if let row { expectFrames(laidOut, ["highlight": row]) }

        let list = Reports<[String]>()
        _ = layOut(List {
            Text("Cod").preference(key: NamesKey.self, value: ["cod"])
            Section("More") {
                Text("Hake").preference(key: NamesKey.self, value: ["hake"])
            }
        }
        .onPreferenceChange(NamesKey.self) { list.values.append($0) }, width: 320, height: 480)
        #expect(list.values == [["cod", "hake"]])
    }

    @MainActor @Test func transformAnchorPreferenceCollectsATabBar() {
        // Three 60 × 30 tabs 10 apart; the underline of the selected one (index 2) sits under it:
        // x = 2 × 70 = 140, y = 30 − 2 = 28, 60 × 2.
        expectFrames(layOut(tabBar), ["tab2": rect(140, 0, 60, 30), "underline": rect(140, 28, 60, 2)])
        // Right to left the tabs run from the right, and the underline follows its tab: the proxy gives the
        // anchor from the reader's top-right corner (140), which the mirrored offset takes back to x 0.
        let mirrored = frames(tabBar) { $0.layoutDirection = .rightToLeft }
        expectFrames(mirrored, ["tab2": rect(0, 0, 60, 30), "underline": rect(0, 28, 60, 2)])
    }

    @MainActor @Test func unitPointAnchorsFollowTheLayoutDirection() {
        // `.leading` is the left edge's middle left to right, the right edge's right to left (`UnitPoint`);
        // either way, in the reader's own coordinates, the leading edge is at x 0.
        struct PointKey: PreferenceKey {
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }
        let view = Color.blue.frame(width: 60, height: 30)
            .anchorPreference(key: PointKey.self, value: .leading) { $0 }
            .padding(10)
            .overlayPreferenceValue(PointKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let point = proxy[anchor]
                        Color.red.frame(width: 2, height: 2).id("dot").offset(x: point.x, y: point.y - 1)
                    }
                }
            }
        expectFrames(frames(view), ["dot": rect(10, 24, 2, 2)])
        expectFrames(frames(view) { $0.layoutDirection = .rightToLeft }, ["dot": rect(68, 24, 2, 2)])
    }

    private var tabBar: some View {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in
                Color.gray.frame(width: 60, height: 30).id("tab\(index)")
                    .transformAnchorPreference(key: TabBoundsKey.self, value: .bounds) { $0[index] = $1 }
            }
        }
        .overlayPreferenceValue(TabBoundsKey.self) { tabs in
            GeometryReader { proxy in
                if let selected = tabs[2] {
                    let bounds = proxy[selected]
                    Rectangle().id("underline")
                        .frame(width: bounds.width, height: 2)
                        .offset(x: bounds.minX, y: bounds.maxY - 2)
                }
            }
        }
    }

    @MainActor @Test func readingAValueDoesNotStopIt() {
        // The overlay reads the stack's value; the value still reaches the action outside, with the
        // overlay's own value after it.
        let reports = Reports<[String]>()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
        }
        .overlayPreferenceValue(NamesKey.self) { names in
            Color.clear.preference(key: NamesKey.self, value: names.map { "read " + $0 })
        }
        .onPreferenceChange(NamesKey.self) { reports.values.append($0) }
        _ = layOut(view)
        #expect(reports.values == [["a", "read a"]])
    }
}

private func testEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    return environment
}
