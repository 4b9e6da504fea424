import Easel
import Foundation

/// An `Image` view in a scene: one of `"path"` (a file, relative to the scene), `"name"` (an asset of
/// the assets folder), `"decorative"` (an asset accessibility ignores) or `"systemName"` (a symbol), and
/// how it draws: `"resizable"` (true, or `{"capInsets": {"top": …, "leading": …, "bottom": …,
/// "trailing": …}, "resizingMode": "tile" | "stretch"}`), `"interpolation"` (`"none"`, `"low"`,
/// `"medium"`, `"high"`) and `"antialiased"` (a boolean), as SwiftUI's `Image` methods.
enum ImageValue {
    static let properties = ["path", "name", "decorative", "systemName", "resizable", "interpolation", "antialiased"]

    static let interpolations: KeyValuePairs<String, Image.Interpolation> = ["none": .none, "low": .low, "medium": .medium, "high": .high]
    static let resizingModes: KeyValuePairs<String, Image.ResizingMode> = ["tile": .tile, "stretch": .stretch]

    static func decode(_ view: ViewProperties) throws -> Image {
        let sources = ["path", "name", "decorative", "systemName"]
        for (index, first) in sources.enumerated() {
            try view.object.exclusive([first], Array(sources[(index + 1)...]))
        }
        var image: Image
        if let systemName = view["systemName"] {
            image = Image(systemName: try systemName.string())
        } else if let name = view["name"] ?? view["decorative"] {
            // Decorative images draw as any other; a name is an asset only, never a file path.
            image = Image(assetNamed: try view.decoder.assetName(name))
        } else {
            image = Image(try view.decoder.imagePath(try view.required("path", "a path to an image file, or give \"name\" or \"systemName\"")))
        }
        if let resizable = view["resizable"] {
            if case .object = resizable.value {
                let object = try resizable.object("argument of resizable", allowedKeys: ["capInsets", "resizingMode"])
                let insets = try object["capInsets"].map(capInsets) ?? EdgeInsets()
                let mode = try object["resizingMode"]?.name(among: resizingModes) ?? .stretch
                image = image.resizable(capInsets: insets, resizingMode: mode)
            } else if try resizable.bool() {
                image = image.resizable()
            }
        }
        if let interpolation = view["interpolation"] { image = image.interpolation(try interpolation.name(among: interpolations)) }
        if let antialiased = view["antialiased"] { image = image.antialiased(try antialiased.bool()) }
        return image
    }

    /// Cap insets: `{"top": …, "leading": …, "bottom": …, "trailing": …}` in points, missing edges 0.
    private static func capInsets(_ node: JSONNode) throws -> EdgeInsets {
        let object = try node.object("edge of capInsets", allowedKeys: ["top", "leading", "bottom", "trailing"])
        func edge(_ key: String) throws -> CGFloat { try object[key]?.length() ?? 0 }
        return EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
    }
}
