import EaselPreviews
import Foundation
import Hummingbird

/// The routes of `easel preview --serve`:
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` | the page (`PreviewPage`) |
/// | `GET /events` | the updates, as server-sent events (`PreviewUpdate`) |
/// | `GET /index.json` | `index.json` of the current pictures |
/// | `GET /previews/NAME.png?v=N` | a current picture; `v` only tells browsers' caches apart |
/// | `GET /options` | the controls' options and the names each may take |
/// | `POST /options?colorScheme=…&dynamicType=…&device=…` | sets them and draws every preview again (202) |
/// | `GET /healthz` | 200 while it serves |
///
/// Only pictures of the current drawing are served, by their names in `index.json`, from memory: a name
/// that is not a picture's (a path, `..`, another extension) is a 400, one that is not drawn a 404. A
/// query parameter a route does not take is a 400 that names it.
struct PreviewRoutes: Sendable {
    let board: PreviewBoard
    let broadcaster: UpdateBroadcaster
    let live: PreviewLiveUpdates

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in
            try Self.query(request, allowing: [])
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/events") { request, _ in
            try Self.query(request, allowing: [])
            let broadcaster = self.broadcaster
            let board = self.board
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                // Subscribed when the body is written, so a request dropped before that leaves nothing behind.
                                let (id, events) = broadcaster.subscribe { PreviewUpdate.state(board.pageState).serverSentEvent }
                                defer { broadcaster.remove(id) }
                                for await event in events { try await writer.write(ByteBuffer(string: event)) }
                                try await writer.finish(nil)
                            })
        }
        router.get("/index.json") { request, _ in
            try Self.query(request, allowing: [])
            return Self.json(try board.index.jsonData())
        }
        router.get("/previews/:name") { request, context in
            let query = try Self.query(request, allowing: ["v"])
            if let version = query["v"], Int(version) == nil { throw PreviewRequestError.badRequest("v: expected a picture's version number, not '\(version)'") }
            let name = context.parameters.get("name") ?? ""
            try Self.checkPictureName(name)
            guard let png = board.picture(name) else { throw PreviewRequestError.notFound("\(name): no such picture; GET /index.json lists them") }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.get("/options") { request, _ in
            try Self.query(request, allowing: [])
            return Self.json(try Self.optionsJSON(board.options))
        }
        router.post("/options") { request, _ in
            let parameters = try Self.orderedQuery(request)
            let options = try board.options.applying(parameters)
            if let update = board.setOptions(options) {
                broadcaster.send(update)
                live.requestDrawing()
            }
            return Self.json(try Self.optionsJSON(options), status: .accepted)
        }
        router.get("/healthz") { _, _ in Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n"))) }
    }

    /// A picture's name: letters, digits, `-`, `_` and `.`, ending in `.png`, not starting with `.`
    /// (what `PreviewFileNames` makes); anything else, `..` and `/` included, is a 400.
    static func checkPictureName(_ name: String) throws(PreviewRequestError) {
        let allowed = name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" || $0 == "." }
        guard allowed, name.hasSuffix(".png"), !name.hasPrefix("."), !name.contains("..") else {
            throw .badRequest("name: '\(name)' is not a picture's name (NAME.png, as index.json lists them)")
        }
    }

    /// The query's parameters by name; a name not in `allowing`, or given twice, is a 400.
    @discardableResult
    static func query(_ request: Request, allowing: Set<String>) throws(PreviewRequestError) -> [String: String] {
        var found: [String: String] = [:]
        for (name, value) in try orderedQuery(request) {
            guard allowing.contains(name) else {
                throw .badRequest("\(name): unknown parameter" + (allowing.isEmpty ? "; this route takes none" : "; expected \(allowing.sorted().joined(separator: ", "))"))
            }
            guard found.updateValue(value, forKey: name) == nil else { throw .badRequest("\(name): given twice") }
        }
        return found
    }

    /// The query's parameters in order, percent-decoded.
    static func orderedQuery(_ request: Request) throws(PreviewRequestError) -> [(name: String, value: String)] {
        guard let text = request.uri.query, !text.isEmpty else { return [] }
        var parameters: [(name: String, value: String)] = []
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String? { String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = decoded(parts[0]), let value = parts.count > 1 ? decoded(parts[1]) : "" else {
                throw .badRequest("the query is not percent-encoded: \(text)")
            }
            parameters.append((name, value))
        }
        return parameters
    }

    static func optionsJSON(_ options: PreviewDrawOptions) throws -> Data {
        struct Body: Encodable { var options: PreviewDrawOptions; var choices: PreviewDrawOptions.Choices }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Body(options: options, choices: PreviewDrawOptions.choices))
    }

    static func json(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: data + Data("\n".utf8))))
    }
}
