import Easel
@testable import EaselScene
import Foundation
import Testing

/// Scenes' images: assets by name, the drawing options, and faults at their JSON paths.
@Suite struct ImageSceneTests {
    @MainActor @Test func theDrawingOptionsAreSwiftUIsMethods() throws {
        let root = #"{"type": "Image", "path": "images/cat.png", "id": "cat", "interpolation": "none", "antialiased": false, "resizable": {"capInsets": {"top": 4, "leading": 2}, "resizingMode": "tile"}, "modifiers": [{"frame": {"width": 50, "height": 30}}]}"#
        let cat = examplesFolder.appendingPathComponent("images/cat.png").path
        try expectSameAsSwift(root, Image(cat).interpolation(.none).antialiased(false)
            .resizable(capInsets: EdgeInsets(top: 4, leading: 2, bottom: 0, trailing: 0), resizingMode: .tile)
            .frame(width: 50, height: 30).id("cat"))
    }

    @MainActor @Test func namesComeFromTheScenesAssetsFolder() throws {
        let json = #"{"assets": "images", "canvas": {"width": 200, "height": 200, "scale": 1}, "root": {"type": "VStack", "children": [{"type": "Image", "name": "cat", "id": "cat"}, {"type": "Image", "decorative": "cat", "id": "decorative"}]}}"#
        let document = try SceneDocument(json: Data(json.utf8), baseDirectory: examplesFolder)
        #expect(document.assetsDirectory?.path == examplesFolder.appendingPathComponent("images").standardizedFileURL.path)
        let frames = document.renderer().layoutFrames()
        #expect(frames["cat"]?.size == CGSize(width: 120, height: 120))
        #expect(frames["cat"]?.size == frames["decorative"]?.size)
    }

    @MainActor @Test func aNameIsNeverAFilePath() throws {
        // Without an assets folder, "swatch.png" draws nothing (and renders), not a file of that name.
        let document = try scene(root: #"{"type": "HStack", "children": [{"type": "Image", "name": "swatch.png"}, {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 4}}]}]}"#)
        let renderer = document.renderer()
        func containsImage(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .image: true
                case .group(_, _, _, let inner), .tagged(_, let inner), .effect(_, let inner): containsImage(inner)
                default: false
                }
            }
        }
        #expect(!containsImage(renderer.displayList().items))
        #expect(throws: Never.self) { try renderer.pngData() }
    }

    @MainActor @Test func faultsNameTheirPath() throws {
        #expect(throws: SceneError.self) { try scene(root: #"{"type": "Image", "path": "images/cat.png", "name": "cat"}"#) }
        do {
            _ = try scene(root: #"{"type": "Image", "path": "images/cat.png", "interpolation": "nearest"}"#)
            Issue.record("an unknown interpolation is an error")
        } catch let error as SceneError {
            #expect(error.description.hasPrefix("root.interpolation: "))
        }
        do {
            _ = try scene(root: #"{"type": "Image", "name": "../cat"}"#)
            Issue.record("a name with a path is an error")
        } catch let error as SceneError {
            #expect(error.description.hasPrefix("root.name: "))
        }
    }
}
