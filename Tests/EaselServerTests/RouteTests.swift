import Easel
import EaselScene
@testable import EaselServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// Every route, status and header of `easel serve`, in process (HummingbirdTesting's router client).
@Suite struct RouteTests {
    static let tinyScene = #"{"canvas": {"width": 40, "height": 20, "scale": 1}, "root": {"type": "Color", "color": "red"}}"#

    static func server(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> EaselServer {
        var configuration = ServerConfiguration()
        (configuration.templatesFolder, configuration.assetsFolder) = (templatesFolder, assetsFolder)
        configuration.maximumConcurrentRenders = 2
        change(&configuration)
        return EaselServer(configuration: configuration, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    static func test(_ server: EaselServer = server(), _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: server.makeRouter()).test(.router) { client in try await body(client) }
    }

    /// The bytes `easel render` writes for `scene` in `format` (the same pipeline, in process).
    static func rendered(_ scene: String, format: RenderFormat, options: (inout SceneDocument) -> Void = { _ in }) throws -> Data {
        var document = try SceneDocument(json: Data(scene.utf8), baseDirectory: assetsFolder)
        options(&document)
        return try document.renderer().data(format: format)
    }

    @MainActor @Test(arguments: RenderFormat.allCases)
    func aPostedSceneRendersInEveryFormatWithItsMediaType(format: RenderFormat) async throws {
        let expected = try Self.rendered(Self.tinyScene, format: format)
        try await Self.test { client in
            try await client.execute(uri: "/render?format=\(format.rawValue)", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == format.mimeType)
                #expect(Data(response.body.readableBytesView) == expected)
            }
        }
    }

    @MainActor @Test func optionsOverrideTheCanvasAndEnvironmentAsTheCommandLineDoes() async throws {
        let expected = try Self.rendered(Self.tinyScene, format: .png) { document in
            document.canvas.scale = 2
            document.canvas.width = 30
            document.environment.colorScheme = .dark
        }
        try await Self.test { client in
            try await client.execute(uri: "/render?scale=2&width=30&colorScheme=dark", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                #expect(response.status == .ok)
                #expect(Data(response.body.readableBytesView) == expected)
            }
        }
    }

    /// The server reads the same `SceneOverrides` as `easel render`'s options and a batch line: `safeArea`
    /// too, by device name or as four insets.
    @MainActor @Test func theSafeAreaIsAnOptionAsOnTheCommandLine() async throws {
        let expected = try Self.rendered(Self.tinyScene, format: .png) { document in
            document.canvas.scale = 1
            document.canvas.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        }
        try await Self.test { client in
            for query in ["safeArea=iPhone14", "safeArea=47,0,34,0"] {
                try await client.execute(uri: "/render?scale=1&\(query)", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                    #expect(response.status == .ok, "\(query)")
                    #expect(Data(response.body.readableBytesView) == expected, "\(query)")
                }
            }
            try await client.execute(uri: "/render?safeArea=Pixel", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).hasPrefix("safeArea: expected one of"))
            }
        }
    }

    /// `quality` reaches the encoder, and is part of the request's identity (its ETag and cache entry).
    @MainActor @Test func theQualitySetsWebPsAndJPEGsEncoding() async throws {
        var document = try SceneDocument(json: Data(Self.tinyScene.utf8), baseDirectory: assetsFolder)
        document.canvas.scale = 1
        let renderer = document.renderer()
        renderer.quality = 100
        let lossless = try renderer.data(format: .webp)
        try await Self.test { client in
            let exact = try await client.execute(uri: "/render?format=webp&quality=100", method: .post, body: ByteBuffer(string: Self.tinyScene))
            #expect(exact.status == .ok && Data(exact.body.readableBytesView) == lossless)
            let lossy = try await client.execute(uri: "/render?format=webp&quality=20", method: .post, body: ByteBuffer(string: Self.tinyScene))
            #expect(lossy.status == .ok && Data(lossy.body.readableBytesView) != lossless)
            #expect(lossy.headers[.eTag] != exact.headers[.eTag])
        }
    }

    @MainActor @Test func faultsOfTheSceneAreA400WithTheCommandLinesMessage() async throws {
        let scene = #"{"root": {"type": "VStack", "children": [{"type": "Txt", "text": "a"}]}}"#
        let expected = try #require(throws: SceneError.self) { try SceneDocument(json: Data(scene.utf8), baseDirectory: assetsFolder) }
        try await Self.test { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene)) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body) == expected.description + "\n")
                #expect(String(buffer: response.body).hasPrefix("root.children[0].type: unknown view type \"Txt\""))
            }
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: "{\"root\": ")) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).hasPrefix("line 1, column"))
            }
        }
    }

    @MainActor @Test func sceneLimitsAreA400NamingTheLimit() async throws {
        let scene = #"{"root": {"type": "VStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}, {"type": "Text", "text": "c"}]}}"#
        try await Self.test(Self.server { $0.limits.maximumViews = 2 }) { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene)) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("over the limit of 2 views (raise it with --max-views)"))
            }
        }
    }

    @MainActor @Test func badQueryParametersAreA400NamingTheParameter() async throws {
        try await Self.test { client in
            for (query, message) in [("scale=0", "scale: expected a number"), ("scale=big", "scale: expected a number"),
                                     ("colorScheme=dusk", "colorScheme: expected one of \"light\", \"dark\""),
                                     ("widht=3", "widht: unknown parameter; did you mean \"width\"?"),
                                     ("scale=1&scale=2", "scale: the parameter is given twice"),
                                     ("format=webp&quality=0", "quality: expected an integer ≥ 1")] {
                try await client.execute(uri: "/render?\(query)", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                    #expect(response.status == .badRequest, "\(query)")
                    #expect(String(buffer: response.body).hasPrefix(message), "\(query): \(String(buffer: response.body))")
                }
            }
        }
    }

    @MainActor @Test func anUnknownFormatIsA415ListingTheFormats() async throws {
        try await Self.test { client in
            try await client.execute(uri: "/render?format=bmp", method: .post, body: ByteBuffer(string: Self.tinyScene)) { response in
                #expect(response.status == .unsupportedMediaType)
                #expect(String(buffer: response.body).contains(RenderFormat.nameList))
            }
            try await client.execute(uri: "/templates/og-card.bmp", method: .get) { response in
                #expect(response.status == .unsupportedMediaType)
            }
        }
    }

    @MainActor @Test func aBodyOverTheLimitIsA413() async throws {
        try await Self.test(Self.server { $0.maximumBodyBytes = 64 }) { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: Self.tinyScene + String(repeating: " ", count: 100))) { response in
                #expect(response.status == .contentTooLarge)
                #expect(String(buffer: response.body).contains("--max-body"))
            }
        }
    }

    @MainActor @Test func theETagGivesA304AndTheSecondRenderComesFromTheCache() async throws {
        try await Self.test(Self.server { $0.cacheControl = "public, max-age=60" }) { client in
            let first = try await client.execute(uri: "/render?format=svg", method: .post, body: ByteBuffer(string: Self.tinyScene))
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.count == 34)
            #expect(first.headers[.cacheControl] == "public, max-age=60")
            #expect(first.headers[.easelCache] == "miss")
            // The same scene written differently (spaces) has the same canonical form, hence the same tag.
            let spaced = Self.tinyScene.replacingOccurrences(of: ": ", with: " :  ")
            let second = try await client.execute(uri: "/render?format=svg", method: .post, body: ByteBuffer(string: spaced))
            #expect(second.headers[.eTag] == tag)
            #expect(second.headers[.easelCache] == "hit")
            #expect(second.body == first.body)
            let notModified = try await client.execute(uri: "/render?format=svg", method: .post, headers: [.ifNoneMatch: "\"x\", \(tag)"],
                                                       body: ByteBuffer(string: Self.tinyScene))
            #expect(notModified.status == .notModified)
            #expect(notModified.body.readableBytes == 0)
            #expect(notModified.headers[.eTag] == tag)
            // Another format, another option: another tag.
            let png = try await client.execute(uri: "/render?format=png", method: .post, body: ByteBuffer(string: Self.tinyScene))
            let scaled = try await client.execute(uri: "/render?format=svg&scale=2", method: .post, body: ByteBuffer(string: Self.tinyScene))
            #expect(Set([tag, png.headers[.eTag], scaled.headers[.eTag]]).count == 3)
        }
    }

    @MainActor @Test func healthReadinessAndMetrics() async throws {
        try await Self.test { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: Self.tinyScene))
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: Self.tinyScene))
            try await client.execute(uri: "/nowhere", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/readyz", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/metrics", method: .get) { response in
                let text = String(buffer: response.body)
                #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
                #expect(text.contains(#"easel_http_requests_total{route="/render",status="200"} 2"#))
                #expect(text.contains(#"easel_http_requests_total{route="other",status="404"} 1"#))
                #expect(text.contains("easel_cache_hits_total 1"))
                #expect(text.contains("easel_cache_misses_total 1"))
                #expect(text.contains(#"easel_render_duration_seconds_count{route="/render"} 1"#))
                for name in ["easel_cache_bytes", "easel_cache_entries", "easel_render_queue_depth", "easel_renders_in_flight"] {
                    #expect(text.contains("\n\(name) ") || text.hasPrefix("\(name) ") || text.contains("# TYPE \(name) gauge"), "\(name)")
                }
            }
        }
    }
}
