import EaselTestSupport
import Foundation
import Testing

/// `easel serve --font`: fonts registered once at start-up, found by the `Font.custom` names of templates.
@Suite(.serialized) struct ServeFontTests {
    @MainActor @Test func aTemplateInTheServedFontRendersWithIt() throws {
        let binary = try #require(easelBinary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-serve-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = #"{"canvas": {"width": 320, "height": 80}, "root": {"type": "Text", "text": {"$parameter": "title"}, "modifiers": [{"font": {"name": "Inter Display", "size": 40, "weight": "heavy"}}]}}"#
        let template = #"{"parameters": {"title": {"type": "string", "default": "Brand Sans"}}, "scene": \#(scene)}"#
        try Data(template.utf8).write(to: folder.appendingPathComponent("brand.json"))
        let plain = #"{"canvas": {"width": 320, "height": 80}, "root": {"type": "Text", "text": "Brand Sans", "modifiers": [{"font": {"name": "Inter Display", "size": 40, "weight": "heavy"}}]}}"#
        try Data(plain.utf8).write(to: folder.appendingPathComponent("plain.json"))

        func render(_ arguments: [String], to name: String) throws -> Data {
            let render = Process()
            render.executableURL = binary
            render.arguments = ["render", folder.appendingPathComponent("plain.json").path, "-o", folder.appendingPathComponent(name).path] + arguments
            render.standardOutput = FileHandle.nullDevice
            render.standardError = FileHandle.nullDevice
            try render.run()
            render.waitUntilExit()
            return try Data(contentsOf: folder.appendingPathComponent(name))
        }
        let withFont = try render(["--font", TestFont.url.path], to: "font.png")
        let fallback = try render([], to: "fallback.png")
        #expect(withFont != fallback)

        let server = try ServeProcess(["--font", TestFont.url.path], templates: folder, assets: nil)
        let reply = try fetch(port: server.port, "/templates/brand.png")
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.body == withFont)
        #expect(server.stop() == 0)
        #expect(!server.log.contains("no font named"))
    }

    @MainActor @Test func aServedFontThatIsNotAFontStopsTheServerAtStartUp() throws {
        let binary = try #require(easelBinary)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--font", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 65)
        #expect(message.contains("--font \(file.path)") && message.contains("is not a font file"), "\(message)")
    }
}
