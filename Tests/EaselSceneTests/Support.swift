import Easel
@testable import EaselScene
import Foundation
import Testing

/// The repository's folder, for the example scenes and their images.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let examplesFolder = repository.appendingPathComponent("Examples/scenes")

/// A scene of `root` (a view's JSON) on a 200 × 200 canvas at 1×, unless `canvas` says otherwise.
func scene(root: String, canvas: String = #"{"width": 200, "height": 200, "scale": 1}"#, environment: String = "{}") throws -> SceneDocument {
    try SceneDocument(json: Data(#"{"canvas": \#(canvas), "environment": \#(environment), "root": \#(root)}"#.utf8),
                      baseDirectory: examplesFolder)
}

/// A renderer measuring text with the fixed-advance measurer: a character is half the font size wide
/// and a line 1.25 × the size tall, so frames can be worked out by hand.
func fixedAdvanceRenderer(_ document: SceneDocument) -> ImageRenderer<AnyView> {
    let renderer = document.renderer()
    renderer.environment.textMeasurer = FixedAdvanceTextMeasurer()
    return renderer
}

/// Asserts that the scene `root` lays out and draws exactly as `expected`, built in Swift, does on the
/// same canvas and environment: the same frame for every id, and the same display list. Returns the
/// scene's frames for further checks.
@discardableResult
func expectSameAsSwift<V: View>(_ root: String, _ expected: V, canvas: String = #"{"width": 200, "height": 200, "scale": 1}"#,
                                environment: String = "{}", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: CGRect] {
    let decoded = try scene(root: root, canvas: canvas, environment: environment)
    let built = SceneDocument(root: expected, canvas: decoded.canvas, environment: decoded.environment)
    let (sceneRenderer, swiftRenderer) = (fixedAdvanceRenderer(decoded), fixedAdvanceRenderer(built))
    let frames = sceneRenderer.layoutFrames()
    #expect(!frames.isEmpty, "the scene should identify a view", sourceLocation: sourceLocation)
    #expect(frames == swiftRenderer.layoutFrames(), sourceLocation: sourceLocation)
    #expect(sceneRenderer.displayList() == swiftRenderer.displayList(), sourceLocation: sourceLocation)
    return frames
}

/// The message of the error decoding `json` throws, or nil when it decodes.
func decodingError(_ json: String) -> String? {
    do {
        _ = try SceneDocument(json: Data(json.utf8), baseDirectory: examplesFolder)
        return nil
    } catch {
        return "\(error)"
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
