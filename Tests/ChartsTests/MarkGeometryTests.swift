@testable import Charts
import Foundation
import SwiftUI
import Testing

/// The paths marks draw: interpolation between points, bands of bars, sectors, thinning of many points.
@Suite struct MarkGeometryTests {
    let points = [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 30), CGPoint(x: 20, y: 20)]

    func path(_ method: InterpolationMethod, _ points: [CGPoint]) -> Path {
        var path = Path()
        method.addCurve(through: points, to: &path)
        return path
    }

    @MainActor @Test func stepsHoldEachValue() {
        #expect(path(.stepStart, points).elements == [
            .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 30)),
            .line(to: CGPoint(x: 20, y: 30)), .line(to: CGPoint(x: 20, y: 20)),
        ])
        #expect(path(.stepEnd, points).elements[1] == .line(to: CGPoint(x: 0, y: 30)))
        #expect(path(.stepCenter, points).elements[1] == .line(to: CGPoint(x: 5, y: 10)))
    }

    @MainActor @Test func monotoneNeverOvershootsItsPoints() {
        let steep = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 100), CGPoint(x: 2, y: 100), CGPoint(x: 3, y: 0)]
        for element in path(.monotone, steep).elements {
            if case .curve(let to, let c1, let c2) = element {
                for y in [to.y, c1.y, c2.y] { #expect(y >= 0 && y <= 100) }
            }
        }
        // At a local extreme (equal neighbours) the curve is flat.
        #expect(InterpolationMethod.monotoneTangents(steep)[1] == 0)
    }

    @MainActor @Test func curvesPassThroughEveryPoint() {
        for method in [InterpolationMethod.catmullRom, .cardinal, .monotone, .catmullRom(alpha: 0), .cardinal(tension: 0.5)] {
            let ends = path(method, points).elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let to), .line(let to): return to
                case .curve(let to, _, _): return to
                default: return nil
                }
            }
            #expect(ends == points)
        }
    }

    @MainActor @Test func automaticBarsTakeSixTenthsOfTheirBand() {
        var scale = ChartScale(kind: .category, lower: 0, upper: 4)
        scale.step = 1
        #expect(Span.band(1.5, .automatic, slot: 0, slots: 1).resolve(on: scale, length: 400) == (120, 180))
        #expect(Span.band(1.5, .ratio(1), slot: 0, slots: 1).resolve(on: scale, length: 400) == (100, 200))
        #expect(Span.band(1.5, .fixed(10), slot: 0, slots: 1).resolve(on: scale, length: 400) == (145, 155))
        #expect(Span.band(1.5, .inset(20), slot: 0, slots: 1).resolve(on: scale, length: 400) == (110, 190))
        // position(by:) splits the bar's width into slots: the second of two.
        #expect(Span.band(1.5, .automatic, slot: 1, slots: 2).resolve(on: scale, length: 400) == (150, 180))
    }

    @MainActor @Test func aDonutSectorIsAnAnnulusSegment() {
        var path = Path()
        SectorPath.add(SectorGeometry(start: 0, end: 0.25, innerRadius: .ratio(0.5), outerRadius: .automatic, angularInset: 0, cornerRadius: 0),
                       in: CGRect(x: 0, y: 0, width: 100, height: 100), to: &path)
        let bounds = path.boundingRect
        // A quarter from twelve to three o'clock, radius 50 around (50, 50), the inner 25 cut out.
        #expect(abs(bounds.minX - 50) < 0.01 && abs(bounds.maxX - 100) < 0.01)
        #expect(abs(bounds.minY - 0) < 0.01 && abs(bounds.maxY - 50) < 0.01)
    }

    /// `cornerRadius` on a sector rounds each corner with an arc tangent to its side and its circle, and
    /// a pie's apex with one tangent to both sides; a radius of 0 keeps the sharp outline.
    @MainActor @Test func aSectorsCornersAreRounded() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        func sector(inner: MarkDimension, corner: CGFloat, inset: CGFloat = 0) -> Path {
            var path = Path()
            SectorPath.add(SectorGeometry(start: 0, end: 0.25, innerRadius: inner, outerRadius: .automatic, angularInset: inset, cornerRadius: corner),
                           in: rect, to: &path)
            return path
        }
        let sharp = sector(inner: .ratio(0.5), corner: 0), rounded = sector(inner: .ratio(0.5), corner: 5)
        // The outer corner at twelve o'clock (50, 0) and the inner one at (50, 25): inside the sharp sector, outside the rounded.
        for corner in [CGPoint(x: 51, y: 1), CGPoint(x: 51, y: 24), CGPoint(x: 99, y: 49), CGPoint(x: 76, y: 49)] {
            #expect(sharp.contains(corner) && !rounded.contains(corner))
        }
        // The sides and arcs between the corners stay where they were.
        #expect(rounded.contains(CGPoint(x: 51, y: 12)) && rounded.contains(CGPoint(x: 85, y: 15)))
        let bounds = rounded.boundingRect
        #expect(abs(bounds.minX - 50) < 0.01 && abs(bounds.maxY - 50) < 0.01)
        #expect(bounds.minY > 0.1 && bounds.maxX < 99.9)
        // A pie's apex at the centre is rounded too: a point beside it is cut off, one further out is not.
        let pie = sector(inner: .automatic, corner: 10)
        #expect(sector(inner: .automatic, corner: 0).contains(CGPoint(x: 51, y: 49)) && !pie.contains(CGPoint(x: 51, y: 49)))
        #expect(pie.contains(CGPoint(x: 62, y: 38)))
        // A radius larger than the ring is clamped to half its thickness; with a gap the sides move in.
        #expect(SectorPath.clampedRadius(100, outer: 50, inner: 25, half: .pi / 4, halfGap: 0) == 12.5)
        // A thin pie sector's apex arc ends before its outer corners begin.
        let thin = SectorPath.clampedRadius(100, outer: 50, inner: 0, half: .pi / 12, halfGap: 0)
        #expect(thin > 5 && thin / tan(.pi / 12) <= ((50 - thin) * (50 - thin) - thin * thin).squareRoot())
        let gapped = sector(inner: .ratio(0.5), corner: 5, inset: 4)
        #expect(!gapped.contains(CGPoint(x: 51, y: 12)) && gapped.contains(CGPoint(x: 53, y: 12)))
    }

    @MainActor @Test func aMillionPointsAreThinnedToTheirPixels() {
        let many = (0..<1_000_000).map { CGPoint(x: CGFloat($0) / 5000, y: CGFloat($0 % 7)) }
        let thinned = ChartMarkShape.thinned(many, scale: 4)
        // 200 points wide at 4 columns a point: at most 4 points a column.
        #expect(thinned.count <= 800 * 4)
        #expect(thinned.first == many.first && thinned.last == many.last)
        #expect(thinned.map(\.y).max() == 6 && thinned.map(\.y).min() == 0)
    }

    /// A line of more points than pixels keeps at most four points a column one pixel wide, at the
    /// render's scale: 10,000 points across 200 points draw as at most 800 at 1×, 1,600 at 2×.
    @MainActor @Test func aLineIsThinnedToColumnsOfTheRendersPixels() {
        let points = (0..<10_000).map { PlotPoint(x: Double($0), y: Double($0 % 7)) }
        let xScale = ChartScale(kind: .linear, lower: 0, upper: 9_999), yScale = ChartScale(kind: .linear, lower: 0, upper: 6)
        for (pixelsPerPoint, limit) in [(1.0, 800), (2.0, 1_600)] {
            let shape = ChartMarkShape(geometry: .line(points, .linear), xScale: xScale, yScale: yScale, pixelsPerPoint: pixelsPerPoint)
            var count = 0
            shape.path(in: CGRect(x: 0, y: 0, width: 200, height: 100)).forEach { _ in count += 1 }
            #expect(count <= limit, "\(pixelsPerPoint)× drew \(count) points")
            #expect(count > limit / 2)
        }
    }
}
