import Easel
import Foundation
import Testing

@Suite struct SymbolAnimationTests {
    /// A symbol that grows from 20 to 40 points is its outline scaled half way at half time: the same
    /// icon's path interpolates point by point.
    @MainActor @Test func aSymbolsOutlineInterpolates() throws {
        struct Growing: View {
            var size: CGFloat
            var body: some View {
                Image(systemName: "square.fill").font(.system(size: size)).frame(width: 40, height: 40, alignment: .topLeading)
            }
        }
        let grow = transition(Growing(size: 20), Growing(size: 40))
        let start = try #require(fills(grow.displayList(at: 0)).first?.bounds)
        let middle = try #require(fills(grow.displayList(at: 0.5)).first?.bounds)
        let end = try #require(fills(grow.displayList(at: 1)).first?.bounds)
        #expect(abs(middle.width - (start.width + end.width) / 2) < 0.01)
        #expect(end.width > start.width * 1.9)
    }

    /// A palette symbol's two layers are two fills, each interpolating its own colour: half way from a
    /// red disc to a blue one, the disc is as red as it is blue (mixed in linear light: 0.735 each in
    /// sRGB), while the white cross stays white.
    @MainActor @Test func aPaletteSymbolsLayersInterpolateTheirColours() throws {
        struct Badge: View {
            var disc: Color
            var body: some View {
                Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.white, disc)
                    .font(.system(size: 40))
            }
        }
        let change = transition(Badge(disc: Color(red: 1, green: 0, blue: 0)), Badge(disc: Color(red: 0, green: 0, blue: 1)))
        let middle = fills(change.displayList(at: 0.5))
        #expect(middle.count == 2)
        let disc = try #require(middle.first)
        #expect(close(disc.color.red, 0.735, 0.01) && close(disc.color.blue, 0.735, 0.01), "\(disc.color)")
        let cross = try #require(middle.last)
        #expect(close(cross.color.red, 1, 1e-6) && close(cross.color.green, 1, 1e-6) && close(cross.color.blue, 1, 1e-6))
    }
}
