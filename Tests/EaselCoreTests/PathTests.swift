import Foundation
import Testing
@testable import EaselCore

/// Path building and measuring, checked against exact geometry (to 1e-6, or 0.02 points for lengths
/// measured on flattened curves).
@Suite struct PathTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    /// SwiftUI's angles grow clockwise on screen (y down); `clockwise: false` follows them, so a quarter arc
    /// from 0° to 90° passes through the lower right (45°), and `clockwise: true` goes the long way round,
    /// through the top (270°).
    @MainActor @Test func arcDirectionFollowsSwiftUI() {
        var short = Path()
        short.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(close(short.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(close(short.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-3))
        #expect(short.contains(CGPoint(x: 6, y: 6)))

        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(close(long.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(close(long.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-3))
    }

    @MainActor @Test func arcPointsLieOnTheCircle() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 20, startAngle: .degrees(30), delta: .degrees(200))
        let segments = PathSegment.subpaths(of: path).flatMap(\.segments)
        #expect(segments.count == 3)
        for segment in segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                let p = segment.point(at: t)
                #expect(abs(hypot(p.x - 5, p.y - 5) - 20) < 0.01)
            }
        }
    }

    @MainActor @Test func arcAfterAPointStartsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        guard case .line(let start) = path.elements[1] else { Issue.record("no line"); return }
        #expect(close(start, CGPoint(x: 15, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 25, y: 0)))
        // From the left point, growing angles turn clockwise on screen: over the top (270° is y − 5).
        #expect(close(path.boundingRect, CGRect(x: 0, y: -5, width: 25, height: 5), 1e-3))
    }

    @MainActor @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        guard case .line(let start) = path.elements[1] else { Issue.record("no line"); return }
        #expect(close(start, CGPoint(x: 6, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 4)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 4), 1e-3))
    }

    @MainActor @Test func rectsLinesAndTransforms() {
        var path = Path()
        path.addRects([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 5, y: 5, width: 1, height: 1)],
                      transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(path.boundingRect == CGRect(x: 10, y: 0, width: 6, height: 6))
        #expect(path.currentPoint == CGPoint(x: 15, y: 5))
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 6, y: 0)])
        #expect(lines.elements == [.move(to: .zero), .line(to: CGPoint(x: 3, y: 4)), .line(to: CGPoint(x: 6, y: 0))])
        let moved = lines.offsetBy(dx: 1, dy: 2)
        #expect(moved.boundingRect == CGRect(x: 1, y: 2, width: 6, height: 4))
        var combined = Path()
        combined.addPath(lines, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(combined.boundingRect == CGRect(x: 0, y: 0, width: 12, height: 8))
        #expect(Path().boundingRect.isNull)
        #expect(Path().currentPoint == nil)
    }

    @MainActor @Test func containsByWindingOrEvenOdd() {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(rings.contains(CGPoint(x: 5, y: 5)))
        #expect(!rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(rings.contains(CGPoint(x: 1, y: 5), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 11, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @MainActor @Test func trimKeepsAFractionOfTheLength() {
        var line = Path()
        line.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(line.trimmedPath(from: 0, to: 1) == line)
        // Half a circle of radius 10 starting at its rightmost point, clockwise on screen: the lower half.
        let half = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.5)
        #expect(close(half.currentPoint, CGPoint(x: 0, y: 10), 0.05))
        #expect(close(half.boundingRect, CGRect(x: 0, y: 10, width: 20, height: 10), 0.05))
    }

    @MainActor @Test func continuousCornersReachFurtherAlongTheEdges() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circular = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        let continuous = Path(roundedRect: rect, cornerRadius: 10, style: .continuous)
        #expect(circular.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(continuous.elements.first == .move(to: CGPoint(x: 10 * 1.52866483, y: 0)))
        #expect(continuous.boundingRect == rect)
        // Too big a radius for the continuous curve: drawn circular.
        #expect(Path(roundedRect: rect, cornerRadius: 50, style: .continuous) == Path(roundedRect: rect, cornerRadius: 50, style: .circular))
    }

    /// A radius larger than half the short side rounds both ways by half the short side, as iOS draws a
    /// `RoundedRectangle(cornerRadius: 48)` 36 points tall: a capsule, not a rectangle with elliptical ends.
    @MainActor @Test func aCircularCornerTooLargeForTheShortSideIsAHalfCircle() {
        let pill = CGRect(x: 0, y: 0, width: 200, height: 36)
        let rounded = RoundedRectangle(cornerRadius: 48).path(in: pill)
        #expect(rounded == Capsule().path(in: pill))
        #expect(rounded.elements.first == .move(to: CGPoint(x: 18, y: 0)))
        // Unequal radii are elliptical corners, each clamped to its own half side.
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 48, height: 30), style: .circular).path(in: pill)
        #expect(elliptical.elements.first == .move(to: CGPoint(x: 48, y: 0)))
    }

    @MainActor @Test func unevenCornersEachHaveTheirRadius() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 20, bottomTrailingRadius: 0,
                                           topTrailingRadius: 0, style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 39.5, y: 39.5)))
        #expect(!path.contains(CGPoint(x: 1, y: 39)))
    }

    @MainActor @Test func shapeModifiersChangeThePath() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(Rectangle().offset(x: 5, y: 1).path(in: rect).boundingRect == CGRect(x: 5, y: 1, width: 20, height: 10))
        #expect(close(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect, CGRect(x: 5, y: -5, width: 10, height: 20)))
        #expect(Rectangle().scale(0.5, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(Rectangle().inset(by: 2).path(in: rect).boundingRect == CGRect(x: 2, y: 2, width: 16, height: 6))
        #expect(Circle().inset(by: 1).path(in: rect).boundingRect == CGRect(x: 6, y: 1, width: 8, height: 8))
        #expect(Rectangle().trim(from: 0, to: 0.5).path(in: rect).currentPoint == CGPoint(x: 20, y: 10))
        #expect(AnyShape(Capsule()).path(in: rect) == Capsule().path(in: rect))
        let triangle = Path { $0.addLines([.zero, CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)]); $0.closeSubpath() }
        #expect(triangle.path(in: rect) == triangle)
    }

    /// `strokeBorder` strokes the inset shape: a rounded rectangle's corners shrink with it, so the stroke's
    /// outer edge follows the shape's own corner.
    @MainActor @Test func strokeBorderInsetsRoundedCorners() {
        let list = displayList(RoundedRectangle(cornerRadius: 6, style: .circular).strokeBorder(Color.red, lineWidth: 4)
            .frame(width: 20, height: 20))
        let expected = Path(roundedRect: CGRect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 4, style: .circular)
        #expect(list.items == [.stroke(expected, .color(RGBA(hex: 0xFF3B30)), style: StrokeStyle(lineWidth: 4))])
    }
}

