import Foundation
import Testing
@testable import EaselCore

/// `Color.mix(with:by:in:)`: the resolved components of each colour space, in the light and the dark scheme.
@Suite struct ColorMixTests {
    func resolved(_ color: Color, _ scheme: ColorScheme) -> RGBA {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    func expectComponents(_ color: RGBA, _ expected: [Double], tolerance: Double = 1e-9,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [color.red, color.green, color.blue, color.alpha]
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance }, "got \(got), expected \(expected)",
                sourceLocation: sourceLocation)
    }

    @MainActor @Test func deviceMixesTheSRGBComponentsOfEachScheme() {
        // Primary is black in light, white in dark; orange is FF9500 in light, FF9F0A in dark.
        let mix = Color.primary.mix(with: .orange, by: 0.25, in: .device)
        expectComponents(resolved(mix, .light), [0.25, 0.25 * 0x95 / 255, 0, 1])
        expectComponents(resolved(mix, .dark), [1, 1 + (Double(0x9F) / 255 - 1) * 0.25, 1 + (Double(0x0A) / 255 - 1) * 0.25, 1])
    }

    @MainActor @Test func perceptualMixesInOklab() {
        // Oklab's midpoint of black and white is L 0.5: linear light 0.125, sRGB 0.38857.
        let grey = resolved(Color.black.mix(with: .white, by: 0.5, in: .perceptual), .light)
        expectComponents(grey, [0.3885728718975863, 0.3885728554029942, 0.38857281075518224, 1])
        let mix = Color.primary.mix(with: .orange, by: 0.25, in: .perceptual)
        expectComponents(resolved(mix, .light), [0.13149941565919515, 0.058015765190869505, 0, 1])
        expectComponents(resolved(mix, .dark), [1, 0.9108424116766527, 0.8131479904091908, 1])
    }

    @MainActor @Test func theDefaultSpaceIsPerceptual() {
        #expect(resolved(Color.black.mix(with: .white, by: 0.5), .light) == resolved(Color.black.mix(with: .white, by: 0.5, in: .perceptual), .light))
    }

    @MainActor @Test func theEndsAreTheColoursAndFractionsAreClamped() {
        let (blue, red) = (Color(red: 0, green: 0.2, blue: 1), Color(red: 1, green: 0.1, blue: 0, opacity: 0.5))
        for space in [Gradient.ColorSpace.device, .perceptual] {
            #expect(resolved(blue.mix(with: red, by: 0, in: space), .light) == resolved(blue, .light))
            #expect(resolved(blue.mix(with: red, by: 1, in: space), .light) == resolved(red, .light))
            #expect(resolved(blue.mix(with: red, by: -2, in: space), .light) == resolved(blue, .light))
            #expect(resolved(blue.mix(with: red, by: 7, in: space), .light) == resolved(red, .light))
            #expect(resolved(blue.mix(with: red, by: 0.5, in: space), .light).alpha == 0.75)
        }
    }

    @MainActor @Test func aMixDrawsItsColour() {
        let list = displayList(Color.black.mix(with: .white, by: 0.5, in: .device).frame(width: 4, height: 4))
        #expect(list.items == [.fill(Path(rect(0, 0, 4, 4)), RGBA(red: 0.5, green: 0.5, blue: 0.5))])
    }
}
