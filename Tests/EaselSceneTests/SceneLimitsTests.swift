import Easel
@testable import EaselScene
import Foundation
import Testing

/// `SceneLimits` through the Swift API: each limit refuses a scene just over it, at its JSON path, and
/// accepts one at it.
@Suite struct SceneLimitsTests {
    private func decode(_ json: String, _ limits: SceneLimits) -> String? {
        do {
            _ = try SceneDocument(json: Data(json.utf8), baseDirectory: examplesFolder, limits: limits)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func texts(_ count: Int) -> String {
        #"{"root": {"type": "VStack", "children": [\#(Array(repeating: #"{"type": "Text", "text": "a"}"#, count: count).joined(separator: ","))]}}"#
    }

    @MainActor @Test func theDefaultsAreDocumented() {
        let limits = SceneLimits.default
        let values: [Int] = [limits.maximumDepth, limits.maximumNesting, limits.maximumViews, limits.maximumStringLength,
                             limits.maximumImageBytes, limits.maximumSide, limits.maximumPixels, limits.maximumFrames]
        #expect(values == [200, 500, 100_000, 100_000, 50_000_000, 16_384, 256_000_000, 10_000])
        #expect(limits.canvas == CanvasLimits())
    }

    @MainActor @Test func viewsAreCountedInDocumentOrder() {
        #expect(decode(texts(4), SceneLimits(maximumViews: 5)) == nil)
        #expect(decode(texts(5), SceneLimits(maximumViews: 5))
                == "root.children[4]: view 6, over the limit of 5 views (raise it with --max-views)")
    }

    @MainActor @Test func stringsAndKeysAreMeasuredInUTF8Bytes() {
        let limits = SceneLimits(maximumStringLength: 9)
        // "héllo wo" is 9 bytes, "héllo wor" 10; the longest key, "modifiers", 9.
        #expect(decode(#"{"root": {"type": "Text", "text": "héllo wo", "modifiers": []}}"#, limits) == nil)
        #expect(decode(#"{"root": {"type": "VStack", "children": [{"type": "Text", "text": "héllo wor"}]}}"#, limits)
                == "root.children[0].text: a string of 10 bytes, over the limit of 9 bytes (raise it with --max-string-length)")
        #expect(decode(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"paddingggg": 1}]}}"#, limits)
                == "root.modifiers[0]: a key of 10 bytes, over the limit of 9 bytes (raise it with --max-string-length)")
    }

    @MainActor @Test func depthAndNestingAreConfigurableUpToTheCeiling() {
        let deep = #"{"root": {"type": "VStack", "children": [{"type": "VStack", "children": [{"type": "Text", "text": "a"}]}]}}"#
        #expect(decode(deep, SceneLimits(maximumDepth: 6)) == nil)
        #expect(decode(deep, SceneLimits(maximumDepth: 5))
                == "line 1, column 74: arrays and objects nest more than 5 deep, the limit (raise it with --max-depth)")
        #expect(decode(deep, SceneLimits(maximumNesting: 2))
                == "root.children[0].children[0]: views and modifiers nest more than 2 deep, the limit (raise it with --max-nesting)")
        // A limit past the ceiling counts as the ceiling.
        let levels = SceneLimits.depthCeiling / 2 + 1
        let deeper = #"{"root": "# + String(repeating: #"{"type": "VStack", "children": ["#, count: levels) + #"{"type": "Text", "text": "a"}"#
            + String(repeating: "]}", count: levels) + "}"
        #expect(decode(deeper, SceneLimits(maximumDepth: .max, maximumNesting: .max))?.contains("nest more than 10000 deep") == true)
    }

    @MainActor @Test func imagesAreCheckedForBytesAndDeclaredPixels() throws {
        let image = #"{"root": {"type": "Image", "path": "images/cat.png"}}"#
        let path = examplesFolder.appendingPathComponent("images/cat.png").path
        #expect(decode(image, .default) == nil)
        #expect(decode(image, SceneLimits(maximumImageBytes: 4000))
                == "root.path: the image file \(path) of 4334 bytes, over the limit of 4000 bytes (raise it with --max-image-bytes)")
        let size = try #require(PNGFile.fault(at: path, maximumPixels: 1)).self
        guard case .tooManyPixels(let width, let height) = size else { Issue.record("expected too many pixels, got \(size)"); return }
        #expect(decode(image, SceneLimits(maximumPixels: width * height - 1))
                == "root.path: the image \(path) of \(width) × \(height) pixels, over the limit of \(width * height - 1) pixels (raise it with --max-pixels)")
        #expect(decode(image, SceneLimits(maximumPixels: width * height)) == nil)
    }

    @MainActor @Test func numbersPastADoubleAreRefusedAtTheirPath() {
        #expect(decode(#"{"root": {"type": "Spacer", "minLength": 1e400}}"#, .default) == "root.minLength: expected a number ≤ 1000000, got 1e400")
        #expect(decode(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"rank": -1e999}]}}"#, .default)
                == "root.modifiers[0].rank: expected an integer, got -1e999")
    }

    @MainActor @Test func theRendererTakesTheCanvasLimits() throws {
        let document = try scene(root: #"{"type": "Color", "color": "red"}"#, canvas: #"{"width": 50, "height": 20, "scale": 2}"#)
        #expect(throws: RenderError.canvasTooLarge(width: 100, height: 40, limits: CanvasLimits(maximumSide: 99))) {
            try document.renderer(limits: SceneLimits(maximumSide: 99)).pngData()
        }
        #expect(throws: Never.self) { try document.renderer(limits: SceneLimits(maximumSide: 100, maximumPixels: 4000)).pngData() }
        #expect("\(RenderError.canvasTooLarge(width: 100, height: 40, limits: CanvasLimits(maximumPixels: 3999)))"
                == "canvas of 100 × 40 pixels refused: over the limit of 3999 pixels in all (raise it with --max-pixels)")
        #expect("\(RenderError.canvasTooLarge(width: .infinity, height: 40))"
                == "canvas of inf × 40 pixels refused: over the limit of 16384 pixels a side (raise it with --max-side)")
    }
}
