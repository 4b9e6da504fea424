import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a finished process left: its exit status, its output, and the time it took.
struct ProcessResult {
    let status: Int32
    let standardOutput: String
    let standardError: String
    /// User plus system CPU seconds of the process (and any children it waited for), from `wait4`.
    let cpuSeconds: Double
    let wallSeconds: Double
    /// The largest resident set the process reached, in kilobytes (`ru_maxrss`).
    let maxResidentKilobytes: Int

    var succeeded: Bool { status == 0 }
}

struct SubprocessError: Error, CustomStringConvertible {
    let description: String
}

/// Runs programs and measures them.
enum Subprocess {
    /// Runs `executable` (looked up on `PATH` when it has no slash) with `arguments` and waits for it.
    /// Its output goes to temporary files, read once it has exited.
    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Clock.wallSeconds()
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SubprocessError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SubprocessError(description: "waiting for \(executable) failed") }
        }
        let wall = Clock.wallSeconds() - start
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // Exited normally: the low 7 bits are 0 and the exit code is the next byte; otherwise killed by a signal.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ProcessResult(status: exitStatus,
                             standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                             standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
                             cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), wallSeconds: wall,
                             maxResidentKilobytes: Int(usage.ru_maxrss))
    }

    /// The output of `executable` with `arguments`, trimmed, or nil when it fails or cannot start.
    static func output(_ executable: String, _ arguments: [String]) -> String? {
        guard let result = try? run(executable, arguments), result.succeeded else { return nil }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    static func locate(_ tool: String) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A helper process that answers one JSON line with one JSON line, kept running for a whole case so
/// that its start-up is paid once and its measurements interleave with ours.
final class LineWorker {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    init(executable: String, arguments: [String]) throws {
        guard let path = Subprocess.locate(executable) else { throw SubprocessError(description: "\(executable) not found") }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends `request` and returns the reply, both JSON objects.
    func ask(_ request: [String: Any]) throws -> [String: Any] {
        var line = try JSONSerialization.data(withJSONObject: request)
        line.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: line)
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let reply = buffered[buffered.startIndex..<newline]
                buffered = Data(buffered[(newline + 1)...])
                guard let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any] else {
                    throw SubprocessError(description: "the worker's reply is not a JSON object")
                }
                if let error = object["error"] as? String { throw SubprocessError(description: "worker: \(error)") }
                return object
            }
            // `availableData` returns as soon as some bytes arrive (`read(upToCount:)` waits for all of them).
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw SubprocessError(description: "the worker exited")
            }
            buffered.append(chunk)
        }
    }
}
