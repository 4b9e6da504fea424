import Foundation
import Testing
@testable import EaselCore
import EaselLayouts

/// Counts calls a layout receives during a render.
private final class Counter {
    var makeCache = 0
    var sizeThatFits = 0
}

/// Places its subviews side by side at their ideal widths, measured once per pass in `makeCache`.
private struct CachingRow: Layout {
    let counter: Counter

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache {
        counter.makeCache += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.sizeThatFits += 1
        return CGSize(width: cache.sizes.reduce(0) { $0 + $1.width }, height: cache.sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 7
}

/// Places its subviews left to right in order of their `Rank`, 10 apart.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (position, subview) in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }).enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(position) * 10, y: bounds.minY), proposal: .unspecified)
        }
    }
}

private enum MarkerID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let marker = VerticalAlignment(MarkerID.self)
}

/// A column with no spacing whose `marker` guide is explicitly 40 points below its top.
private struct MarkedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .marker ? bounds.minY + 40 : nil
    }
}

/// Records the dimensions of its first subview.
private final class Recorder {
    var dimensions: ViewDimensions?
}

private struct Probe: Layout {
    let recorder: Recorder
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.dimensions = subviews.first?.dimensions(in: .unspecified)
        return subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Places nothing.
private struct NoPlacement: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Centres each subview on the middle of its bounds, with the anchor `.center`.
private struct CentringLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

private final class PriorityRecorder {
    var priorities: [Double] = []
    var distances: [CGFloat] = []
}

/// Records its subviews' priorities and the spacing between neighbours.
private struct PriorityProbe: Layout {
    let recorder: PriorityRecorder
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.priorities = subviews.map(\.priority)
        recorder.distances = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct CustomLayoutTests {
    @MainActor @Test func makeCacheRunsOncePerLayoutPass() {
        // The HStack asks the row's size for several proposals (0, ∞, its share); the cache is made once.
        let counter = Counter()
        let view = HStack {
            CachingRow(counter: counter) {
                Text("Fish").id("fish")
                Text("Goldfish").id("goldfish")
            }
            Color.red.id("color")
        }
        expectFrames(frames(view, width: 200, height: 30), [
            "fish": rect(0, 4, 34, 22), "goldfish": rect(34, 4, 68, 22), "color": rect(110, 0, 90, 30),
        ])
        #expect(counter.makeCache == 1)
        #expect(counter.sizeThatFits > 1)
        _ = frames(view, width: 200, height: 30)
        #expect(counter.makeCache == 2)
    }

    @MainActor @Test func makeCacheRunsOncePerPassThroughAnyLayout() {
        // AnyLayout makes the wrapped layout's cache once too; "Fish" is 34 × 22 at (0, 0).
        let counter = Counter()
        let view = AnyLayout(CachingRow(counter: counter)) {
            Text("Fish").id("fish")
        }
        expectFrames(frames(view, width: 200), ["fish": rect(0, 0, 34, 22)])
        #expect(counter.makeCache == 1)
    }

    @MainActor @Test func layoutValuesAndTheirDefaults() {
        // Ranks 9, 7 (the default) and 1: placed c, b, a at 0, 10, 20.
        let view = RankedRow {
            Color.red.frame(width: 10, height: 10).id("a").layoutValue(key: Rank.self, value: 9)
            Color.green.frame(width: 10, height: 10).id("b")
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1).id("c")
        }
        expectFrames(frames(view), ["c": rect(0, 0, 10, 10), "b": rect(10, 0, 10, 10), "a": rect(20, 0, 10, 10)])
    }

    @MainActor @Test func layoutValueSurvivesLaterModifiers() {
        // The value set before padding still reaches the container: rank 1 first.
        let view = RankedRow {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1).padding(0).id("b")
        }
        expectFrames(frames(view), ["b": rect(0, 0, 10, 10), "a": rect(10, 0, 10, 10)])
    }

    @MainActor @Test func placeWithACentreAnchor() {
        // A 20 × 10 view centred on (50, 50) in the 100 × 100 layout: (40, 45).
        let view = CentringLayout { Color.red.frame(width: 20, height: 10).id("color") }
        expectFrames(frames(view), ["color": rect(40, 45, 20, 10)])
    }

