import Foundation

/// Finds the file an `Image("name")` draws in an assets folder, as Xcode's asset catalogs do.
///
/// Candidates, in this order of folders: the folder itself (`name.png`, `name@2x.png`, `name@3x.png`,
/// and the same for `.jpg`, `.jpeg`, `.webp`, `.gif` and `.svg`; also a file named exactly `name`), then
/// each `*.xcassets` folder in it (or the folder itself when it is one), whose `name.imageset/Contents.json`
/// (at the catalog's top or in one of its groups)
/// lists `images` with a `filename` and a `scale` (`"1x"`, `"2x"`, `"3x"`; none means 1x). Of the first
/// folder with candidates, the file chosen is the one of the smallest scale at least the render scale,
/// else the largest scale — the variant Xcode ships to a device of that scale, or the sharpest there is.
/// A name with a part that is empty or starts with `.` names no asset: assets come only from the folder.
/// `Group/Name` names a set in a group that provides a namespace.
package enum AssetCatalog {
    /// A file of an asset and the pixels per point it was drawn for.
    package struct Asset: Equatable, Sendable {
        package var path: String
        package var scale: CGFloat
    }

    package static let extensions = ["png", "jpg", "jpeg", "webp", "gif", "svg"]

    /// The file of the asset `name` in `folder` for a render at `scale` pixels per point, or nil.
    package static func asset(named name: String, in folder: URL, scale: CGFloat) -> Asset? {
        choose(among: assets(named: name, in: folder), scale: scale)
    }

    /// Every file of the asset `name` in `folder`, one a scale.
    package static func assets(named name: String, in folder: URL) -> [Asset] {
        guard isAssetName(name) else { return [] }
        let candidates = name.contains("/") ? [] : looseFiles(named: name, in: folder)
        return candidates.isEmpty ? catalogFiles(named: name, in: folder) : candidates
    }

    /// Whether `name` can name an asset: not empty, and no part of it (`Group/Name` names a set in a group
    /// that provides a namespace) empty or starting with `.`, so a name never leaves the catalogs.
    package static func isAssetName(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// The variant for `scale`: the smallest scale at least `scale`, else the largest.
    package static func choose(among assets: [Asset], scale: CGFloat) -> Asset? {
        let atLeast = assets.filter { $0.scale >= scale }
        return atLeast.min { $0.scale < $1.scale } ?? assets.max { $0.scale < $1.scale }
    }

    private static func looseFiles(named name: String, in folder: URL) -> [Asset] {
        var found: [Asset] = []
        if isFile(folder.appendingPathComponent(name)) { found.append(Asset(path: folder.appendingPathComponent(name).path, scale: 1)) }
        for pathExtension in extensions {
            for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
                let url = folder.appendingPathComponent("\(name)\(suffix).\(pathExtension)")
                if isFile(url), !found.contains(where: { $0.scale == scale }) { found.append(Asset(path: url.path, scale: scale)) }
            }
        }
        return found
    }

    /// The files an `imageset` named `name` lists, in the catalogs of `folder`.
    private static func catalogFiles(named name: String, in folder: URL) -> [Asset] {
        for catalog in catalogs(in: folder) {
            guard let imageset = set(named: name, extension: "imageset", in: catalog),
                  let data = try? Data(contentsOf: imageset.appendingPathComponent("Contents.json")),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let images = json["images"] as? [[String: Any]] else { continue }
            let assets = images.compactMap { entry -> Asset? in
                guard let file = entry["filename"] as? String, !file.contains("/"), !file.hasPrefix("."),
                      isFile(imageset.appendingPathComponent(file)) else { return nil }
                let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                return Asset(path: imageset.appendingPathComponent(file).path, scale: CGFloat(max(scale, 1)))
            }
            if !assets.isEmpty { return assets }
        }
        return []
    }

    /// The asset catalogs of `folder`: the folder itself when it is one, else its `*.xcassets` folders.
    package static func catalogs(in folder: URL) -> [URL] {
        if folder.pathExtension == "xcassets" { return [folder] }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return contents.sorted().filter { $0.hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    /// The set `name.<extension>` (`imageset`, `colorset`) of `catalog`, at its top or in one of its
    /// groups (folders), as Xcode finds it: names are unique across groups. Groups are searched in
    /// name order, at most 8 deep.
    package static func set(named name: String, extension setExtension: String, in catalog: URL, depth: Int = 0) -> URL? {
        let direct = catalog.appendingPathComponent("\(name).\(setExtension)", isDirectory: true)
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard depth < 8, let contents = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { return nil }
        for entry in contents.sorted() where !entry.contains(".") {
            var isDirectory: ObjCBool = false
            let group = catalog.appendingPathComponent(entry, isDirectory: true)
            guard FileManager.default.fileExists(atPath: group.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if let found = set(named: name, extension: setExtension, in: group, depth: depth + 1) { return found }
        }
        return nil
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
