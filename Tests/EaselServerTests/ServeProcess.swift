import Foundation
import Testing

/// The `easel` binary SwiftPM built next to the test bundle (the test target depends on it).
let easelBinary: URL? = {
    let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return candidates.map { $0.appendingPathComponent("easel") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// `easel serve` started as a process on an ephemeral loopback port, stopped (SIGTERM) when the value
/// is released if still running.
final class ServeProcess {
    let process = Process()
    private(set) var port = 0
    private let output = Pipe()
    let errorLog: URL

    init(_ extraArguments: [String] = [], templates: URL? = templatesFolder, assets: URL? = assetsFolder) throws {
        let binary = try #require(easelBinary, "the easel binary should be built next to the tests")
        var arguments = ["serve", "--host", "127.0.0.1", "--port", "0"]
        if let templates { arguments += ["--templates", templates.path] }
        if let assets { arguments += ["--assets", assets.path] }
        process.executableURL = binary
        process.arguments = arguments + extraArguments
        process.environment = ProcessInfo.processInfo.environment
        process.standardOutput = output
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("easel-serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        // The first line on stdout: "listening on http://127.0.0.1:PORT".
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            process.terminate()
            throw POSIXError(.EPROTO)
        }
        self.port = port
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: errorLog)
    }

    /// Sends SIGTERM and waits for the exit status.
    func stop() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The resident memory of the process, in kilobytes (`VmRSS` in /proc).
    var residentKilobytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    var log: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }
}

/// Percent-encodes a query value.
func queryValue(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
}
