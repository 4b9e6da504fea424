import Easel
import Foundation

/// How `easel preview` and the snapshot helper draw previews unless a preview says otherwise.
public struct PreviewOptions: Sendable, Equatable {
    /// The device of previews that name none (`previewDevice` wins, as in Xcode's canvas).
    public var device: PreviewDeviceMetrics = .defaultDevice
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Pixels per point; nil: the device's (3 on an iPhone 15).
    public var scale: CGFloat?
    /// The folder whose asset catalogs `Image("name")` and `Color("name")` read (`ImageRenderer.assetsDirectory`).
    public var assetsDirectory: URL?

    /// The Dynamic Type size of this name, as Swift spells the case (`xxxLarge`, `accessibility2`).
    public static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
        DynamicTypeSize.allCases.first { "\($0)" == name }
    }

    public init(device: PreviewDeviceMetrics = .defaultDevice, colorScheme: ColorScheme = .light,
                dynamicTypeSize: DynamicTypeSize = .large, scale: CGFloat? = nil, assetsDirectory: URL? = nil) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.scale = scale
        self.assetsDirectory = assetsDirectory
    }
}

/// A preview drawn: its picture and where its `.id`'d views landed.
public struct RenderedPreview {
    /// The picture's size in points.
    public let size: CGSize
    public let scale: CGFloat
    /// The device it was drawn on.
    public let device: PreviewDeviceMetrics
    public let orientation: InterfaceOrientation
    /// Every `.id(…)`'d view's frame in points from the picture's top-left, by the id's description.
    public let frames: [String: CGRect]
    public let png: Data
}

/// Draws a preview as Xcode's canvas shows it.
///
/// 1. The device is the preview's `previewDevice` if it names one Easel knows, else `options.device`;
///    the orientation the preview's (portrait by default) turns its screen and safe area.
/// 2. The layout:
///    - `.device` (the default): the view is an app's root view on the device's screen. It is offered the
///      screen less the safe area and centred in it, views that ignore the safe area reach the edges, and
///      the picture is the whole screen on the system background (white; black in dark mode).
///    - `.sizeThatFits`: the view is offered the screen, without a safe area, and the picture is the size
///      it takes, on the system background.
///    - `.fixed(width:height:)`: the view is centred in a container of that size, which is the picture.
/// 3. The environment: `options`' colour scheme and Dynamic Type size; the scale is `options.scale` or
///    the device's.
public struct PreviewRenderer {
    public var options: PreviewOptions

    public init(options: PreviewOptions = PreviewOptions()) { self.options = options }

    /// The device `preview` is drawn on.
    public func device(for preview: PreviewDeclaration) -> PreviewDeviceMetrics {
        preview.settings.device.flatMap { PreviewDeviceMetrics.named($0.rawValue) } ?? options.device
    }

    public func render(_ preview: PreviewDeclaration) throws -> RenderedPreview {
        let device = device(for: preview)
        let orientation = preview.settings.orientation ?? .portrait
        let screen = device.screen(orientation)
        let scale = options.scale ?? device.scale
        let content = preview.makeView()
        let renderer: ImageRenderer<AnyView>
        switch preview.settings.layout ?? .device {
        case .device:
            renderer = ImageRenderer(content: AnyView(ZStack {
                Rectangle().fill(.background).ignoresSafeArea()
                content
            }))
            renderer.proposedSize = ProposedViewSize(screen)
            renderer.safeAreaInsets = device.safeArea(orientation)
        case .sizeThatFits:
            renderer = ImageRenderer(content: AnyView(content.background(.background)))
            renderer.proposedSize = ProposedViewSize(screen)
        case .fixed(let width, let height):
            renderer = ImageRenderer(content: AnyView(content.frame(width: width, height: height).background(.background)))
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
        }
        renderer.scale = scale
        renderer.assetsDirectory = options.assetsDirectory
        renderer.environment.colorScheme = options.colorScheme
        renderer.environment.dynamicTypeSize = options.dynamicTypeSize
        // One layout pass gives both the frames and the picture (the bytes `pngData()` would give).
        let layout = renderer.layout()
        let png = try layout.displayList.data(format: .png)
        return RenderedPreview(size: layout.size, scale: scale, device: device, orientation: orientation,
                               frames: layout.frames, png: png)
    }
}