/// Layout and drawing-order modifiers: `position`, `zIndex`, `hidden`.
@Suite struct PlacementModifierTests {
    @MainActor @Test func positionCentresTheViewAndFillsTheProposal() {
        let view = Color.red.frame(width: 10, height: 10).id("dot").position(x: 30, y: 20).id("positioned")
            .frame(width: 100, height: 50)
        expectFrames(frames(view), ["dot": rect(25, 15, 10, 10), "positioned": rect(0, 0, 100, 50)])
    }

    @MainActor @Test func zIndexReordersDrawingNotLayout() {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 10, height: 10)
        }
        guard case .fill(_, .color(let top), _)? = displayList(view).items.last else {
            Issue.record("no fill")
            return
        }
        #expect(top == RGBA(hex: 0xFF3B30))
    }

    @MainActor @Test func hiddenKeepsLayoutButDrawsNothing() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10).id("blue")
        }
        expectFrames(frames(view), ["blue": rect(10, 0, 10, 10)])
        #expect(displayList(view).items.count == 1)
    }
}

/// Where each built-in shape's path starts and which way it runs, as CoreGraphics builds them: what
/// `trim(from:to:)` keeps depends on it.
@Suite struct PathStartTests {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// CoreGraphics starts an ellipse at its rightmost point and runs clockwise on screen: a move, four
    /// quarter cubics (bottom, left, top, right) and a close.
    @MainActor @Test func anEllipseStartsAtThreeOClockAndRunsClockwise() {
        let k = 50 * 0.5522847498
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: 100, y: 50)),
            .curve(to: CGPoint(x: 50, y: 100), control1: CGPoint(x: 100, y: 50 + k), control2: CGPoint(x: 50 + k, y: 100)),
            .curve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 50 - k, y: 100), control2: CGPoint(x: 0, y: 50 + k)),
            .curve(to: CGPoint(x: 50, y: 0), control1: CGPoint(x: 0, y: 50 - k), control2: CGPoint(x: 50 - k, y: 0)),
            .curve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 50 + k, y: 0), control2: CGPoint(x: 100, y: 50 - k)),
            .closeSubpath,
        ]
        #expect(Path(ellipseIn: square).elements == expected)
        #expect(Circle().path(in: square).elements == expected)
        #expect(Ellipse().path(in: square).elements == expected)
        var added = Path()
        added.addEllipse(in: square)
        #expect(added.elements == expected)
    }

    /// `Circle().trim(from: 0, to: 0.25)` is the lower-right quarter: from 3 o'clock to 6 o'clock.
    @MainActor @Test func aQuarterTrimOfACircleIsItsLowerRightQuarter() {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: square)
        #expect(quarter.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100), 1e-3))
        #expect(quarter.contains(CGPoint(x: 80, y: 80)) && !quarter.contains(CGPoint(x: 20, y: 20)))
        // Half of an ellipse 200 wide ends at its leftmost point, through the bottom.
        let half = Ellipse().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(close(half.currentPoint, CGPoint(x: 0, y: 50), 1e-3))
        #expect(half.boundingRect.minY >= 50 - 1e-6)
    }

    /// A rectangle starts at its top-left corner and runs clockwise on screen, as CoreGraphics's `addRect`
    /// ("starting by moving to the bottom left corner and then adding lines counter-clockwise", y up).
    @MainActor @Test func aRectangleStartsAtItsTopLeftCorner() {
        let expected: [Path.Element] = [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100)),
                                        .line(to: CGPoint(x: 0, y: 100)), .closeSubpath]
        #expect(Rectangle().path(in: square).elements == expected)
        #expect(ContainerRelativeShape().path(in: square).elements == expected)
        #expect(Path(square).elements == expected)
        let quarter = Rectangle().trim(from: 0, to: 0.25).path(in: square)
        #expect(quarter.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
    }

    /// Rounded rectangles and capsules start on the top edge past the top-left corner and run clockwise,
    /// where UIKit's rounded rectangle starts.
    @MainActor @Test func roundedShapesStartOnTheTopEdgePastTheTopLeftCorner() {
        let circular = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: square)
        #expect(circular.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(circular.elements.dropFirst().first == .line(to: CGPoint(x: 90, y: 0)))
        let continuous = RoundedRectangle(cornerRadius: 10).path(in: square)
        guard case .move(let start)? = continuous.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(close(start, CGPoint(x: 15.2866483, y: 0)))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).path(in: square)
        #expect(uneven.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(Path(roundedRect: square, cornerRadius: 10, style: .circular) == circular)
        let pill = Capsule(style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(pill.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        // A quarter of a 100 × 20 capsule's outline (about 57 points) runs right along the top edge.
        let quarter = Capsule(style: .circular).trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(close(quarter.currentPoint, CGPoint(x: 10 + 0.25 * (160 + 20 * .pi), y: 0), 0.05))
    }
}
