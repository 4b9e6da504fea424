import EaselCore
import EaselRender
import Foundation

/// A display list drawn to pixels by EaselRender's painter: Cairo's premultiplied ARGB words (alpha in
/// the top byte), row by row. A value that crosses tasks; Cairo's surface stays inside the render.
struct RasterFrame: Sendable {
    let width: Int
    let height: Int
    let premultiplied: [UInt32]

    init(_ list: DisplayList, limits: CanvasLimits = .default) throws {
        let image = try RasterImage(rendering: list, limits: limits)
        (width, height, premultiplied) = (image.width, image.height, image.words)
    }

    /// The pixels as 0xRRGGBB over `background` (`Flattening`), in the frame's own memory: the frame is
    /// consumed, so its array is handed over rather than copied.
    consuming func opaquePixels(over background: UInt32) -> [UInt32] {
        Flattening.opaque((consume self).premultiplied, over: background)
    }
}
