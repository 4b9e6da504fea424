import Foundation
import Testing
@testable import EaselCore

@Suite struct GeometryTests {
    @MainActor @Test func proposedViewSizeConstants() {
        // .zero is 0 × 0, .unspecified nil × nil, .infinity ∞ × ∞.
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    @MainActor @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
        // Each nil dimension becomes 10 (or the given size's); given dimensions stay.
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 50, height: 10))
        #expect(ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 1, height: 7))
        #expect(ProposedViewSize.zero.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == .zero)
    }

    @MainActor @Test func angleConvertsBetweenDegreesAndRadians() {
        // 180° = π rad, π/2 rad = 90°, 45° = π/4 rad; 30° + 60° = 90°.
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        #expect(Angle.zero.radians == 0)
        var angle = Angle(degrees: 90)
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
        #expect(Angle.degrees(10) < Angle.degrees(20))
        #expect(abs((Angle.degrees(30) + .degrees(60)).degrees - 90) < 1e-9)
    }

    @MainActor @Test func unitPointConstants() {
        // Fractions of width and height: leading/top 0, center 0.5, trailing/bottom 1.
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0))
        #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
        #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
        #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
        #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.zero == UnitPoint())
    }

    @MainActor @Test func rotationByNinetyDegreesTurnsClockwiseInYDownCoordinates() {
        // (0, −1) points up on screen; a quarter turn maps it to (1, 0), pointing right.
        let point = CGPoint(x: 0, y: -1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(point.x - 1) < 1e-12 && abs(point.y) < 1e-12)
        let right = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(right.x) < 1e-12 && abs(right.y - 1) < 1e-12)
    }

    @MainActor @Test func affineTransformsCompose() {
        // Scale by 2, then move by (3, 4): (1, 1) → (2, 2) → (5, 6).
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4))
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 5, y: 6))
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @MainActor @Test func aRectangleMapsToTheBoundsOfItsCorners() {
        // A quarter turn of 0…4 × 0…2 about the origin covers −2…0 × 0…4; the null rectangle stays null.
        let turned = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 2) < 1e-12 && abs(turned.maxX) < 1e-12 && abs(turned.minY) < 1e-12 && abs(turned.maxY - 4) < 1e-12)
        let moved = CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(scaleX: -1, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0)))
        #expect(moved == CGRect(x: 7, y: 3, width: 2, height: 6))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @MainActor @Test func viewSpacingDistance() {
        // Two views: system spacing 8 either way; nothing on one side: 0.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing()).distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    @MainActor @Test func viewSpacingNextToASpacerIsZero() {
        // A spacer brings its own length: 0 to or from it.
        #expect(ViewSpacing().distance(to: .spacer, along: .horizontal) == 0)
        #expect(ViewSpacing.spacer.distance(to: ViewSpacing(), along: .vertical) == 0)
    }
}