    @MainActor @Test func customExplicitAlignment() {
        // The column's marker guide is 40 (explicit); the 10-tall colour's is its bottom, 10, so the colour
        // starts at 40 − 10 = 30. Stack height: 40 + max(60 − 40, 10 − 10) = 60.
        let view = HStack(alignment: .marker) {
            MarkedColumn {
                Color.red.frame(width: 20, height: 30)
                Color.green.frame(width: 20, height: 30)
            }
            .id("column")
            Color.blue.frame(width: 10, height: 10).id("marker")
        }
        .id("stack")
        expectFrames(frames(view), [
            "stack": rect(0, 0, 38, 60), "column": rect(0, 0, 20, 60), "marker": rect(28, 30, 10, 10),
        ])
    }

    @MainActor @Test func customGuideSetOnAChildAlignsAcrossContainers() {
        // The marker guide set on the second colour inside a VStack (at 30 + 8 + 5 = 43) reaches the HStack,
        // which aligns the plain colour's bottom (10) to it: 43 − 10 = 33.
        let view = HStack(alignment: .marker) {
            VStack {
                Color.red.frame(width: 20, height: 30)
                Color.green.frame(width: 20, height: 30).alignmentGuide(.marker) { _ in 5 }
            }
            .id("column")
            Color.blue.frame(width: 10, height: 10).id("marker")
        }
        expectFrames(frames(view), ["column": rect(0, 0, 20, 68), "marker": rect(28, 33, 10, 10)])
    }

    @MainActor @Test func subviewDimensions() {
        // A text's size, its first baseline (explicit, 17) and the default trailing guide (its width).
        let recorder = Recorder()
        _ = frames(Probe(recorder: recorder) { Text("Goldfish") })
        let text = recorder.dimensions
        #expect(text?.width == 68 && text?.height == 22)
        #expect(text?[.firstTextBaseline] == 17 && text?[explicit: .firstTextBaseline] == 17)
        #expect(text?[.trailing] == 68 && text?[explicit: .trailing] == nil)

        // Without text the baseline defaults to the bottom and is not explicit.
        _ = frames(Probe(recorder: recorder) { Color.red.frame(width: 30, height: 20) })
        let color = recorder.dimensions
        #expect(color?[.firstTextBaseline] == 20 && color?[explicit: .firstTextBaseline] == nil)
        #expect(color?[HorizontalAlignment.center] == 15 && color?[VerticalAlignment.center] == 10)
        #expect(color?[.marker] == 20)
    }

    @MainActor @Test func subviewDimensionsSeeAlignmentGuides() {
        // An alignmentGuide of width / 3 on a 30-wide view: the leading guide is 10, and explicit.
        let recorder = Recorder()
        _ = frames(Probe(recorder: recorder) {
            Color.red.frame(width: 30, height: 20).alignmentGuide(.leading) { $0.width / 3 }
        })
        #expect(recorder.dimensions?[.leading] == 10 && recorder.dimensions?[explicit: .leading] == 10)
    }

    @MainActor @Test func subviewsReportTheirPriorityAndSpacing() {
        // Priorities as set (2) or default (0), and spacing distances between neighbours.
        let recorder = PriorityRecorder()
        _ = frames(PriorityProbe(recorder: recorder) {
            Color.red.layoutPriority(2)
            Text("Fish")
            Spacer()
        })
        #expect(recorder.priorities == [2, 0, 0])
        // Between two views 8; between a view and a spacer 0.
        #expect(recorder.distances == [8, 0])
    }

    @MainActor @Test func subviewsALayoutDoesNotPlaceAreCentredAtTheirIdealSize() {
        // SwiftUI puts an unplaced subview at the centre of the container, proposed nothing: the text's
        // ideal 68 × 22 centred in 100 × 100 is at (16, 39).
        let view = NoPlacement { Text("Goldfish").id("text") }
        expectFrames(frames(view), ["text": rect(16, 39, 68, 22)])
    }
}

