import EaselTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `easel preview --serve` started as a process; its first stdout line is "listening on http://HOST:PORT/".
/// Unchecked `Sendable`: one test owns it; it crosses to the thread that waits for the server's first line
/// (`start`) and back.
final class PreviewServeProcess: @unchecked Sendable {
    let process = Process()
    let url: String
    let errorLog: URL

    init(_ arguments: [String], in folder: URL) throws {
        let binary = try #require(easelBinary, "the easel binary should be built next to the tests")
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        errorLog = folder.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("listening on http://") else {
            process.terminate()
            process.waitUntilExit()
            throw POSIXError(.EPROTO)
        }
        url = String(text.dropFirst("listening on ".count))
    }

    /// Starts the server, waiting off the concurrency pool (`offPool`) while it builds.
    static func start(_ arguments: [String], in folder: URL) async throws -> PreviewServeProcess {
        try await offPool { try PreviewServeProcess(arguments, in: folder) }
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    var log: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }

    /// Sends SIGTERM; the exit status, or nil when it did not end within `seconds`.
    func stop(within seconds: Double = 20) -> Int32? {
        process.terminate()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

/// `GET path` on the loopback port, `Connection: close`: the body, read to the end.
func loopbackGet(port: Int, _ path: String) throws -> Data {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var time = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(socket, $0.baseAddress, request.count, Int32(MSG_NOSIGNAL)) }
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else { break }
        received.append(contentsOf: buffer[0..<count])
    }
    guard let end = received.range(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EPROTO) }
    return Data(received[end.upperBound...])
}

extension PreviewServeProcess {
    var port: Int { Int(url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? "") ?? 0 }
}

extension PreviewCommandTests {
    static let browserPython = repository.appendingPathComponent("Tests/Browser/.venv/bin/python")

    /// Where the browser test puts its screenshot of the page: docs/images/preview-serve.png (shown in
    /// docs/previews.md) when it is missing or `EASEL_RECORD_SCREENSHOTS=1`, else `.build/preview-serve.png`,
    /// so that a test run leaves the repository as it was (Chromium's text antialiasing varies by a few pixels).
    static var screenshot: URL {
        let documented = repository.appendingPathComponent("docs/images/preview-serve.png")
        let record = ProcessInfo.processInfo.environment["EASEL_RECORD_SCREENSHOTS"] == "1"
        return record || !FileManager.default.fileExists(atPath: documented.path) ? documented : repository.appendingPathComponent(".build/preview-serve.png")
    }

    @MainActor @Test func serveTakesHostAndPortAndNeedsNoOutputFolder() throws {
        try withTemporaryFolder { folder in
            for address in ["localhost:", "1.2.3.4:99999", "port", ":80"] {
                let run = try easel(["preview", "x.swift", "--serve", address], in: folder)
                #expect(run.status == 64, "\(address)")
                #expect(run.stderr.contains("--serve is [HOST:]PORT with a port from 0 to 65535, not '\(address)'"), "\(run.stderr)")
            }
            let run = try easel(["preview", "x.swift"], in: folder)
            #expect(run.status == 64)
            #expect(run.stderr.contains("--output <dir>' (or --serve [HOST:]PORT)"), "\(run.stderr)")
            let missing = try easel(["preview", "missing", "--serve", "0"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.stderr.contains("missing: no such file or folder"), "\(missing.stderr)")
        }
    }

    /// A preview that traps under `--serve` (the runner's `list-render`, run again on the rest after the
    /// trap): `index.json` names it failed with the runtime's message, and the others are drawn.
    @Test func aPreviewThatTrapsIsShownFailedAndTheOthersServed() async throws {
        try await withTemporaryFolder { folder in
            try """
                import SwiftUI

                #Preview("Before") { Text("before") }

                #Preview("Crash") {
                    let pets: [String] = []
                    return Text(pets[1])
                }

                #Preview("After") { Text("after") }
                """.write(to: folder.appendingPathComponent("Traps.swift"), atomically: true, encoding: .utf8)
            let server = try await PreviewServeProcess.start(["preview", "Traps.swift", "--serve", "0", "--scale", "1",
                                                  "--build-path", Self.buildPath, "--easel-path", repository.path], in: folder)
            let index = try loopbackGet(port: server.port, "/index.json")
            let previews = try #require((try JSONSerialization.jsonObject(with: index) as? [String: Any])?["previews"] as? [[String: Any]])
            #expect(previews.map { $0["name"] as? String } == ["Before", "Crash", "After"])
            #expect((previews[1]["error"] as? String)?.hasPrefix("trapped: ") == true, "\(previews[1])")
            #expect(previews.map { $0["image"] as? String } == ["Traps-Before.png", nil, "Traps-After.png"])
            let picture = try loopbackGet(port: server.port, "/previews/Traps-After.png")
            #expect(pngSize(picture) != nil)
            #expect(server.stop() == 0, "\(server.log)")
        }
    }

    /// The page in headless Chromium (Tests/Browser/preview_page.py): the previews, the zoomed view, an
    /// edit, a compile error and its fix, dark mode, and a soak of edits with the server's memory checked;
    /// then SIGTERM with a client connected ends it with status 0. The screenshot of the page in
    /// docs/previews.md is taken here (`screenshot`).
    @Test func theLivePageInARealBrowser() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.browserPython.path),
                     "the browser test's Python (Selenium) is installed by `make test` (make browser-test-deps)")
        try await withTemporaryFolder { folder in
            let views = folder.appendingPathComponent("Views")
            try FileManager.default.copyItem(at: Self.fixtures, to: views)
            let server = try await PreviewServeProcess.start(["preview", "Views", "--serve", "127.0.0.1:0", "--scale", "1",
                                                  "--build-path", Self.buildPath, "--easel-path", repository.path], in: folder)
            let arguments = [
                repository.appendingPathComponent("Tests/Browser/preview_page.py").path, "--url", server.url, "--views", views.path,
                "--pid", String(server.process.processIdentifier), "--previews", "3", "--soak", "10",
                "--screenshot", Self.screenshot.path,
            ]
            let run = try await offPool { try runTool(Self.browserPython.path, arguments) }
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)\n\(server.log)")
            print("preview --serve in the browser: \(run.stdout)")

            // SIGTERM with a page connected: the stream ends and the server exits 0.
            let port = server.port
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            #expect(connected == 0)
            let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(socket, $0.baseAddress, request.count, Int32(MSG_NOSIGNAL)) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            #expect(recv(socket, &buffer, buffer.count, 0) > 0)
            #expect(server.stop() == 0, "\(server.log)")
        }
    }
}
