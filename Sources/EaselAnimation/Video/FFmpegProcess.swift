import EaselRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An `ffmpeg` executable encoding raw frames from its standard input into a file that appears whole or
/// not at all. Easel does not link ffmpeg: it runs Debian's `ffmpeg` program, so none of its licences
/// reach Easel.
///
/// Steps:
/// 1. `locate` finds `ffmpeg` in the directories of `PATH`, in order; without one the error names the
///    Debian package (`AnimationError.encoderUnavailable`).
/// 2. The process writes to a temporary file beside the destination (`.NAME.RANDOM.tmp`, registered with
///    `TemporaryFiles`); its standard error goes to a temporary file of its own, read only on failure.
/// 3. `write` hands it a frame's bytes through a pipe (SIGPIPE is ignored, so a process that ended early
///    makes the write fail instead of ending Easel); the pipe's buffer bounds what waits in memory.
/// 4. `finish` closes the pipe, waits, and renames the file over the destination when ffmpeg exited 0;
///    otherwise the error gives the status and the last lines ffmpeg wrote, and the file is removed.
/// Owned by one task; not thread-safe.
final class FFmpegProcess {
    /// The Debian package that installs `ffmpeg`.
    static let debianPackage = "ffmpeg"

    private let process = Process()
    private let input = Pipe()
    private let destination: URL
    private let temporary: URL
    private let log: URL
    private var isFinished = false

    /// The `ffmpeg` executable on `PATH` (step 1).
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw AnimationError.encoderUnavailable(
            "MP4 and WebM are encoded by an ffmpeg program, and none is on PATH; install Debian's \(debianPackage) package (apt-get install \(debianPackage))")
    }

    /// Starts `executable` with `arguments` (the input options), the output written to a temporary file
    /// for `url` with `outputArguments` before it.
    init(executable: URL, arguments: [String], outputArguments: [String], destination url: URL) throws {
        signal(SIGPIPE, SIG_IGN)
        destination = url.standardizedFileURL
        let folder = destination.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        log = FileManager.default.temporaryDirectory.appendingPathComponent("easel-ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            isFinished = true // nothing started: nothing for `deinit` to wait for
            throw AnimationError.writeFailed(path: destination.path, reason: OutputFolder.problem(creatingIn: destination)
                                                 ?? "cannot create a file in \(folder.path)")
        }
        TemporaryFiles.register(temporary)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = executable
        process.arguments = ["-hide_banner", "-loglevel", "error"] + arguments + outputArguments + ["-y", temporary.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let logHandle = FileHandle(forWritingAtPath: log.path)
        process.standardError = logHandle
        // The child has its own copy of the log's descriptor; the parent's is closed either way.
        defer { try? logHandle?.close() }
        do {
            try process.run()
        } catch {
            removeFiles()
            isFinished = true
            throw AnimationError.encoderUnavailable("cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Only the child reads the pipe: with the parent's read end closed, writing to an ffmpeg that has
        // ended fails (EPIPE) instead of blocking once the pipe is full.
        try? input.fileHandleForReading.close()
    }

    deinit {
        guard !isFinished else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        removeFiles()
    }

    /// Writes `bytes` to ffmpeg's standard input (step 3).
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw fail(reason: "it stopped reading its frames") }
            offset += written
        }
    }

    /// Waits for ffmpeg and publishes the file (step 4).
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        isFinished = true
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw fail(reason: nil) }
        try? FileManager.default.removeItem(at: log)
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            removeFiles()
            throw AnimationError.writeFailed(path: destination.path, reason: reason)
        }
        TemporaryFiles.unregister(temporary)
    }

    /// Ends a failed encode: waits for ffmpeg, removes the files, and returns the error, with ffmpeg's exit
    /// status and the last lines it wrote to its standard error.
    private func fail(reason: String?) -> AnimationError {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        isFinished = true
        defer { removeFiles() }
        let status = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)"
            : "was stopped by signal \(process.terminationStatus)"
        let lines = (try? String(contentsOf: log, encoding: .utf8))?.split(whereSeparator: \.isNewline).suffix(5) ?? []
        let tail = lines.isEmpty ? "" : ": " + lines.joined(separator: " / ")
        return .encodingFailed("ffmpeg \(status)\(reason.map { " (\($0))" } ?? "")\(tail)")
    }

    private func removeFiles() {
        try? FileManager.default.removeItem(at: temporary)
        try? FileManager.default.removeItem(at: log)
        TemporaryFiles.unregister(temporary)
    }
}
