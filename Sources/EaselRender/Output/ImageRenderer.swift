import EaselCore
import EaselText
import Foundation

/// Renders a view to PNG, SVG, PDF, JPEG or WebP, as SwiftUI's `ImageRenderer` renders it to an image.
///
/// Text is measured and drawn by Pango, pixels and vectors by Cairo. Set `proposedSize` (by default
/// the view's ideal size) and `scale` (pixels per point, by default 1; frames are rounded to that
/// scale's pixel grid), and `environment` for the whole view: colour scheme, Dynamic Type size, layout
/// direction, and the text measurer (`PangoTextMeasurer.shared` unless replaced).
///
/// The data methods throw rather than return nil, as SwiftUI's `cgImage` would: the error says what was
/// wrong (an empty or too large canvas, a missing image file named by its path, a Cairo failure).
/// Each call runs a fresh layout pass, so changes to the properties apply to the next call.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the view; `.unspecified` (the default) renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point. Frames are rounded to this scale's pixel grid; PNGs and SVGs are this many
    /// pixels per point, PDFs stay in points.
    public var scale: CGFloat = 1
    /// The environment the view is rendered in (an Easel addition).
    public var environment: EnvironmentValues
    /// How hard PNGs are compressed (an Easel addition): the same pixels, smaller files for more time.
    public var pngCompression: PNGCompression = .default
    /// The quality of JPEG and WebP output, 1…100 (default 90); a WebP at 100 is lossless. An Easel
    /// addition: SwiftUI's renderer makes no JPEGs or WebPs.
    public var quality: Int = JPEGEncoder.defaultQuality
    /// The device's safe area insets (an Easel addition; none by default): the status bar and home
    /// indicator of a phone, 47/0/34/0 on an iPhone 14. The view is laid out inside them and the
    /// picture is `proposedSize`; backgrounds and views that ignore the safe area extend under them.
    public var safeAreaInsets = EdgeInsets()
    /// The largest picture a render may allocate (an Easel addition); a larger one throws
    /// `RenderError.canvasTooLarge` before anything is drawn.
    public var canvasLimits: CanvasLimits = .default
    /// The folder `Image("name")` finds its pictures in (an Easel addition, for the asset catalog an app
    /// bundles): `name.png`, `name@2x.png`, `name@3x.png` (or JPEG, WebP, GIF, SVG) picked by `scale`, or
    /// an Xcode `.xcassets` folder's `name.imageset` (`AssetCatalog`). Nil: names are file paths only.
    public var assetsDirectory: URL?

    public init(content: Content) {
        self.content = content
        environment = EnvironmentValues()
        environment.textMeasurer = PangoTextMeasurer.shared
        environment.imageDecoder = ImageFiles.shared
    }

    /// Runs the layout pass.
    public func layout() -> ViewLayout {
        var environment = environment
        if let assetsDirectory { environment.assetsDirectory = assetsDirectory }
        return ViewLayout(content: content, proposal: proposedSize, scale: scale, environment: environment, safeAreaInsets: safeAreaInsets)
    }

    /// The absolute frame, in points from the top-left of the image, of every view with an `.id(…)`,
    /// keyed by the id's description. The frame is that of the view the `.id` is attached to.
    public func layoutFrames() -> [String: CGRect] { layout().frames }

    /// What the view draws, in points.
    public func displayList() -> DisplayList { layout().displayList }

    /// The view as a PNG image of `size × scale` pixels, transparent where nothing is drawn.
    public func pngData() throws -> Data { try data(format: .png) }

    /// The view as an SVG document in pixel units (`size × scale` pixels).
    public func svgData() throws -> Data { try data(format: .svg) }

    /// The view as a one-page PDF document of `size` points.
    public func pdfData() throws -> Data { try data(format: .pdf) }

    /// The view in `format`.
    public func data(format: RenderFormat) throws -> Data {
        try CairoOutput.data(displayList(), format: format, pngCompression: pngCompression, quality: quality, limits: canvasLimits)
    }

    /// Renders the view and writes it to `url` atomically, in the format its extension names (`png`,
    /// `svg`, `pdf`, `jpg`/`jpeg` or `webp`: `RenderFormat`). A failed render or write leaves no file behind and an existing file untouched.
    public func write(to url: URL) throws {
        guard let format = RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError.unsupportedFormat(path: url.path)
        }
        try AtomicFile.write(try data(format: format), to: url)
    }
}
