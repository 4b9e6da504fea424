import Foundation

/// An image: a picture from the assets folder or a file, or a symbol (`Image(systemName:)`).
///
/// `Image("name")` draws the asset `name` of the assets folder (`ImageRenderer.assetsDirectory`, the
/// CLI's `--assets`, a scene's `"assets"`), the variant for the render scale (`AssetCatalog`); a name
/// with `/` or `.` that is no asset names a file (Easel's way to draw any file, relative to the working
/// folder). A name that is neither draws nothing and takes no space, as in SwiftUI, and is reported
/// through `LayoutDiagnostics.missingImageReporter`. PNG, JPEG (EXIF orientation honoured), WebP, GIF
/// (first frame) and SVG (drawn as vectors) are read, told apart by their bytes.
///
/// A plain image is as large as its picture: pixels ÷ the asset's scale (2 for `name@2x.png`), in
/// points. A `resizable()` image takes the size it is offered (its ideal size is the picture's),
/// usually with `aspectRatio`/`scaledToFit`. A file that cannot be read gives an image of size zero,
/// and the render then fails naming it.
nonisolated public struct Image: View, PrimitiveView {
    /// The asset name or file path the image was made with.
    public let path: String
    var isResizable = false
    /// The SF Symbols name of a symbol image (`Image(systemName:)`, in Symbols/SymbolImage.swift).
    var systemName: String?
    /// How the picture is drawn: interpolation, antialiasing, cap insets and resizing mode (Images/ImageStyle.swift).
    var style = ImageStyle()
    /// Whether a name that is no asset may name a file; false for names from untrusted input (scenes).
    var namesFiles = true
    /// `renderingMode(_:)`: a symbol drawn as a template (in the foreground style) or in its own colours.
    var templateRenderingMode: TemplateRenderingMode?
    /// What assistive technologies read for the image: the label of `Image(_:bundle:label:)`, or hidden for
    /// `Image(decorative:)` (Images/ImageStyle.swift).
    var accessibility: AccessibilityProperties?
    /// The pixels per point of a file (not an asset): 1 unless made with `init(contentsOfFile:scale:)`.
    var fileScale: CGFloat = 1

    /// The image `name` of the assets folder (or the file at that path). The bundle is ignored: Easel's
    /// assets come from the assets folder, not from a bundle.
    public init(_ name: String, bundle: Bundle? = nil) { path = name }
    public init(contentsOfFile path: String) { self.path = path }

    /// The file at `path`, drawn at `scale` pixels a point (UIKit's `UIImage.scale`, for `Image(uiImage:)`
    /// of a rendered picture).
    package init(contentsOfFile path: String, scale: CGFloat) {
        self.path = path
        fileScale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The asset `name` only: a name the assets folder lacks draws nothing, never a file of that name
    /// (what a scene's `"name"` makes, so a scene cannot read files outside its folders).
    package init(assetNamed name: String) {
        path = name
        namesFiles = false
    }

    /// The image scaled to the size it is offered.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let node: ViewNode = if let systemName {
            SymbolNode(systemName: systemName, isResizable: isResizable, renderingMode: templateRenderingMode, context: context)
        } else {
            ImageNode(image: self, context: context)
        }
        if let accessibility { node.traits.values[ObjectIdentifier(AccessibilityTraitKey.self)] = accessibility }
        return [node]
    }
}

extension Image {
    /// The file this image draws and its pixels per point: the asset of the environment's assets folder
    /// for the render scale, else (for a name with `/` or `.` that may name files) the file itself; nil
    /// for a name that is neither, which draws nothing.
    func source(in environment: EnvironmentValues) -> AssetCatalog.Asset? {
        if let folder = environment.assetsDirectory,
           let asset = AssetCatalog.asset(named: path, in: folder, scale: environment.displayScale) {
            return asset
        }
        return namesFiles && (path.contains("/") || path.contains(".")) ? AssetCatalog.Asset(path: path, scale: fileScale) : nil
    }

    /// The size in points of `source`'s picture: its pixels divided by its scale; zero when it cannot be read.
    static func naturalSize(of source: AssetCatalog.Asset?, in environment: EnvironmentValues) -> CGSize {
        guard let source, let pixels = environment.imageDecoder.pixelSize(ofImageAt: source.path) else { return .zero }
        return CGSize(width: pixels.width / source.scale, height: pixels.height / source.scale)
    }

    /// The display-list style `source` is drawn with: the image's own, at the asset's scale.
    func drawingStyle(for source: AssetCatalog.Asset) -> ImageStyle {
        var style = style
        style.assetScale = source.scale
        return style
    }
}

final class ImageNode: ViewNode {
    let image: Image
    /// The file drawn and its pixels per point, or nil for a missing asset.
    let source: AssetCatalog.Asset?
    let naturalSize: CGSize

    init(image: Image, context: ResolveContext) {
        self.image = image
        let environment = context.environment
        source = image.source(in: environment)
        naturalSize = Image.naturalSize(of: source, in: environment)
        super.init(context: context)
        if source == nil { LayoutDiagnostics.report(MissingImage(name: image.path, folder: environment.assetsDirectory?.path)) }
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override var spacingIsAlwaysOrdinary: Bool { true }

    override var displayRole: DisplayRole? { .image }

    /// Draws the picture scaled to the frame, as its style says.
    override func draw(into list: inout DisplayListBuilder) {
        guard let source else { return }
        if environment.drawsPlaceholders {
            list.fill(Path(frame), RedactionPlaceholder.color(in: environment))
            return
        }
        list.image(path: source.path, frame: frame, style: image.drawingStyle(for: source))
    }
}
