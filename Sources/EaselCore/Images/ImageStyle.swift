import Foundation

extension Image {
    /// The quality of the filter that scales an image's pixels (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: each pixel becomes a sharp block, as pixel art wants.
        case none
        case low, medium, high
    }

    /// How a resizable image fills the space between its cap insets (SwiftUI's `Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable {
        /// The picture repeated at its own size.
        case tile
        /// The picture stretched.
        case stretch
    }

    /// The image drawn with the `interpolation` filter when scaled (`.none`: nearest neighbour).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self; copy.style.interpolation = interpolation; return copy
    }

    /// The image drawn with its edges antialiased (true, the default) or snapped to whole pixels.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self; copy.style.isAntialiased = isAntialiased; return copy
    }

    /// The image scaled to the size it is offered, its `capInsets` kept at their own size (UIKit's
    /// resizable images: corners unscaled, edges scaled along one axis) and the middle filled as
    /// `resizingMode` says.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = resizable()
        (copy.style.capInsets, copy.style.resizingMode) = (capInsets, resizingMode)
        return copy
    }

    /// An image that accessibility ignores (SwiftUI's `Image(decorative:bundle:)`: "ignored for
    /// accessibility purposes"); it draws as `Image(name)` and is hidden in the layout's accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self = Image(name, bundle: bundle).accessibilityDecorative()
    }

    /// The image `name` with `label` for assistive technologies (SwiftUI's `Image(_:bundle:label:)`); it
    /// draws as `Image(name)`, and its label is the text's string. The bundle is ignored, as
    /// `Image(_:bundle:)`'s.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self = Image(name, bundle: bundle).accessibilityLabelled(label)
    }

    /// This image hidden from assistive technologies (the decorative images).
    package func accessibilityDecorative() -> Image {
        var copy = self
        var properties = AccessibilityProperties()
        properties.isHidden = true
        copy.accessibility = properties
        return copy
    }

    /// This image with `label` for assistive technologies (the labelled images).
    package func accessibilityLabelled(_ label: Text) -> Image {
        var copy = self
        var properties = AccessibilityProperties()
        properties.label = label.content
        copy.accessibility = properties
        return copy
    }

    /// How a picture is turned to show it upright (SwiftUI's `Image.Orientation`, which the
    /// `Image(_:scale:orientation:label:)` family takes; `ExifOrientation` is the same eight cases).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}

/// How an image item of a display list is drawn (an Easel addition: SwiftUI's display list is private).
///
/// Rules: the picture fills the item's frame. With `capInsets` (in points of the picture, which is
/// `assetScale` pixels a point) its corners keep their size, its edges stretch or tile along their
/// length and its middle both ways, as UIKit's `resizableImage(withCapInsets:resizingMode:)`; with
/// `.tile` the middle and edges repeat the picture at its own size from their top-left corner.
public struct ImageStyle: Hashable, Sendable {
    /// The scaling filter; nil is Cairo's good filter (bilinear when enlarging, box when shrinking).
    public var interpolation: Image.Interpolation?
    public var isAntialiased = true
    public var capInsets = EdgeInsets()
    public var resizingMode = Image.ResizingMode.stretch
    /// Pixels of the file per point of the picture (2 for `name@2x.png`).
    public var assetScale: CGFloat = 1

    public init() {}
}
