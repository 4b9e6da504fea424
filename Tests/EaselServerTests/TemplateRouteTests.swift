import EaselScene
@testable import EaselServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /templates` and `GET /templates/NAME.EXT`: parameters typed, defaults, injection and traversal
/// refused, every fault a 4xx naming what is wrong.
@Suite struct TemplateRouteTests {
    @MainActor @Test func theListingNamesEveryTemplateAndItsParameters() async throws {
        try await RouteTests.test { client in
            try await client.execute(uri: "/templates", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let listing = try JSONParser.parse(Data(response.body.readableBytesView))
                let text = listing.jsonText
                #expect(text.contains(#"{"name":"og-card","description":"#))
                #expect(text.contains(#"{"name":"title","type":"string","default":"SwiftUI layouts on Linux","maxLength":120"#))
                #expect(text.contains(#"{"name":"accent","type":"color","default":"orange"}"#))
                #expect(text.contains(#"{"name":"poll-leaderboard""#))
            }
        }
    }

    @MainActor @Test func aTemplateRendersWithItsDefaultsAndWithParameters() async throws {
        try await RouteTests.test { client in
            let defaults = try await client.execute(uri: "/templates/og-card.png", method: .get)
            #expect(defaults.status == .ok)
            #expect(defaults.headers[.contentType] == "image/png")
            let given = try await client.execute(uri: "/templates/og-card.png?title=Hello%20there&accent=%23336699&readingTime=12", method: .get)
            #expect(given.status == .ok)
            #expect(given.body != defaults.body)
            #expect(given.headers[.eTag] != defaults.headers[.eTag])
            // The same parameters given explicitly as their defaults: the same canonical form, the same tag.
            let explicit = try await client.execute(uri: "/templates/og-card.png?accent=orange", method: .get)
            #expect(explicit.headers[.eTag] == defaults.headers[.eTag])
            let svg = try await client.execute(uri: "/templates/poll-leaderboard.svg?first=Hamster&firstVotes=40", method: .get)
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
        }
    }

    @MainActor @Test func theRenderedTemplateIsTheSceneWithTheValuesInPlace() async throws {
        let template = try SceneTemplate(json: Data(contentsOf: templatesFolder.appendingPathComponent("poll-leaderboard.json")))
        let scene = try template.substituted(["first": "Hamster", "firstVotes": "40", "scale": "1"].filter { $0.key != "scale" })
        let document = try SceneDocument(node: JSONNode(scene), baseDirectory: assetsFolder, confiningImages: true)
        let expected = try document.renderer().pngData()
        try await RouteTests.test { client in
            try await client.execute(uri: "/templates/poll-leaderboard.png?first=Hamster&firstVotes=40", method: .get) { response in
                #expect(Data(response.body.readableBytesView) == expected)
            }
        }
    }

    @MainActor @Test func parameterFaultsAreA400NamingTheParameter() async throws {
        try await RouteTests.test { client in
            for (query, message) in [
                ("titel=x", "titel: unknown parameter; did you mean \"title\"?"),
                ("readingTime=soon", "readingTime: expected a number, got \"soon\""),
                ("readingTime=500", "readingTime: expected a number ≤ 120, got 500"),
                ("readingTime=1e400", "readingTime: expected a number, got \"1e400\""),
                ("accent=ultraviolet", "accent: "),
                ("title=" + String(repeating: "x", count: 121), "title: expected a string of at most 120 characters"),
                ("avatar=../scenes/images/cat.png", "avatar: image \"../scenes/images/cat.png\": a path with \"..\""),
                ("avatar=%2Fetc%2Fpasswd", "avatar: image \"/etc/passwd\": an absolute path"),
                ("avatar=missing.png", "avatar: image \"missing.png\": no such file in the folder"),
                ("scale=0", "scale: expected a number above 0"),
            ] {
                try await client.execute(uri: "/templates/og-card.png?\(query)", method: .get) { response in
                    #expect(response.status == .badRequest, "\(query)")
                    #expect(String(buffer: response.body).hasPrefix(message), "\(query): \(String(buffer: response.body))")
                }
            }
        }
    }

    @MainActor @Test func valuesCannotChangeTheScenesStructure() async throws {
        // Quotes, braces and brackets stay characters of the title: the picture shows them as text.
        let injection = #"x"}, {"type": "Color", "color": "red"}], "modifiers": [{"scaleEffect": 9}]}"#
        let template = try SceneTemplate(json: Data(contentsOf: templatesFolder.appendingPathComponent("og-card.json")))
        let scene = try template.substituted(["title": injection])
        #expect(scene.jsonText.contains(JSONValue.quoted(injection)))
        try await RouteTests.test { client in
            try await client.execute(uri: "/templates/og-card.png?title=\(queryValue(injection))", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @MainActor @Test func templateNamesCannotLeaveTheFolder() async throws {
        try await RouteTests.test { client in
            // An encoded slash stays part of the name (the router does not decode it), so no such template.
            for (file, status) in [("nope.png", HTTPResponse.Status.notFound), ("..%2Fscenes%2Fcard.png", .notFound),
                                   ("%2Fetc%2Fpasswd.png", .notFound), ("..", .unsupportedMediaType), ("og-card", .unsupportedMediaType)] {
                try await client.execute(uri: "/templates/\(file)", method: .get) { response in
                    #expect(response.status == status, "\(file): \(String(buffer: response.body))")
                }
            }
            try await client.execute(uri: "/templates/og-crd.png", method: .get) { response in
                #expect(String(buffer: response.body).contains("did you mean \"og-card\"?"))
            }
        }
    }

    @MainActor @Test func aSymbolicLinkOutOfTheFolderIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("outside.json").path,
                                                   withDestinationPath: templatesFolder.appendingPathComponent("og-card.json").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("cat.png").path,
                                                   withDestinationPath: assetsFolder.appendingPathComponent("cat.png").path)
        let scene = #"{"canvas": {"width": 20, "height": 20, "scale": 1}, "root": {"type": "Image", "path": "cat.png"}}"#
        try await RouteTests.test(RouteTests.server { ($0.templatesFolder, $0.assetsFolder) = (folder, folder) }) { client in
            try await client.execute(uri: "/templates/outside.png", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("leads out of the folder"))
            }
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene)) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).hasPrefix("root.path: image \"cat.png\": a path that leads out of the folder"))
            }
        }
    }

    @MainActor @Test func aPostedSceneReadsImagesOnlyFromTheAssetsFolder() async throws {
        @Sendable func scene(_ path: String) -> String { #"{"canvas": {"width": 20, "height": 20, "scale": 1}, "root": {"type": "Image", "path": "\#(path)"}}"# }
        try await RouteTests.test { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene("cat.png"))) { #expect($0.status == .ok) }
            for path in ["../images/cat.png", "/etc/passwd", "\(assetsFolder.path)/cat.png"] {
                try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene(path))) { response in
                    #expect(response.status == .badRequest, "\(path)")
                    #expect(String(buffer: response.body).hasPrefix("root.path: image"), "\(path)")
                }
            }
        }
        try await RouteTests.test(RouteTests.server { $0.assetsFolder = nil }) { client in
            try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene("cat.png"))) { #expect($0.status == .badRequest) }
        }
    }
}
