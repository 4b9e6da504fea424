import Easel
import Foundation
import Testing

@Suite struct SymbolAnimationTests {
    /// A symbol that grows from 20 to 40 points is its outline scaled half way at half time: the same
    /// icon's path interpolates point by point.
    @Test func aSymbolsOutlineInterpolates() throws {
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
}
