import Foundation
import Testing

/// `easel serve` as a process on an ephemeral loopback port: its routes over real sockets, renders
/// byte-identical to `easel render`, graceful shutdown, bounded memory.
@Suite(.serialized) struct ServeEndToEndTests {
    @MainActor @Test func concurrentRequestsGetTheBytesOfEaselRender() async throws {
        let server = try ServeProcess(["--max-concurrent-renders", "2"], assets: scenesFolder)
        let binary = try #require(easelBinary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [String: Data] = [:]
        for (scene, format) in [("card", "png"), ("card", "svg"), ("leaderboard", "png"), ("photo", "pdf")] {
            let output = folder.appendingPathComponent("\(scene).\(format)")
            let render = Process()
            render.executableURL = binary
            render.arguments = ["render", scenesFolder.appendingPathComponent("\(scene).json").path, "-o", output.path]
            render.standardOutput = FileHandle.nullDevice
            try render.run()
            render.waitUntilExit()
            expected["\(scene).\(format)"] = try Data(contentsOf: output)
        }
        let port = server.port
        try await withThrowingTaskGroup(of: (String, Data).self) { group in
            for _ in 0..<3 {
                for key in expected.keys.sorted() {
                    group.addTask {
                        let (scene, format) = (String(key.split(separator: ".")[0]), String(key.split(separator: ".")[1]))
                        let body = try Data(contentsOf: scenesFolder.appendingPathComponent("\(scene).json"))
                        let reply = try fetch(port: port, "/render?format=\(format)", method: "POST", body: body)
                        #expect(reply.status == 200, "\(key): \(reply.text)")
                        return (key, reply.body)
                    }
                }
            }
            for try await (key, bytes) in group {
                #expect(bytes == expected[key], "\(key) should match easel render's file")
            }
        }
        #expect(server.stop() == 0)
        #expect(server.log.contains("route=/render"))
        #expect(server.log.contains("status=200"))
    }

    @MainActor @Test func sigtermFinishesTheRenderInFlightThenExitsZero() async throws {
        let server = try ServeProcess(["--render-timeout", "60"])
        let port = server.port
        // A large picture: long enough to still be drawing when the signal comes.
        let scene = #"{"canvas": {"width": 2000, "height": 2000, "scale": 3}, "root": {"type": "VStack", "children": ["#
            + (0..<400).map { #"{"type": "Text", "text": "line \#($0) of a long render"}"# }.joined(separator: ",") + "]}}"
        let inFlight = Task.detached { try fetch(port: port, "/render?format=png", method: "POST", body: Data(scene.utf8)) }
        // Wait until the render runs.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let metrics = try fetch(port: port, "/metrics").text
            if metrics.contains("easel_renders_in_flight 1") { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(server.process.processIdentifier, SIGTERM)
        let reply = try await inFlight.value
        #expect(reply.status == 200)
        #expect(reply.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        #expect(throws: (any Error).self) { try fetch(port: port, "/healthz") }
    }

    @MainActor @Test func sigintStopsAnIdleServerWithStatusZero() throws {
        let server = try ServeProcess()
        #expect(try fetch(port: server.port, "/healthz").status == 200)
        server.process.interrupt()
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
    }

    @MainActor @Test func memoryStaysBoundedOver2000Requests() throws {
        let server = try ServeProcess(["--cache-size", "2", "--max-concurrent-renders", "2"])
        let connection = try LoopbackConnection(port: server.port)
        func request(_ index: Int) throws {
            let reply = try connection.request("GET", "/templates/poll-leaderboard.png?firstVotes=\(index % 1000)&first=Pet\(index)")
            #expect(reply.status == 200)
        }
        for index in 0..<300 { try request(index) }
        let warm = server.residentKilobytes
        for index in 300..<2000 { try request(index) }
        let after = server.residentKilobytes
        #expect(warm > 0)
        // Every request is a new picture: only the bounded cache (2 MB) may keep any of them.
        #expect(after - warm < 24 * 1024, "resident memory grew from \(warm) KB to \(after) KB")
        let metrics = try fetch(port: server.port, "/metrics").text
        let cached = metrics.split(separator: "\n").first { $0.hasPrefix("easel_cache_bytes ") }.flatMap { Double($0.split(separator: " ")[1]) }
        #expect((cached ?? .infinity) <= 2 * 1024 * 1024)
        #expect(server.stop() == 0)
    }
}
