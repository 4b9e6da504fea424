import EaselPreviews
@testable import EaselPreviewServer
import Foundation
import Logging
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

func entry(_ file: String, line: Int, name: String?, image: String?, width: Double = 100, height: Double = 50) -> PreviewIndexEntry {
    let json = #"{"file": "\#(file)", "path": "/v/\#(file)", "line": \#(line), "size": {"width": \#(width), "height": \#(height)}}"#
    var entry = try! JSONDecoder().decode(PreviewIndexEntry.self, from: Data(json.utf8))
    entry.name = name
    entry.image = image
    entry.device = "iPhone 15"
    entry.scale = 1
    return entry
}

/// A producer of pictures that needs no compiler, for the server's own tests: each watched file `X.swift`
/// is one preview `X-1.png` whose PNG bytes are the file's contents followed by the options; a file
/// containing `error:` does not "compile" (its lines are the errors), one containing `trap` fails.
final class FolderPreviews: PreviewProducing {
    let folder: URL
    private let counts = Mutex((builds: 0, draws: 0, lastFirst: Set<String>(), stopped: false))

    init(folder: URL) { self.folder = folder }

    var builds: Int { counts.withLock { $0.builds } }
    var draws: Int { counts.withLock { $0.draws } }
    var lastFirst: Set<String> { counts.withLock { $0.lastFirst } }

    func watchedFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    func build() throws -> Double {
        counts.withLock { $0.builds += 1 }
        let errors = try watchedFiles().flatMap { url in
            ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("error:") }.map { "\(url.path):1:1: \($0)" }
        }
        if !errors.isEmpty { throw PreviewBuildFailure(lines: errors) }
        return 0.01
    }

    func draw(options: PreviewDrawOptions, first: Set<URL>, drawn: (String, PreviewIndexEntry, Data?) -> Void) throws -> [String] {
        counts.withLock { $0.draws += 1; $0.lastFirst = Set(first.map(\.lastPathComponent)) }
        var ids: [String] = []
        for url in try watchedFiles() {
            let stem = url.deletingPathExtension().lastPathComponent
            let id = "\(stem)-1.png"
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            var item = entry(url.lastPathComponent, line: 1, name: nil, image: id)
            if text.contains("trap") {
                item.error = "trapped: Fatal error: Index out of range"
                item.image = nil
                drawn(id, item, nil)
            } else {
                drawn(id, item, Data((text + options.colorScheme).utf8))
            }
            ids.append(id)
        }
        return ids
    }

    func stop() { counts.withLock { $0.stopped = true } }
}

/// A folder for one test's files, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-server-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// Waits until `condition` holds, polling, for at most `seconds`: long, because in the whole suite other
/// suites block the two threads of the concurrency pool for minutes at a time (a condition met returns at once).
func eventually(_ seconds: Double = 120, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// Runs `body` on a thread of its own and waits for it without holding a thread of the concurrency pool.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    let result: Result<T, any Error> = await withCheckedContinuation { done in
        Thread.detachNewThread { done.resume(returning: Result { try body() }) }
    }
    return try result.get()
}

/// The events of a `PreviewUpdate` stream as text, split into (event name, data).
func parseEvents(_ text: String) -> [(name: String, data: String)] {
    text.components(separatedBy: "\n\n").compactMap { block in
        var name: String?
        var data: String?
        for line in block.split(separator: "\n") {
            if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
        }
        return name.map { ($0, data ?? "") }
    }
}

/// One blocking HTTP/1.1 connection to 127.0.0.1 that reads a response as it streams in.
final class RawConnection {
    private let socket: Int32
    private(set) var received = Data()

    init(port: Int, timeout: Double = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(socket) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the text received contains `marker`; false on a timeout or the end of the connection.
    func read(until marker: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            received.append(contentsOf: buffer[0..<count])
        }
        return true
    }

    /// Reads until the server ends the connection: true, or false on a timeout.
    func readToEnd() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return true }
            if count < 0 { return false }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    var text: String { String(decoding: received, as: UTF8.self) }
}
