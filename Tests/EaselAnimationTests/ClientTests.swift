import Easel
import Foundation
import Testing

/// Whether Pillow is installed for the system Python (`make test` installs python3-pil).
let hasPillow: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", "import PIL"]
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// A real client reads the animations: Pillow opens the GIF and the APNG and finds the frame count,
/// the durations and the loop.
@Suite(.enabled(if: hasPillow, "Pillow (python3-pil) is not installed")) struct ClientTests {
    /// Pillow's view of an animated image: `frames loop duration,duration,…` in milliseconds.
    func pillow(_ url: URL) throws -> String {
        let script = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        durations = []
        for index in range(im.n_frames):
            im.seek(index)
            durations.append(str(int(round(im.info.get('duration', 0)))))
        print(im.format, im.size[0], im.size[1], im.n_frames, im.info.get('loop'), ','.join(durations))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @MainActor @Test func pillowReadsTheGIF() async throws {
        let url = try temporaryFolder().appendingPathComponent("mover.gif")
        try await moverTimeline().write(to: url)
        let durations = (Array(repeating: "100", count: 10) + ["700"] + Array(repeating: "100", count: 9) + ["600"]).joined(separator: ",")
        #expect(try pillow(url) == "GIF 100 10 21 0 \(durations)")
    }

    @MainActor @Test func pillowReadsTheAPNG() async throws {
        let url = try temporaryFolder().appendingPathComponent("mover.png")
        try await moverTimeline().write(to: url)
        let durations = (Array(repeating: "100", count: 10) + ["700"] + Array(repeating: "100", count: 9) + ["600"]).joined(separator: ",")
        #expect(try pillow(url) == "PNG 100 10 21 0 \(durations)")
    }
}
