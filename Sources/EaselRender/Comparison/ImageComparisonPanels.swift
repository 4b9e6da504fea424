import EaselCore
import Foundation

extension ImageComparison.Result {
    /// The picture a failed comparison is reviewed with, as a PNG: three panels side by side, left to
    /// right the expected image, the actual image and the difference map (`diffImage()`).
    ///
    /// Layout:
    /// 1. Each panel is the size of the union of both canvases; the expected and actual images sit at its
    ///    top-left over a grey checkerboard, so that transparent and missing pixels show.
    /// 2. Panels are separated and framed by dark grey (#404040) margins of 8 pixels times the label scale,
    ///    and each has its name above it in white: "expected", "actual", "difference".
    /// 3. The label scale is the panel width over 300, between 1 and 4, so that labels stay readable on
    ///    images rendered at 2× or 3×.
    public func panelImage() throws -> Data { try panelRaster().pngData() }

    func panelRaster() throws -> RasterImage {
        let canvas = PixelCanvas(expected, actual)
        let (panelWidth, panelHeight) = (max(canvas.width, 1), max(canvas.height, 1))
        let scale = min(4, max(1, panelWidth / 300))
        let margin = 8 * scale
        let labels = try ["expected", "actual", "difference"].map { try Self.label($0, width: panelWidth, scale: scale) }
        let labelHeight = labels.map(\.height).max() ?? 0
        let top = margin + labelHeight + margin / 2
        var picture = RasterCanvas(width: 3 * panelWidth + 4 * margin, height: top + panelHeight + margin,
                                   color: RasterImage.Pixel(red: 0x40, green: 0x40, blue: 0x40, alpha: 255))
        let checkers = (RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255),
                        RasterImage.Pixel(red: 0xD9, green: 0xD9, blue: 0xD9, alpha: 255))
        for (index, panel) in [expected, actual, diffRaster()].enumerated() {
            let left = margin + index * (panelWidth + margin)
            picture.fillCheckerboard(x: left, y: top, width: panelWidth, height: panelHeight, size: 8 * scale, colors: checkers)
            picture.draw(panel, x: left, y: top)
            picture.draw(labels[index], x: left + (panelWidth - labels[index].width) / 2, y: margin)
        }
        return picture.image
    }

    /// `text` in white at `scale`, truncated to `width` pixels.
    private static func label(_ text: String, width: Int, scale: Int) throws -> RasterImage {
        let renderer = ImageRenderer(content: Text(text).font(.headline).foregroundStyle(Color.white).lineLimit(1))
        renderer.scale = CGFloat(scale)
        renderer.proposedSize = ProposedViewSize(width: CGFloat(width) / CGFloat(scale), height: nil)
        return try RasterImage(png: renderer.pngData())
    }
}
