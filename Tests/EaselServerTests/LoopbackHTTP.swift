import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The repository's folder, for the example templates and scenes.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let templatesFolder = repository.appendingPathComponent("Examples/templates")
let assetsFolder = repository.appendingPathComponent("Examples/scenes/images")
let scenesFolder = repository.appendingPathComponent("Examples/scenes")

/// A response as read off the socket.
struct HTTPReply {
    let status: Int
    /// Header names in lower case.
    let headers: [String: String]
    let body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A minimal HTTP/1.1 client over one TCP connection to 127.0.0.1, blocking, for the end-to-end and
/// fault tests: it sends exactly the bytes it is given, so it can also send malformed requests, send a
/// body slowly, or hang up half way. Reads time out after `timeout` seconds.
final class LoopbackConnection {
    private let socket: Int32

    init(port: Int, timeout: Double = 30) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    /// Closes the socket; it runs also when `init` throws after setting `socket`, so nothing else closes it.
    deinit { close(socket) }

    func send(_ bytes: Data) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw POSIXError(.EPIPE) }
            offset += sent
        }
    }

    func send(_ text: String) throws { try send(Data(text.utf8)) }

    /// Sends a request; `body` with a `Content-Length`.
    func request(_ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil) throws -> HTTPReply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        try send(Data((head + "\r\n").utf8) + (body ?? Data()))
        return try readReply()
    }

    private var buffer = Data()

    /// Reads one response (its body by `Content-Length`, or to the end of the connection).
    func readReply() throws -> HTTPReply {
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil { try fill() }
        let headEnd = buffer.range(of: Data("\r\n\r\n".utf8))!
        let head = String(decoding: buffer[buffer.startIndex..<headEnd.lowerBound], as: UTF8.self)
        buffer = Data(buffer[headEnd.upperBound...])
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw POSIXError(.EPROTO) }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if let length = headers["content-length"].flatMap(Int.init) {
            while buffer.count < length { try fill() }
            let body = Data(buffer.prefix(length))
            buffer = Data(buffer.dropFirst(length))
            return HTTPReply(status: status, headers: headers, body: body)
        }
        if headers["transfer-encoding"] == "chunked" {
            var body = Data()
            while true {
                while buffer.range(of: Data("\r\n".utf8)) == nil { try fill() }
                let lineEnd = buffer.range(of: Data("\r\n".utf8))!
                let size = Int(String(decoding: buffer[buffer.startIndex..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
                buffer = Data(buffer[lineEnd.upperBound...])
                while buffer.count < size + 2 { try fill() }
                body += buffer.prefix(size)
                buffer = Data(buffer.dropFirst(size + 2))
                if size == 0 { return HTTPReply(status: status, headers: headers, body: body) }
            }
        }
        return HTTPReply(status: status, headers: headers, body: Data())
    }

    /// Whether the server has closed the connection (a read gets end of file).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) == 0
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw POSIXError(count == 0 ? .ECONNRESET : .ETIMEDOUT) }
        buffer.append(contentsOf: chunk[0..<count])
    }
}

/// One request on a connection of its own.
func fetch(port: Int, _ target: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) throws -> HTTPReply {
    try LoopbackConnection(port: port).request(method, target, headers: headers, body: body)
}
