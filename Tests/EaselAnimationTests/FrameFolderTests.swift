import Easel
import Foundation
import Testing

/// `frames.json` as written.
struct Manifest: Decodable {
    struct Frame: Decodable { var file: String; var svg: String?; var time: Double }
    var width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int, fps: Int, frameCount: Int
    var states: [Int]
    var frames: [Frame]
}

@Suite struct FrameFolderTests {
    /// A frames folder: one numbered PNG per timeline frame and the manifest; the first and last frames
    /// (and each state's frame) are byte for byte the PNGs `ImageRenderer` writes for the states.
    @MainActor @Test func framesAreTheStaticRendersAtTheStates() async throws {
        let states = [Mover(x: 0), Mover(x: 40), Mover(x: 0)]
        let timeline = try AnimationTimeline(states: states, scale: 2, animation: .easeInOut(duration: 1),
                                             timing: AnimationTimeline.Timing(fps: 10, hold: 0.5))
        let folder = try temporaryFolder().appendingPathComponent("frames", isDirectory: true)
        try await timeline.write(to: folder, options: AnimationOutputOptions(writesSVGFrames: true))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("frames.json")))
        #expect(manifest.frameCount == 32 && manifest.frames.count == 32)
        #expect(manifest.width == 100 && manifest.height == 10 && manifest.scale == 2)
        #expect(manifest.pixelWidth == 200 && manifest.pixelHeight == 20 && manifest.fps == 10)
        #expect(manifest.frames.enumerated().allSatisfy { $1.time == Double($0) / 10 && $1.file == String(format: "frame_%05d.png", $0) })
        #expect(manifest.frames.allSatisfy { $0.svg == $0.file.replacingOccurrences(of: ".png", with: ".svg") })
        #expect(manifest.states == [0, 10, 26])
        for (frame, state) in zip(manifest.states, states) {
            let written = try Data(contentsOf: folder.appendingPathComponent(manifest.frames[frame].file))
            #expect(written == (try staticPNG(state, scale: 2)), "frame \(frame)")
        }
        let last = try Data(contentsOf: folder.appendingPathComponent("frame_00031.png"))
        #expect(last == (try staticPNG(states[2], scale: 2)))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 65)
    }

    /// Writing into an existing folder replaces the frames of an earlier, longer sequence and leaves
    /// other files alone; a failed render leaves no folder and no temporary files.
    @MainActor @Test func writingIsAtomic() async throws {
        let parent = try temporaryFolder()
        let folder = parent.appendingPathComponent("frames", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("frame_00099.png"))
        try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let timeline = try moverTimeline()
        try await timeline.write(to: folder)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(files.contains("notes.txt") && !files.contains("frame_00099.png"))
        #expect(files.count == 32 + 2)

        struct Broken: View {
            var x: CGFloat
            var body: some View { Image("/nonexistent/easel.png").resizable().frame(width: 10 + x, height: 10) }
        }
        let broken = try AnimationTimeline(states: [Broken(x: 0), Broken(x: 10)], environment: fixedEnvironment(),
                                           timing: AnimationTimeline.Timing(fps: 10))
        for name in ["broken/", "broken.gif", "broken.png", "broken.webp", "broken.mp4"] {
            let url = parent.appendingPathComponent(name)
            await #expect(throws: RenderError.missingImage(path: "/nonexistent/easel.png")) { try await broken.write(to: url) }
        }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
        #expect(left == ["frames"])
    }

    /// A destination that names no format is refused before anything is written.
    @MainActor @Test func unknownOutputIsRefused() async throws {
        let url = try temporaryFolder().appendingPathComponent("movie.avi")
        await #expect(throws: AnimationError.unsupportedOutput(path: url.path)) { try await moverTimeline().write(to: url) }
    }
}
