import Foundation
import Testing
@testable import EaselCore

/// Writes the 24 header bytes of a `width` × `height` PNG (all `Image` reads) to a fresh temporary file.
private func pngFile(width: UInt32, height: UInt32) throws -> String {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).png")
    try Data(bytes).write(to: url)
    return url.path
}

@Suite struct ControlsTests {
    @MainActor @Test func imageIsItsPixelSizeInPoints() throws {
        // A 40 × 20 px file is 40 × 20 points, whatever is proposed.
        let path = try pngFile(width: 40, height: 20)
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectFrames(frames(Image(path).id("image"), width: 300, height: 300), ["image": rect(0, 0, 40, 20)])
    }

    @MainActor @Test func resizableImageTakesTheProposalAndKeepsItsRatioWhenAsked() throws {
        // Resizable: 100 × 100 as offered. scaledToFit with its own 2:1 ratio: 100 × 50. scaledToFill: 200 × 100.
        let path = try pngFile(width: 40, height: 20)
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectFrames(frames(Image(path).resizable().id("image"), width: 100, height: 100), ["image": rect(0, 0, 100, 100)])
        expectFrames(frames(Image(path).resizable().scaledToFit().id("image"), width: 100, height: 100),
                     ["image": rect(0, 0, 100, 50)])
        expectFrames(frames(Image(path).resizable().scaledToFill().id("image"), width: 100, height: 100),
                     ["image": rect(0, 0, 200, 100)])
        // Asked for its ideal size, a resizable image is its file's size.
        expectFrames(frames(Image(path).resizable().id("image")), ["image": rect(0, 0, 40, 20)])
    }

    @MainActor @Test func unreadableImageHasZeroSize() {
        // No file, no size: 0 × 0.
        expectFrames(frames(Image("/nonexistent/easel.png").id("image"), width: 100, height: 100), ["image": rect(0, 0, 0, 0)])
    }

    @MainActor @Test func progressViewSpansTheWidthAndIsFourPointsTall() {
        // Offered 200 wide: 200 × 4. 3 of 4 is 0.75; 7 of 4 clamps to 1.
        let view = VStack { ProgressView(value: 0.5).id("progress") }
        expectFrames(frames(view, width: 200), ["progress": rect(0, 0, 200, 4)])
        #expect(ProgressView(value: 3.0, total: 4).fractionCompleted == 0.75)
        #expect(ProgressView(value: 7.0, total: 4).fractionCompleted == 1)
    }

    @MainActor @Test func buttonStylesPadTheirLabel() {
        // Bordered styles pad 12 horizontally and 7 vertically: 34 + 24 by 22 + 14. Plain and automatic
        // buttons are their label.
        expectFrames(frames(Button("Fish") {}.buttonStyle(.bordered).id("button")), ["button": rect(0, 0, 58, 36)])
        expectFrames(frames(Button("Fish") {}.buttonStyle(.borderedProminent).id("button")), ["button": rect(0, 0, 58, 36)])
        expectFrames(frames(Button("Fish") {}.buttonStyle(.plain).id("button")), ["button": rect(0, 0, 34, 22)])
        expectFrames(frames(Button("Fish") {}.id("button")), ["button": rect(0, 0, 34, 22)])
    }
}
