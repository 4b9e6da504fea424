import Easel
import Foundation
import Testing
@testable import EaselRender

/// Gradients in vector outputs: the SVG has real `<linearGradient>`/`<radialGradient>` elements and
/// rsvg-convert draws it as our PNG; the PDF keeps vector shadings and pdftoppm draws it as our PNG.
@Suite struct GradientOutputTests {
    /// Linear, radial and elliptical gradients (the kinds SVG can express).
    struct Swatches: View {
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(.linearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing))
                Circle().fill(.radialGradient(colors: [.white, .purple], center: .center, startRadius: 2, endRadius: 30))
                EllipticalGradient(colors: [.green, .black])
            }
            .frame(width: 120, height: 150)
        }
    }

    /// At most 1% of the pixels differ by more than 8 (edge antialiasing), none by more than 128.
    @MainActor @Test func svgHasRealGradientsThatLibrsvgDrawsAsThePNG() throws {
        let (text, ours, theirs, diff) = try svgRoundTrip(Swatches())
        #expect(text.contains("<linearGradient"))
        #expect(text.contains("<radialGradient"))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        #expect(Double(diff.filter { $0 > 8 }.count) <= 0.01 * Double(diff.count))
        #expect((diff.max() ?? 0) <= 128)
    }

    /// The PDF has shadings (no image fallback), and pdftoppm at 72 dpi draws it as our PNG: at most 2% of
    /// the pixels differ by more than 8 (edges and Poppler's own shading steps), none by more than 160
    /// (the centre of the angular gradient, where every colour meets and each rasteriser picks its own).
    @MainActor @Test func pdfHasVectorGradientsThatPdftoppmDrawsAsThePNG() throws {
        // On white, as pdftoppm draws the page.
        let content = Swatches()
            .overlay(AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 40, height: 40))
            .background(Color.white)
        let (bytes, ours, theirs, diff) = try pdfRoundTrip(content)
        #expect(bytes.range(of: Data("/ShadingType".utf8)) != nil)
        #expect(bytes.range(of: Data("/Subtype /Image".utf8)) == nil)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        #expect(Double(diff.filter { $0 > 8 }.count) <= 0.02 * Double(diff.count))
        #expect((diff.max() ?? 0) <= 160)
    }
}
