import Foundation
import EaselTestSupport
import Testing
@testable import EaselCore

/// The layout pass's shortcuts give exactly what the general code they replace gives.
@Suite struct LayoutFastPathTests {
    @MainActor @Test func roundingWithoutLibmMatchesRounded() {
        let values: [CGFloat] = [0, -0.0, 0.3, -0.3, 0.5, -0.5, 0.49999999999999994, 1.5, -1.5, 2.5, -2.5, 14.5, 15.499999999999998,
                                 1023.9999, -1023.5, 0x1p51 + 0.5, -0x1p51 - 0.5, 0x1p52, 0x1p52 + 1, 0x1p53, 1e300, -1e300,
                                 .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for value in values {
            // Equal as numbers: the sign of a zero result may differ, which `roundedToPixels` erases.
            #expect(CGRect.roundedHalfAwayFromZero(value) == value.rounded(), "\(value)")
        }
        #expect(CGRect.roundedHalfAwayFromZero(.nan).isNaN)
        for value in values {
            #expect(CGRect.roundedDown(value) == value.rounded(.down), "\(value)")
        }
        #expect(CGRect.roundedDown(.nan).isNaN)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let value = CGFloat(Int64.random(in: -4_000_000...4_000_000, using: &generator)) / 8 + CGFloat.random(in: -0.01...0.01, using: &generator)
            #expect(CGRect.roundedHalfAwayFromZero(value) == value.rounded())
        }
    }

    @MainActor @Test func pixelRoundingMatchesTheRuleBitForBit() {
        // The rule as written with Foundation's edges and libm's rounding, which the fast path replaces.
        func reference(_ rect: CGRect, scale: CGFloat) -> CGRect {
            guard scale > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
            func pixel(_ value: CGFloat) -> CGFloat { ((value * scale * 1024).rounded() / 1024 + 0.5).rounded(.down) }
            let (x0, y0, x1, y1) = (pixel(rect.minX), pixel(rect.minY), pixel(rect.maxX), pixel(rect.maxY))
            return CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
        func bits(_ rect: CGRect) -> [UInt] {
            [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(\.bitPattern)
        }
        var generator = SplitMix64(seed: 3)
        let special: [CGFloat] = [0, -0.0, 0.5, -0.5, 1 / 3, -1 / 6, 14.5, 1e17, .infinity, -.infinity, .nan]
        for round in 0..<20_000 {
            func coordinate() -> CGFloat {
                round % 10 == 0 ? special.randomElement(using: &generator) ?? 0
                    : CGFloat(Int.random(in: -3_000...3_000, using: &generator)) / 6 + CGFloat.random(in: -0.001...0.001, using: &generator)
            }
            let rect = CGRect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
            let scale: CGFloat = [1, 2, 3, 0][round % 4]
            #expect(bits(rect.roundedToPixels(scale: scale)) == bits(reference(rect, scale: scale)), "\(rect) @\(scale)")
        }
    }

    /// A child that fills its parent's frame takes that frame without rounding it again
    /// (`ViewNode.layout(onGrid:)`): rounding a rounded rectangle gives it back, bit for bit, at any scale.
    @MainActor @Test func pixelRoundingKeepsARoundedRectangle() {
        func bits(_ rect: CGRect) -> [UInt] {
            [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(\.bitPattern)
        }
        var generator = SplitMix64(seed: 5)
        let scales: [CGFloat] = [1, 2, 3, 0.5, 1.5, 2.5, 1.75, 3.5, 7, 0.3]
        for round in 0..<40_000 {
            func coordinate() -> CGFloat {
                let magnitude: CGFloat = [10, 1_000, 100_000, 1e9][round % 4]
                return CGFloat.random(in: -magnitude...magnitude, using: &generator)
            }
            let rect = CGRect(x: coordinate(), y: coordinate(), width: abs(coordinate()), height: abs(coordinate()))
            let scale = scales[round % scales.count]
            let rounded = rect.roundedToPixels(scale: scale)
            #expect(bits(rounded.roundedToPixels(scale: scale)) == bits(rounded), "\(rect) @\(scale)")
        }
    }

    /// A view as large as its frame sits at the frame's origin by Easel's own guides without computing
    /// them, but a guide the view sets still moves it (`ViewNode.place(in:alignment:proposal:)`).
    @MainActor @Test func aViewFillingItsFrameIsPlacedByTheGuidesItSets() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10, alignment: .leading).id("plain")
            Color.blue.alignmentGuide(.leading) { _ in 6 }.id("guided").frame(width: 20, height: 10, alignment: .leading)
            Color.green.alignmentGuide(.top) { $0.height / 2 }.id("half").frame(width: 20, height: 10, alignment: .topLeading)
        }
        let frames = ViewLayout(content: view, proposal: ProposedViewSize(width: 60, height: 10)).frames
        #expect(frames["plain"] == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(frames["guided"] == CGRect(x: 14, y: 0, width: 20, height: 10))
        #expect(frames["half"] == CGRect(x: 40, y: -5, width: 20, height: 10))
    }

