import Foundation
import Testing

/// An interrupted animation leaves nothing behind: no half-written output, no temporary file, and an
/// existing output as it was.
@Suite struct InterruptTests {
    /// Two states of a 3000 × 3000-pixel box crossing the canvas: about a second of work per few frames,
    /// long enough to interrupt.
    private static func state(_ offset: Int, _ color: String) -> String {
        #"{"canvas": {"width": 1000, "height": 1000, "scale": 3}, "root": {"type": "Color", "color": "\#(color)", "id": "box", "#
            + #""modifiers": [{"frame": {"width": 100, "height": 100}}, {"offset": {"x": \#(offset), "y": \#(offset)}}]}}"#
    }

    @MainActor @Test(arguments: ["out.gif", "out.png", "frames/"])
    func anInterruptedAnimationLeavesNothingBehind(output: String) throws {
        let binary = try #require(easelBinary)
        try withTemporaryFolder { folder in
            try Data(Self.state(-400, "red").utf8).write(to: folder.appendingPathComponent("a.json"))
            try Data(Self.state(400, "blue").utf8).write(to: folder.appendingPathComponent("b.json"))
            let existing = output.hasSuffix("/") ? folder.appendingPathComponent(output + "frame_00000.png") : folder.appendingPathComponent(output)
            try FileManager.default.createDirectory(at: existing.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("before".utf8).write(to: existing)
            let before = try files(in: folder)

            let process = Process()
            process.executableURL = binary
            process.arguments = ["animate", "a.json", "b.json", "-o", output, "--fps", "30", "--duration", "3"]
            process.currentDirectoryURL = folder
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Interrupt once the temporary output exists and some frames are written.
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, process.isRunning, !(try files(in: folder)).contains(where: { $0.hasSuffix(".tmp") }) {
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(process.isRunning, "the animation should still be running when interrupted")
            Thread.sleep(forTimeInterval: 0.3)
            process.interrupt()
            process.waitUntilExit()

            // Dead of the signal, or exited with the status a shell gives it (128 + 2).
            #expect(process.terminationReason == .uncaughtSignal ? process.terminationStatus == SIGINT : process.terminationStatus == 130)
            #expect(try files(in: folder) == before)
            #expect(try Data(contentsOf: existing) == Data("before".utf8))
        }
    }
}
