import Foundation
import Testing
@testable import EaselAnimation
@testable import EaselCore

/// Shadows, blurs, colour filters and stroke styles halfway between two states.
@Suite struct EffectInterpolationTests {
    @MainActor @Test func shadowRadiusOffsetAndColourInterpolate() {
        let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0), black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        let a = DisplayEffect.shadow(color: clear, radius: 0, offset: .zero)
        let b = DisplayEffect.shadow(color: black, radius: 10, offset: CGSize(width: 0, height: 4))
        guard case .shadow(let color, let radius, let offset) = a.interpolated(to: b, 0.5) else {
            Issue.record("not a shadow")
            return
        }
        #expect(radius == 5 && offset == CGSize(width: 0, height: 2) && abs(color.alpha - 0.5) < 1e-9)
    }

    @MainActor @Test func blurAndColourMatrixInterpolate() {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(DisplayEffect.blur(radius: 0, opaque: false, bounds: bounds).interpolated(to: .blur(radius: 8, opaque: false, bounds: bounds), 0.25)
                == .blur(radius: 2, opaque: false, bounds: bounds))
        let grey = ColorFilters.saturation(0), full = ColorFilters.saturation(1)
        #expect(DisplayEffect.colorMatrix(grey).interpolated(to: .colorMatrix(full), 0.5) == .colorMatrix(ColorFilters.saturation(0.5)))
    }

    @MainActor @Test func strokeStyleInterpolates() {
        let a = StrokeStyle(lineWidth: 2, dash: [2, 4]), b = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [6, 8], dashPhase: 4)
        let half = a.interpolated(to: b, 0.5)
        #expect(half.lineWidth == 4 && half.dash == [4, 6] && half.dashPhase == 2 && half.lineCap == .butt)
        #expect(a.interpolated(to: b, 1).lineCap == .round)
    }
}
