import EaselTestSupport
import Foundation
import Testing

/// Hostile and broken clients: none may crash the server, leak it, or keep it from answering others.
@Suite(.serialized) struct FaultTests {
    @MainActor @Test func malformedHTTPIsRefusedAndTheServerGoesOn() throws {
        let server = try ServeProcess()
        for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET /healthz HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                        "POST /render HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n", "\u{0}\u{1}\u{2}\r\n\r\n",
                        "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\n\r\n"] {
            let connection = try LoopbackConnection(port: server.port, timeout: 10)
            try? connection.send(garbage)
            if let reply = try? connection.readReply() { #expect((400..<500).contains(reply.status), "\(garbage.prefix(30)): \(reply.status)") }
        }
        #expect(try fetch(port: server.port, "/healthz").status == 200)
        #expect(server.stop() == 0)
    }

    @MainActor @Test func aBodySentTooSlowlyIsA408AndOthersAreServedMeanwhile() throws {
        let server = try ServeProcess(["--render-timeout", "1"])
        let slow = try LoopbackConnection(port: server.port, timeout: 10)
        try slow.send("POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"root\":")
        #expect(try fetch(port: server.port, "/healthz").status == 200)
        let reply = try slow.readReply()
        #expect(reply.status == 408)
        #expect(server.stop() == 0)
    }

    @MainActor @Test func aClientThatHangsUpMidRenderLeavesTheServerWell() throws {
        // Renders of clients that hung up still run to their end (a render cannot be interrupted), so the
        // last request may wait behind them: a timeout long enough for that.
        let server = try ServeProcess(["--render-timeout", "120"])
        let scene = #"{"canvas": {"width": 1000, "height": 1000, "scale": 3}, "root": {"type": "Color", "color": "blue"}}"#
        for _ in 0..<5 {
            let connection = try LoopbackConnection(port: server.port)
            try connection.send("POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: \(scene.utf8.count)\r\n\r\n\(scene)")
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try fetch(port: server.port, "/healthz").status == 200)
        let reply = try fetch(port: server.port, "/render", method: "POST", body: Data(#"{"canvas": {"width": 10, "height": 10, "scale": 1}, "root": {"type": "Color", "color": "red"}}"#.utf8))
        #expect(reply.status == 200)
        #expect(server.stop() == 0)
    }

    @MainActor @Test func tenThousandRequestsWithRandomBadParameters() throws {
        let server = try ServeProcess()
        var generator = SplitMix64(seed: 18)
        let names = ["title", "subtitle", "readingTime", "accent", "avatar", "scale", "width", "format", "x", "", "title[]", "%00"]
        let values = ["", "-1", "1e999", "nan", "../../etc/passwd", "/etc/passwd", "%22%7D%5D", "%7B%22%24parameter%22%3A%22title%22%7D",
                      "red.opacity(2)", "0", "99999999999", "%FF%FE", String(repeating: "z", count: 300), "%0d%0aX-Injected:%201"]
        let files = ["og-card.png", "og-card.bmp", "og-card", "..%2Fog-card.png", "nope.svg", "poll-leaderboard.pdf"]
        var statuses: [Int: Int] = [:]
        var connection = try LoopbackConnection(port: server.port)
        for index in 0..<10_000 {
            let query = (0..<generator.int(1...3)).map { _ in generator.pick(names) + "=" + generator.pick(values) }.joined(separator: "&")
            let target = "/templates/" + generator.pick(files) + "?" + query
            let reply: HTTPReply
            do {
                reply = try connection.request("GET", target)
            } catch {
                connection = try LoopbackConnection(port: server.port)
                continue
            }
            statuses[reply.status, default: 0] += 1
            #expect(reply.status < 500, "\(index) \(target): \(reply.status) \(reply.text)")
            #expect(reply.headers["x-injected"] == nil)
            if reply.headers["connection"] == "close" { connection = try LoopbackConnection(port: server.port) }
        }
        #expect(statuses.filter { (400..<500).contains($0.key) }.values.reduce(0, +) > 9_000, "\(statuses)")
        #expect(server.process.isRunning)
        #expect(try fetch(port: server.port, "/healthz").status == 200)
        #expect(server.stop() == 0)
    }
}

