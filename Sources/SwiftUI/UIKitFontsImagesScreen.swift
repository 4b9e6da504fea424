import EaselCore
import Easel
import Foundation

/// A font as UIKit's `UIFont`, for view files that make SwiftUI fonts from UIKit's: `Font(UIFont.preferredFont(
/// forTextStyle: .body))`, `Font(UIFont.systemFont(ofSize: 15, weight: .semibold))`.
///
/// Rules: `preferredFont(forTextStyle:)` is the text style's font, which a `Font` made from it draws as
/// the SwiftUI text style (scaled for the Dynamic Type size of the view that draws it; `pointSize` is the
/// size at the default, `.large`). `systemFont(ofSize:weight:)` is the system font at that size, its
/// weight the nearest SwiftUI weight (UIKit's weights are −0.8 … 0.62); `UIFont(name:size:)` is
/// `Font.custom(name, fixedSize:)`.
public final class UIFont: Hashable, Sendable {
    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The SwiftUI text style (body for a style Easel does not know).
        var swiftUIStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }

    /// A font weight (UIKit's `UIFont.Weight`, −1 … 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight nearest this one.
        var swiftUIWeight: Font.Weight {
            let weights: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                     (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return weights.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// The font SwiftUI draws.
    let font: Font
    /// The font's size in points (a text style's at the default Dynamic Type size).
    public let pointSize: CGFloat

    init(font: Font, pointSize: CGFloat) { (self.font, self.pointSize) = (font, pointSize) }

    /// The custom font `fontName` at `size` points; never nil (a name no font answers to is reported when
    /// drawn, as for `Font.custom`).
    public convenience init?(name fontName: String, size: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: size), pointSize: size)
    }

    /// The font of a Dynamic Type text style.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = Font.system(style.swiftUIStyle)
        return UIFont(font: font, pointSize: font.resolved(for: .large).size)
    }

    /// The font of a text style for a trait collection (its content size is the default one).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight), pointSize: fontSize)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: fontSize).italic(), pointSize: fontSize)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight, design: .monospaced), pointSize: fontSize)
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: fontSize, weight: weight.swiftUIWeight).monospacedDigit(), pointSize: fontSize)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// The SwiftUI font of a UIKit font (`Font(UIFont.preferredFont(forTextStyle: .body))`).
    public init(_ font: UIFont) { self = font.font }
}

/// A picture as UIKit's `UIImage`, for view files that draw UIKit images: `Image(uiImage: UIImage(named:
/// "photo")!)`.
///
/// Rules: `UIImage(named:)` is the asset `name` of the render's assets folder (never nil: the folder is
/// known only when the view is drawn, and a missing asset then draws nothing and is reported, as
/// `Image(_:)`); `UIImage(systemName:)` is the symbol, nil for a name Easel's symbol set lacks (as iOS
/// gives nil for an unknown symbol); `UIImage(contentsOfFile:)` is the file; `ImageRenderer.uiImage` is the
/// rendered picture at the renderer's scale.
public final class UIImage: Sendable {
    enum Source: Hashable, Sendable { case named(String), systemName(String), file(String), rendered(path: String, scale: CGFloat), empty }
    let source: Source

    init(source: Source) { self.source = source }

    /// Pixels a point: the renderer's scale for a rendered picture, else 1 (an asset's own scale is chosen
    /// when it is drawn).
    public var scale: CGFloat {
        if case .rendered(_, let scale) = source { return scale }
        return 1
    }

    /// An empty image, which draws nothing.
    public convenience init() { self.init(source: .empty) }

    public convenience init?(named name: String) { self.init(source: .named(name)) }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name))
    }

    public convenience init?(systemName name: String) {
        guard SymbolNames.contains(name) else { return nil }
        self.init(source: .systemName(name))
    }

    public convenience init?(contentsOfFile path: String) { self.init(source: .file(path)) }

    /// The picture as a Core Graphics image (`Image(_:scale:label:)` takes it).
    public var cgImage: CGImage? { CGImage(image: self) }
}

/// A Core Graphics image as view files receive it from `UIImage.cgImage`, for `Image(_:scale:orientation:label:)`.
public final class CGImage: Sendable {
    let image: UIImage
    init(image: UIImage) { self.image = image }
}

extension Image {
    /// The picture of a UIKit image (`Image(uiImage:)`), drawn as `Image(_:)`, `Image(systemName:)` or
    /// `Image(contentsOfFile:)` draws it.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .systemName(let name): self.init(systemName: name)
        case .file(let path): self.init(contentsOfFile: path)
        case .rendered(let path, let scale): self.init(contentsOfFile: path, scale: scale)
        case .empty: self.init("")
        }
    }

    /// The picture of a Core Graphics image with `label` for accessibility. The scale and the orientation are
    /// accepted: the picture draws at its asset's scale, upright.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(uiImage: cgImage.image)
        self = self.accessibilityLabelled(label)
    }

    /// The picture of a Core Graphics image, which accessibility ignores; drawn as `Image(_:scale:label:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(uiImage: cgImage.image)
        self = self.accessibilityDecorative()
    }
}

extension ImageRenderer {
    /// The view rasterised as a UIKit image (SwiftUI's `ImageRenderer.uiImage`), nil when the render fails
    /// (an empty or too large canvas, a missing image file).
    ///
    /// Rule: the PNG of `pngData()` is written to a file of its own in the temporary folder (Easel's images
    /// are files), which `Image(uiImage:)` draws at the renderer's `scale` pixels a point, so the picture
    /// is the view's size in points, as on iOS. The file is left for the process's later renders.
    public var uiImage: UIImage? {
        guard let data = try? pngData() else { return nil }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-uiimage-\(UUID().uuidString).png")
        guard (try? data.write(to: url)) != nil else { return nil }
        return UIImage(source: .rendered(path: url.path, scale: scale))
    }
}

/// The phone a render stands for, as UIKit's `UIScreen`: `UIScreen.main.bounds` is an iPhone 15's screen,
/// 393 × 852 points at 3 pixels a point (Easel's preview device), whatever the render's size.
public final class UIScreen: Sendable {
    /// The screen of the preview device (an iPhone 15).
    public static let main = UIScreen()

    /// The screen in points, portrait.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels a point.
    public let scale: CGFloat = 3
    /// The screen in pixels, portrait.
    public let nativeBounds = CGRect(x: 0, y: 0, width: 1179, height: 2556)
    public let nativeScale: CGFloat = 3
}
