import Foundation
import Synchronization

/// Reads the named colours of Xcode asset catalogs: `Color("Brand")` is the colour set
/// `Brand.colorset` of a `*.xcassets` folder in the assets folder (or of the folder itself when it is one),
/// found at any depth of the catalog's groups.
///
/// The set's `Contents.json` follows Apple's "Asset Catalog Format Reference" (Named Color Type): a
/// `colors` array whose entries have a `color` with a `color-space` (`srgb`, `extended-srgb`,
/// `display-p3`, `extended-linear-srgb`, `gray-gamma-22`, `extended-gray`) and `components` (`red`,
/// `green`, `blue` or `white`, and `alpha`), written as a fraction (`"0.345"`), an 8-bit integer
/// (`"88"`) or hexadecimal (`"0x58"`). An entry with no `appearances` is the light colour; one whose
/// `appearances` has `luminosity` `dark` is the dark colour. Entries for other idioms than `universal`
/// and `iphone`, and high-contrast entries, are skipped.
package enum AssetCatalogColors {
    /// A named colour: its light and dark components.
    package struct NamedColor: Equatable, Sendable {
        package var light: RGBA
        package var dark: RGBA
    }

    private static let cache = Mutex<[String: NamedColor?]>([:])

    /// The colour set `name` in the catalogs of `folder`, or nil when there is none or it is unreadable.
    /// Read once per process and folder.
    package static func color(named name: String, in folder: URL) -> NamedColor? {
        guard AssetCatalog.isAssetName(name) else { return nil }
        let key = folder.path + "\u{0}" + name
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let color = AssetCatalog.catalogs(in: folder).lazy.compactMap { catalog in
            AssetCatalog.set(named: name, extension: "colorset", in: catalog).flatMap(read(colorSet:))
        }.first
        cache.withLock { $0[key] = color }
        return color
    }

    /// The colours a colour set's `Contents.json` lists, or nil when it lists none.
    static func read(colorSet: URL) -> NamedColor? {
        guard let data = try? Data(contentsOf: colorSet.appendingPathComponent("Contents.json")) else { return nil }
        return parse(contents: data)
    }

    /// The light and dark colours of a colour set's `Contents.json` (dark falls back to light).
    package static func parse(contents data: Data) -> NamedColor? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?, dark: RGBA?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let color = entry["color"] as? [String: Any],
                  let rgba = rgba(of: color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case nil, "light": if light == nil || luminosity == nil { light = rgba }
            case "dark": dark = rgba
            default: continue
            }
        }
        guard let light = light ?? dark else { return nil }
        return NamedColor(light: light, dark: dark ?? light)
    }

    /// The sRGB components of one `color` object.
    static func rgba(of color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let raw = components[key].map { "\($0)" }?.trimmingCharacters(in: .whitespaces)
            guard let raw, !raw.isEmpty else { return nil }
            if raw.lowercased().hasPrefix("0x") { return UInt8(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !raw.contains("."), let integer = Int(raw) { return Double(min(max(integer, 0), 255)) / 255 }
            return Double(raw).flatMap { $0.isFinite ? $0 : nil }
        }
        let alpha = component("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = component("white"), components["red"] == nil {
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        let colorSpace: Color.RGBColorSpace = switch space {
        case "display-p3": .displayP3
        case "extended-linear-srgb": .sRGBLinear
        default: .sRGB
        }
        return Color.sRGB(colorSpace, red: red, green: green, blue: blue, alpha: alpha)
    }
}
