import Hummingbird

/// A request the preview server does not answer with what it asked for: a 4xx (or 5xx) with a
/// plain-text message that names the faulty parameter or path.
public struct PreviewRequestError: HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let message: String

    static func badRequest(_ message: String) -> PreviewRequestError { PreviewRequestError(status: .badRequest, message: message) }
    static func notFound(_ message: String) -> PreviewRequestError { PreviewRequestError(status: .notFound, message: message) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
