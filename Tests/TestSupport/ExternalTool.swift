import Foundation

/// What a run of an external program (Pillow's Python, ffprobe) printed, and its exit status.
public struct ToolRun: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// Runs `executable` with `arguments` (in `directory` when given, with `stdin` as its standard input,
/// else an empty one) and waits for it; its output goes through files outside `directory`, so a chatty
/// program never blocks on a full pipe and the folder holds only what the program wrote.
public func runTool(_ executable: String, _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
                    environment: [String: String]? = nil) throws -> ToolRun {
    let logs = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tool-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    let (outURL, errURL) = (logs.appendingPathComponent("stdout"), logs.appendingPathComponent("stderr"))
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let (out, err) = (try FileHandle(forWritingTo: outURL), try FileHandle(forWritingTo: errURL))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ToolRun(status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
                   stderr: try String(contentsOf: errURL, encoding: .utf8))
}

/// `body`'s result, computed on a thread of its own while the calling task waits without holding a thread
/// of the concurrency pool. Swift Testing runs tests as tasks on that pool, one thread per core (two here);
/// a test that waits minutes for a program (`swift build`) on a pool thread starves the other suites' tasks
/// of it, and in the whole run the live-update tests' loop then waits past its deadline.
public func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// Pillow (Debian's python3-pil, an independent decoder) run on `file`: `script` is Python that reads
/// `sys.argv[1]` and prints JSON, which is returned parsed.
public func pillow(_ script: String, file: URL) throws -> Any {
    let run = try runTool("/usr/bin/python3", ["-c", "import sys, json\nfrom PIL import Image\n" + script, file.path])
    guard run.status == 0 else { throw ToolError(message: "python3 exited \(run.status): \(run.stderr)") }
    return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8), options: [.fragmentsAllowed])
}

/// ffprobe's view of a video's first stream: codec, frame count (decoded), duration in seconds, width
/// and height.
public func ffprobe(_ file: URL) throws -> (codec: String, frames: Int, duration: Double, width: Int, height: Int) {
    let run = try runTool("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                               "stream=codec_name,nb_read_frames,width,height:format=duration", "-of", "json", file.path])
    guard run.status == 0, let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
          let stream = (json["streams"] as? [[String: Any]])?.first, let format = json["format"] as? [String: Any] else {
        throw ToolError(message: "ffprobe exited \(run.status): \(run.stderr)")
    }
    return (stream["codec_name"] as? String ?? "", Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
            Double(format["duration"] as? String ?? "") ?? -1, stream["width"] as? Int ?? -1, stream["height"] as? Int ?? -1)
}

public struct ToolError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
