import Easel
import Foundation

/// The picture a scene is drawn on: its size in points, its scale, and its background.
///
/// Rules:
/// 1. The root view is proposed the canvas size and centred on the canvas, as SwiftUI places a root
///    view in a window; frames are reported in points from the canvas's top-left corner. A root that
///    resolves to several views (a `Group`) stacks them vertically, as SwiftUI does at the top level,
///    and one that resolves to none (`EmptyView`) leaves the canvas blank.
/// 2. Without a height, the picture is as tall as the root's height for the canvas width and no
///    proposed height (its ideal height at that width): a card's picture ends where the card does.
/// 3. Without a background, the canvas is white in the light color scheme and black in the dark one.
/// 4. Width and height are above 0 and at most `maximumSide` points; the scale (pixels per point of
///    the PNG and SVG; PDFs stay in points) is above 0 and at most `maximumScale`.
/// 5. With a device safe area (`"safeArea"`, see `SafeAreaValues`), the root is framed to the canvas
///    less the insets and laid out inside them, as an app's root view on that phone; the background
///    and views that ignore the safe area fill the whole canvas.
///
/// A scene without `"canvas"` gets the default: a phone screen of 390 × 844 points at 3×. A
/// `"canvas"` object gives each key's default (width 390, scale 3, no background) except the height,
/// which when omitted fits the content (rule 2).
public struct SceneCanvas {
    public var width: CGFloat
    /// Nil: as tall as the content (rule 2).
    public var height: CGFloat?
    public var scale: CGFloat
    /// Nil: white, or black in the dark color scheme (rule 3).
    public var background: Color?
    /// The device's safe area insets (rule 5); none by default.
    public var safeAreaInsets = EdgeInsets()

    public static let maximumSide: Double = 10_000
    public static let maximumScale: Double = 10

    public init(width: CGFloat = 390, height: CGFloat? = 844, scale: CGFloat = 3, background: Color? = nil) {
        (self.width, self.height, self.scale, self.background) = (width, height, scale, background)
    }

    /// A width or height in points: above 0 and at most `maximumSide`. The one check of a side, in
    /// scene files and in `SceneOverrides`.
    public static func side(_ node: JSONNode) throws -> Double { try node.number(above: 0, atMost: maximumSide) }

    /// Pixels per point: above 0 and at most `maximumScale`. The one check of a scale, in scene files and
    /// in `SceneOverrides` (the renderer's `CanvasSize` refuses what no picture can have, whatever the front end).
    public static func scale(_ node: JSONNode) throws -> Double { try node.number(above: 0, atMost: maximumScale) }

    static func decode(_ node: JSONNode) throws -> SceneCanvas {
        let object = try node.object("key of canvas", allowedKeys: ["width", "height", "scale", "background", "safeArea"])
        func side(_ key: String) throws -> CGFloat? { try object[key].map { CGFloat(try Self.side($0)) } }
        var canvas = SceneCanvas(width: try side("width") ?? 390, height: try side("height"),
                                 scale: CGFloat(try object["scale"].map(Self.scale) ?? 3),
                                 background: try object["background"].map(ColorValue.decode))
        canvas.safeAreaInsets = try object["safeArea"].map(SafeAreaValues.deviceInsets) ?? EdgeInsets()
        return canvas
    }

    /// `content` framed to the canvas (rules 1, 2 and 5) on its background (rule 3). The stack makes the
    /// content one view, whatever it resolves to; around a single view it changes no frame.
    func compose<Content: View>(_ content: Content, colorScheme: ColorScheme) -> some View {
        let insets = safeAreaInsets
        return VStack { content }
            .frame(width: max(0, width - insets.leading - insets.trailing), height: height.map { max(0, $0 - insets.top - insets.bottom) })
            .background(background ?? (colorScheme == .dark ? Color.black : Color.white))
    }

    /// The proposal for the framed content.
    public var proposal: ProposedViewSize { ProposedViewSize(width: width, height: height) }
}
