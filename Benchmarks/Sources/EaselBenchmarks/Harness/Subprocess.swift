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
    /// The largest resident set the process itself reached, in kilobytes (`ru_maxrss`).
    let maxResidentKilobytes: Int

    var succeeded: Bool { status == 0 }
}

struct SubprocessError: Error, CustomStringConvertible {
    let description: String
}

/// Runs programs and measures them.
enum Subprocess {
    /// Runs `executable` (looked up on `PATH` when it has no slash) with `arguments` and waits for it.
    /// Its output goes to temporary files, read once it has exited. It is started by `MeasuredSpawn`, a
    /// small program built beside this one, so that its peak memory is its own (that program's source
    /// says why), and its times are the ones `MeasuredSpawn` reports.
    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path
        let reportPath = scratch.appendingPathComponent("usage").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 3, reportPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([spawner, executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, spawner, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw SubprocessError(description: "cannot start \(spawner): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SubprocessError(description: "waiting for \(executable) failed") }
        }
        let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let report = ((try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? "").split(separator: " ")
            .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard report.count == 4 else {
            throw SubprocessError(description: "\(executable) did not run: \(standardError.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        // Exited normally: the low 7 bits are 0 and the exit code is the next byte (MeasuredSpawn passes
        // on the program's, 128 + the signal when one ended it).
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ProcessResult(status: exitStatus,
                             standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                             standardError: standardError,
                             cpuSeconds: Double(report[0] + report[1]) / 1e6, wallSeconds: Double(report[2]) / 1e6,
                             maxResidentKilobytes: report[3])
    }

    /// `MeasuredSpawn`, built beside this program (`swift build` builds every executable of the package).
    private static let spawner = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("MeasuredSpawn").path

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
