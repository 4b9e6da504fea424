import Easel
import EaselRace
import EaselScene
import Foundation

/// `easel race --colors NAME|FILE`: a named palette (`RacePalette`), or a JSON file of entity names and
/// colours as scenes write them (`{"Cat": "#FF9500", "Dog": "blue"}`, `ColorValue`). A fault names the
/// file and its line or JSON path and is bad data (65); a file that is not there is a missing input (66).
/// Every name in the file must be an entity of the data (a misspelt name would silently do nothing);
/// entities the file leaves out take the system palette in turn.
enum RaceColors {
    static func load(_ value: String, entities: [String]) throws -> (palette: [Color], colors: [String: Color]) {
        if let palette = RacePalette(rawValue: value) { return (palette.colors, [:]) }
        guard value.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: value) else {
            throw CommandFailure.usage("--colors: \"\(value)\" is neither a palette (\(RacePalette.names)) nor a .json file")
        }
        let data = try SceneFile.contents(of: value)
        let name = SceneFile.displayName(value)
        do {
            let members = try JSONNode(try JSONParser.parse(data)).members("an object of entity names and colours")
            var colors: [String: Color] = [:]
            let known = Set(entities)
            for (entity, node) in members {
                guard known.contains(entity) else {
                    let suggestion = NameSuggestion.didYouMean(entity, among: entities).map { "; \($0)" } ?? ""
                    throw node.error("no entity \(JSONValue.quoted(entity)) in the data\(suggestion)")
                }
                colors[entity] = try ColorValue.decode(node)
            }
            return (RaceAnimation.palette, colors)
        } catch let error as JSONSyntaxError {
            throw CommandFailure.badData("\(name): \(error)")
        } catch let error as SceneError {
            throw CommandFailure.badData("\(name): \(error)")
        }
    }
}

/// `easel race --images DIR`: each entity's image, the file in DIR whose name without its extension is the
/// entity's name (exactly, or else ignoring letter case) and whose extension is an image's. Files naming
/// no entity are left alone; an entity without a file has no image. Faults: DIR missing (66); two files
/// for one entity, or a file that is no image within the limits (`ImageFile`: its bytes, not its
/// extension, say which format it is) (65), each naming the files.
enum RaceImages {
    /// The extensions of the image files the decoders read.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "svg"]

    static func load(_ folder: String, entities: [String], limits: SceneLimits) throws -> [String: String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CommandFailure.missingInput("--images: \(folder): no such folder")
        }
        let files = names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        var images: [String: String] = [:]
        for entity in entities {
            let stem = { (name: String) in (name as NSString).deletingPathExtension }
            var matches = files.filter { stem($0) == entity }
            if matches.isEmpty { matches = files.filter { stem($0).lowercased() == entity.lowercased() } }
            guard let file = matches.first else { continue }
            guard matches.count == 1 else {
                throw CommandFailure.badData("--images: \(listed(matches.map { "\(folder)/\($0)" }, conjunction: "and")) are images of the same entity \"\(entity)\"; keep one")
            }
            let path = (folder as NSString).appendingPathComponent(file)
            switch ImageFile.fault(at: path, maximumBytes: limits.maximumImageBytes, maximumPixels: limits.maximumPixels) {
            case nil: break
            case .missing, .unreadable: throw CommandFailure.missingInput("--images: \(path): cannot read the file")
            case .notAnImage: throw CommandFailure.badData("--images: \(path): not an image file (PNG, JPEG, WebP, GIF or SVG)")
            case .tooLarge(let bytes):
                throw CommandFailure.badData("--images: " + SceneLimits.overLimit("the image file \(path) of \(bytes) bytes",
                                                                                 limit: "\(limits.maximumImageBytes) bytes", flag: "--max-image-bytes"))
            case .tooManyPixels(let width, let height):
                throw CommandFailure.badData("--images: " + SceneLimits.overLimit("the image \(path) of \(width) × \(height) pixels",
                                                                                 limit: "\(limits.maximumPixels) pixels", flag: "--max-pixels"))
            }
            images[entity] = path
        }
        return images
    }
}
