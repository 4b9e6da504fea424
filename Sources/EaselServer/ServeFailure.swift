import Easel
import EaselScene
import Hummingbird

/// A request that is not answered with an image: its status and the message of its plain-text body.
///
/// Scene faults carry the messages `easel render` prints (`SceneError`: the JSON path, or the line
/// and column, then what is wrong); parameter faults name the parameter the same way.
struct ServeFailure: Error {
    let status: HTTPResponse.Status
    let message: String
    /// Extra headers: `Retry-After` on a 503, `Allow` on a 405.
    var headers: HTTPFields = [:]

    static func badRequest(_ message: String) -> ServeFailure { ServeFailure(status: .badRequest, message: message) }
    static func notFound(_ message: String) -> ServeFailure { ServeFailure(status: .notFound, message: message) }

    /// A fault of a scene, a template or a parameter: 400 with its message.
    static func scene(_ error: SceneError, in name: String? = nil) -> ServeFailure {
        .badRequest(name.map { "\($0): \(error)" } ?? error.description)
    }

    /// A fault of drawing: the picture's or the request's (400; 415 for a format), else the server's (500).
    static func rendering(_ error: RenderError, input: String) -> ServeFailure {
        switch error {
        case .unsupportedFormat: ServeFailure(status: .unsupportedMediaType, message: error.description)
        case .invalidScale, .missingImage, .emptyCanvas, .canvasTooLarge, .unreadableImage, .formatLimit: .badRequest("\(input): \(error)")
        case .cairo, .pngEncoding, .writeFailed: ServeFailure(status: .internalServerError, message: "\(input): \(error)")
        }
    }

    /// Every render thread busy and the queue full, or the render not done in time: 503, come back later.
    static func busy(_ message: String, retryAfterSeconds: Int) -> ServeFailure {
        ServeFailure(status: .serviceUnavailable, message: message, headers: [.retryAfter: String(retryAfterSeconds)])
    }

    /// A format the server does not render: 415, listing those it does (from `RenderFormat`).
    static func unknownFormat(_ name: String) -> ServeFailure {
        ServeFailure(status: .unsupportedMediaType,
                     message: "format: unknown format \(JSONValue.quoted(name)); expected \(RenderFormat.nameList)")
    }
}
