import EaselPreviews
@testable import EaselPreviewServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every route of `easel preview --serve` in process (HummingbirdTesting's router client), over a board
/// with two pictures.
@Suite struct PreviewRouteTests {
    static func server(in folder: URL) throws -> PreviewServer {
        let server = PreviewServer(configuration: PreviewServerConfiguration(), producer: FolderPreviews(folder: folder), logger: quiet)
        _ = server.board.drew("Row-Cat.png", entry: entry("Row.swift", line: 9, name: "Cat", image: "Row-Cat.png"), png: Data("cat".utf8))
        _ = server.board.drew("Badge-1.png", entry: entry("Badge.swift", line: 4, name: nil, image: "Badge-1.png"), png: Data("badge".utf8))
        _ = server.board.finishedDrawing(["Row-Cat.png", "Badge-1.png"])
        return server
    }

    static func test(_ body: @Sendable (PreviewServer, any TestClientProtocol) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let server = try server(in: folder)
            try await Application(router: server.makeRouter()).test(.router) { client in try await body(server, client) }
        }
    }

    @MainActor @Test func thePageIsServedWholeWithItsScriptAndStyle() async throws {
        try await Self.test { _, client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let page = String(buffer: response.body)
                for part in ["<main id=\"cards\"", "new EventSource(\"/events\")", "<dialog id=\"zoom\"", "id=\"colorScheme\"", "data-scheme"] {
                    #expect(page.contains(part), "\(part)")
                }
                #expect(!page.contains("http://") && !page.contains("https://"), "nothing is fetched from elsewhere")
            }
        }
    }

    @MainActor @Test func picturesAndTheIndexAreServedFromTheCurrentDrawing() async throws {
        try await Self.test { _, client in
            try await client.execute(uri: "/previews/Row-Cat.png?v=12", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(String(buffer: response.body) == "cat")
            }
            try await client.execute(uri: "/index.json", method: .get) { response in
                #expect(response.status == .ok)
                let index = try JSONDecoder().decode(PreviewIndex.self, from: Data(response.body.readableBytesView))
                #expect(index.previews.map(\.image) == ["Row-Cat.png", "Badge-1.png"])
            }
        }
    }

    /// Only the drawing's pictures, by name: a path, `..`, or another file is a 400 that says so, a name
    /// not drawn a 404.
    @MainActor @Test(arguments: [
        ("/previews/..%2F..%2F..%2Fetc%2Fpasswd", 400), ("/previews/..%2Findex.json", 400), ("/previews/.hidden.png", 400),
        ("/previews/a..png", 400), ("/previews/Row-Cat.swift", 400), ("/previews/Row%20Cat.png", 400), ("/previews/Missing.png", 404),
        ("/previews/../../etc/passwd", 404), ("/../Row.swift", 404), ("/previews/", 404),
    ])
    func onlyPicturesOfTheDrawingAreServed(uri: String, status: Int) async throws {
        try await Self.test { _, client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status.code == status, "\(uri): \(String(buffer: response.body))")
                #expect(!String(buffer: response.body).contains("root:"))
                if status == 400 { #expect(String(buffer: response.body).hasPrefix("name: ")) }
            }
        }
    }

    @MainActor @Test(arguments: [
        ("/previews/Row-Cat.png?v=new", "v: expected a picture's version number, not 'new'"),
        ("/previews/Row-Cat.png?size=2", "size: unknown parameter; expected v"),
        ("/index.json?pretty=1", "pretty: unknown parameter; this route takes none"),
        ("/?debug", "debug: unknown parameter; this route takes none"),
        ("/events?since=3", "since: unknown parameter; this route takes none"),
        ("/previews/Row-Cat.png?v=1&v=2", "v: given twice"),
    ])
    func aParameterARouteDoesNotTakeIsA400NamingIt(uri: String, message: String) async throws {
        try await Self.test { _, client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body) == message + "\n")
            }
        }
    }

    @MainActor @Test func optionsAreSetForEveryPreviewAndTheirFaultsNamed() async throws {
        try await Self.test { server, client in
            try await client.execute(uri: "/options?colorScheme=dark&device=iPhone%20SE%20(3rd%20generation)", method: .post) { response in
                #expect(response.status == .accepted)
                #expect(String(buffer: response.body).contains(#""options":{"colorScheme":"dark","device":"iPhone SE (3rd generation)","dynamicType":"large"}"#))
            }
            #expect(server.board.options == PreviewDrawOptions(colorScheme: "dark", device: "iPhone SE (3rd generation)"))
            try await client.execute(uri: "/options?dynamicType=gigantic", method: .post) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).hasPrefix("dynamicType: unknown Dynamic Type size 'gigantic'"))
            }
            try await client.execute(uri: "/options?colour=dark", method: .post) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).hasPrefix("colour: unknown parameter"))
            }
            #expect(server.board.options.colorScheme == "dark", "a refused request changes nothing")
            try await client.execute(uri: "/options", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#""choices":{"colorScheme":["light","dark"]"#))
            }
            try await client.execute(uri: "/options", method: .delete) { response in
                #expect(response.status == .methodNotAllowed || response.status == .notFound)
            }
        }
    }
}
