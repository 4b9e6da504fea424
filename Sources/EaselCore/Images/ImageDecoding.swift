import Foundation

/// What layout asks of an image file — its size — answered by a reader that knows the format: the seam
/// between the pure-Swift core and the C libraries that decode, as `TextMeasuring` is for text.
///
/// The environment carries one (`EnvironmentValues.imageDecoder`). The core's own reads raster headers
/// (`ImageHeader`) and gives SVGs no size; `ImageRenderer` installs EaselRender's, which asks librsvg for
/// an SVG's size and is the one place that maps a file to decoded pixels or vectors for the painter.
package protocol ImageDecoding: Sendable {
    /// The picture's size in pixels as it shows (EXIF orientation applied), or nil when the file is no
    /// image it can read.
    func pixelSize(ofImageAt path: String) -> CGSize?
}

/// The core's image reader: sizes from raster headers; none for SVG (librsvg reads those).
package struct ImageHeaderDecoder: ImageDecoding {
    package init() {}

    package func pixelSize(ofImageAt path: String) -> CGSize? {
        guard let header = ImageHeader.read(atPath: path), header.format != .svg else { return nil }
        return header.uprightSize
    }
}
