import Easel
import Foundation
import Testing
@testable import EaselRender

/// `tint(_:)` with any shape style: `.tint` paints with it, a nearer colour tint wins.
@Suite struct TintStyleTests {
    static let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                         startPoint: .leading, endPoint: .trailing)

    @MainActor @Test func tintWithAGradientPaintsTheGradient() throws {
        let image = try raster(Rectangle().fill(.tint).frame(width: 40, height: 10).tint(Self.gradient))
        #expect(image[0, 5].isClose(to: pixel(0xFC0003), tolerance: 4), "\(image[0, 5])")
        #expect(image[39, 5].isClose(to: pixel(0x0300FC), tolerance: 4), "\(image[39, 5])")
        // The accent colour of controls is the gradient's first colour.
        let bar = try raster(ProgressView(value: 1).frame(width: 40).tint(Self.gradient))
        #expect(bar.allPixels.contains { $0.isClose(to: pixel(0xFF0000), tolerance: 2) })
    }

    @MainActor @Test func theNearestTintWins() throws {
        let green = try raster(Rectangle().fill(.tint).tint(.green).frame(width: 10, height: 10).tint(Self.gradient))
        #expect(green[5, 5] == pixel(0x34C759))
        let set = try raster(Rectangle().fill(.tint).environment(\.tint, .green).frame(width: 10, height: 10).tint(Self.gradient))
        #expect(set[5, 5] == pixel(0x34C759))
        let kept = try raster(Rectangle().fill(.tint).tint(TintShapeStyle()).frame(width: 40, height: 10).tint(Self.gradient))
        #expect(kept[0, 5].isClose(to: pixel(0xFC0003), tolerance: 4))
    }
}
