import Hummingbird
import NIOCore

/// Reads a request's body within bounds: at most `maximumBytes` (413 past that, told by
/// `Content-Length` before reading when the client sends one) and within `timeout` (408 for a client
/// that sends its body too slowly).
enum BodyReader {
    static func collect(_ request: Request, maximumBytes: Int, timeout: Duration) async throws -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maximumBytes {
            throw tooLarge(maximumBytes)
        }
        let body = request.body
        return try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                do {
                    return try await body.collect(upTo: maximumBytes)
                } catch let error as HTTPError where error.status == .contentTooLarge {
                    throw tooLarge(maximumBytes)
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let buffer = first else {
                throw ServeFailure(status: .requestTimeout, message: "the request body did not arrive within \(timeout)")
            }
            return buffer
        }
    }

    private static func tooLarge(_ maximumBytes: Int) -> ServeFailure {
        ServeFailure(status: .contentTooLarge, message: "the body is larger than the limit of \(maximumBytes / 1024) KB (raise it with --max-body)")
    }
}