    /// A shape that is 6 × 4 whatever it is offered.
    private struct Dot: Shape {
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 6, height: 4) }
    }

    /// A frame lays a leaf out over its own frame only when the leaf is as large as it
    /// (`ModifierLayoutNode.layOutFillingChild`); a smaller leaf is aligned in it, mirrored right to left.
    @MainActor @Test func aLeafFillsItsFrameOnlyWhenAsLarge() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.id("fills").frame(width: 30, height: 10)
            Color.blue.id("ideal").frame(minWidth: 30, minHeight: 20).fixedSize()
            Dot().id("dot").frame(width: 30, height: 10)
            Dot().id("leading").frame(width: 30, height: 10, alignment: .leading)
            Circle().id("flexible").frame(minWidth: 0, maxWidth: .infinity, maxHeight: 10)
        }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let frames = ViewLayout(content: view.environment(\.layoutDirection, direction),
                                    proposal: ProposedViewSize(width: 60, height: 100)).frames
            let rightToLeft = direction == .rightToLeft
            #expect(frames["fills"] == CGRect(x: rightToLeft ? 30 : 0, y: 0, width: 30, height: 10))
            #expect(frames["ideal"] == CGRect(x: rightToLeft ? 40 : 10, y: 15, width: 10, height: 10))
            #expect(frames["dot"] == CGRect(x: rightToLeft ? 42 : 12, y: 33, width: 6, height: 4))
            #expect(frames["leading"] == CGRect(x: rightToLeft ? 54 : 0, y: 43, width: 6, height: 4))
            #expect(frames["flexible"] == CGRect(x: 0, y: 50, width: 60, height: 10))
        }
    }

    @MainActor @Test func candidatesGatheredByFlexibilityAreInComparisonOrder() {
        var generator = SplitMix64(seed: 11)
        let few: [CGFloat] = [0, -0.0, .infinity, 30, 7.5]
        for round in 0..<500 {
            // Small groups are sorted by insertion, larger ones gathered or sorted.
            let count = Int.random(in: 0...40, using: &generator)
            // Rounds alternate between few distinct values (gathered) and many (sorted), some with a NaN.
            var flexibilities: [CGFloat] = (0..<count).map { _ in
                round.isMultiple(of: 2) ? few.randomElement(using: &generator) ?? 0 : CGFloat(Int.random(in: 0...20, using: &generator))
            }
            if round % 7 == 0, !flexibilities.isEmpty { flexibilities[count / 2] = .nan }
            var candidates = flexibilities.enumerated().map { LengthSharing.Candidate(flexibility: $1, offset: $0) }
            let expected = candidates.sorted(by: <)
            candidates.withUnsafeMutableBufferPointer { LengthSharing.Candidate.sort(&$0) }
            #expect(candidates.map(\.offset) == expected.map(\.offset))
        }
    }

    @MainActor @Test func stackOrderedByFewFlexibilitiesPinsFrames() {
        // Out of offset order by flexibility (∞, 0, 40, 0): the fixed ones first, then the frame up to 40,
        // then the unbounded one takes the rest. 200 − 3 × 8 = 176: 20 + 20 + 40, and 96 for the first.
        let view = HStack {
            Color.red.frame(minWidth: 0, maxWidth: .infinity).id("a")
            Color.green.frame(width: 20).id("b")
            Color.blue.frame(maxWidth: 40).id("c")
            Color.gray.frame(width: 20).id("d")
        }
        let frames = ViewLayout(content: view, proposal: ProposedViewSize(width: 200, height: 10)).frames
        #expect(frames["a"] == CGRect(x: 0, y: 0, width: 96, height: 10))
        #expect(frames["b"] == CGRect(x: 104, y: 0, width: 20, height: 10))
        #expect(frames["c"] == CGRect(x: 132, y: 0, width: 40, height: 10))
        #expect(frames["d"] == CGRect(x: 180, y: 0, width: 20, height: 10))
    }
}

