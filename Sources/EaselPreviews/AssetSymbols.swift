import Foundation

/// The Swift symbols Xcode 15 generates for the colour and image sets of asset catalogs (build setting
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`), so that `Color(.brandTint)`,
/// `.foregroundStyle(.brandTint)` and `Image(.birdIcon)` compile on Linux as in Xcode.
///
/// For each set: a static `ColorResource` or `ImageResource` with the set's name, and for colours also a
/// `Color` and a `ShapeStyle` member, as Xcode adds for an app target with SwiftUI support (skipped where
/// SwiftUI has a colour of that name, or where the user's files declare a static member of that name, as
/// Apple's samples do for targets Xcode adds no such members to). A group whose
/// `Contents.json` says `"provides-namespace": true` becomes a nested enum, and its sets' names are
/// `Group/Name`. Symbol names follow `symbol(forAsset:suffix:)`.
public enum AssetSymbols {
    /// A set found in a catalog: its asset name (`Group/Name` inside namespaces) and its namespace path.
    struct Entry: Equatable {
        var name: String
        var namespace: [String]
        var symbol: String
    }

    /// The Swift source of the symbols of `catalogs`' colour and image sets; empty when they have none.
    public static func source(catalogs: [URL], declaredStatics: Set<String> = []) -> String {
        var colors: [Entry] = [], images: [Entry] = []
        for catalog in catalogs {
            collect(in: catalog, prefix: [], colors: &colors, images: &images)
        }
        guard !colors.isEmpty || !images.isEmpty else { return "" }
        var out = "import Foundation\nimport SwiftUI\n\n"
        out += declarations(of: colors, type: "ColorResource")
        out += declarations(of: images, type: "ImageResource")
        let plain = unique(colors.filter { $0.namespace.isEmpty && !swiftUIColorNames.contains($0.symbol) && !declaredStatics.contains($0.symbol) })
        if !plain.isEmpty {
            for extended in ["Color", "ShapeStyle where Self == Color"] {
                out += "extension \(extended) {\n"
                for entry in plain {
                    out += "    static var \(entry.symbol): Color { Color(ColorResource.\(entry.symbol)) }\n"
                }
                out += "}\n\n"
            }
        }
        return out
    }

    /// The Swift name of an asset: words split at spaces, `-`, `_` and `.`, joined in lower camel case
    /// (`"Premium Bird Food"` → `premiumBirdFood`, the first letter lower case as Xcode makes it), a
    /// trailing `suffix` (`Color` for colours, `Image` for images) dropped unless that leaves nothing
    /// (`"AccentColor"` → `accent`), characters that cannot be in an identifier dropped, and a leading
    /// digit prefixed with `_`. Nil when nothing is left. Xcode documents the lower-case first letter;
    /// the rest follows the names its generated files show.
    public static func symbol(forAsset name: String, suffix: String) -> String? {
        let words = name.split { " -_.".contains($0) }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        symbol = String(String.UnicodeScalarView(symbol.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }))
        guard let head = symbol.first else { return nil }
        return head.isNumber ? "_" + symbol : symbol
    }

    /// The names of the static members `sources` declare (`static let name`, `static var name`).
    public static func declaredStatics(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            for match in source.matches(of: /static\s+(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/) { names.insert(String(match.output.1)) }
        }
        return names
    }

    /// SwiftUI's own colour names, which a generated `Color` member would shadow.
    static let swiftUIColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "black", "white", "clear", "primary", "secondary", "accentColor",
    ]

    private static func collect(in folder: URL, prefix: [String], colors: inout [Entry], images: inout [Entry]) {
        let manager = FileManager.default
        for item in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !item.hasPrefix(".") {
            let url = folder.appendingPathComponent(item)
            let ext = url.pathExtension, base = url.deletingPathExtension().lastPathComponent
            let name = (prefix + [base]).joined(separator: "/")
            switch ext {
            case "colorset":
                if let symbol = symbol(forAsset: base, suffix: "Color") { colors.append(Entry(name: name, namespace: prefix, symbol: symbol)) }
            case "imageset":
                if let symbol = symbol(forAsset: base, suffix: "Image") { images.append(Entry(name: name, namespace: prefix, symbol: symbol)) }
            case "":
                var isFolder: ObjCBool = false
                guard prefix.count < 8, manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                collect(in: url, prefix: providesNamespace(url) ? prefix + [item] : prefix, colors: &colors, images: &images)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = try? Data(contentsOf: group.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// `extension ColorResource { … }` with nested enums for namespaces; the first set of a symbol wins.
    private static func declarations(of entries: [Entry], type: String) -> String {
        guard !entries.isEmpty else { return "" }
        var out = "extension \(type) {\n"
        var open: [String] = []
        for entry in unique(entries).sorted(by: {
            $0.namespace == $1.namespace ? $0.symbol < $1.symbol : $0.namespace.lexicographicallyPrecedes($1.namespace)
        }) {
            let namespace = entry.namespace.compactMap { symbol(forAsset: $0, suffix: "").map { $0.prefix(1).uppercased() + $0.dropFirst() } }
            while !namespace.starts(with: open) { open.removeLast(); out += String(repeating: "    ", count: open.count + 1) + "}\n" }
            for level in namespace.dropFirst(open.count) {
                out += String(repeating: "    ", count: open.count + 1) + "enum \(level) {\n"
                open.append(level)
            }
            let literal = entry.name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            out += String(repeating: "    ", count: open.count + 1)
                + "static let \(entry.symbol) = \(type)(name: \"\(literal)\", bundle: .main)\n"
        }
        while !open.isEmpty { open.removeLast(); out += String(repeating: "    ", count: open.count + 1) + "}\n" }
        return out + "}\n\n"
    }

    private static func unique(_ entries: [Entry]) -> [Entry] {
        var seen = Set<[String]>()
        return entries.filter { seen.insert($0.namespace + [$0.symbol]).inserted }
    }
}
