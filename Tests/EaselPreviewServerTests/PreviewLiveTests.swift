import EaselPreviews
@testable import EaselPreviewServer
import Foundation
import Hummingbird
import ServiceLifecycle
import Synchronization
import Testing

/// The watch → build → draw → announce loop over a folder of files (`FolderPreviews`: no compiler), and
/// the event stream on a real loopback connection.
@Suite(.serialized) struct PreviewLiveTests {
    /// The events a client would get, collected.
    final class Recorder: Sendable {
        let events = Mutex<[String]>([])
        var names: [String] { events.withLock { parseEvents($0.joined()).map(\.name) } }
        var all: [(name: String, data: String)] { events.withLock { parseEvents($0.joined()) } }
        func clear() { events.withLock { $0 = [] } }
    }

    static func withLoop(_ body: (URL, PreviewServer, FolderPreviews, Recorder) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            try "struct A {}".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            try "struct B {}".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
            let producer = FolderPreviews(folder: folder)
            var configuration = PreviewServerConfiguration()
            configuration.pollInterval = .milliseconds(50)
            let server = PreviewServer(configuration: configuration, producer: producer, logger: quiet)
            await server.live.prepare()
            let recorder = Recorder()
            let (_, events) = server.broadcaster.subscribe { "" }
            let reading = Task { for await event in events { recorder.events.withLock { $0.append(event) } } }
            let loop = Task { try await server.live.run() }
            defer { loop.cancel(); server.broadcaster.close(); reading.cancel() }
            try await body(folder, server, producer, recorder)
        }
    }

    @Test func aSaveRebuildsAndAnnouncesOnlyTheChangedPictureItsFileFirst() async throws {
        try await Self.withLoop { folder, server, producer, recorder in
            #expect(producer.builds == 1 && producer.draws == 1)
            #expect(server.board.index.previews.map(\.image) == ["A-1.png", "B-1.png"])
            try "struct B { let x = 1 }".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
            #expect(await eventually { recorder.names.contains("drawn") }, "\(recorder.names)")
            #expect(recorder.names == ["building", "built", "picture", "drawn"])
            let card = try JSONDecoder().decode(PreviewCard.self, from: Data(recorder.all[2].data.utf8))
            #expect(card.id == "B-1.png")
            #expect(producer.lastFirst == ["B.swift"])
            #expect(server.board.picture("B-1.png") == Data("struct B { let x = 1 }light".utf8))
        }
    }

    @Test func severalSavesInARowMakeOneBuild() async throws {
        try await Self.withLoop { folder, _, producer, recorder in
            for number in 0..<5 {
                try "struct A { let n = \(number) }".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(await eventually { recorder.names.contains("drawn") })
            try await Task.sleep(for: .milliseconds(300))
            #expect(producer.builds == 2, "the first build and one for the five saves")
            #expect(recorder.names.filter { $0 == "picture" }.count == 1)
        }
    }

    @Test func aCompileErrorShowsOverTheLastPicturesAndClearsWhenItCompiles() async throws {
        try await Self.withLoop { folder, server, producer, recorder in
            let file = folder.appendingPathComponent("A.swift")
            try "struct A {\nerror: cannot find 'x' in scope".write(to: file, atomically: true, encoding: .utf8)
            #expect(await eventually { recorder.names.contains("errors") })
            let errors = try #require(recorder.all.first { $0.name == "errors" })
            #expect(errors.data.contains("A.swift:1:1: error: cannot find 'x' in scope"))
            #expect(server.board.picture("A-1.png") == Data("struct A {}light".utf8), "the last good picture stays")
            #expect(server.board.pageState.errors.count == 1)
            #expect(!recorder.names.contains("drawn"), "nothing is drawn from a broken build")
            recorder.clear()
            try "struct A { }".write(to: file, atomically: true, encoding: .utf8)
            #expect(await eventually { recorder.names.contains("drawn") })
            #expect(recorder.names == ["building", "built", "picture", "drawn"])
            #expect(server.board.pageState.errors.isEmpty)
            #expect(producer.builds == 3)
        }
    }

    @Test func aPreviewThatFailsIsShownFailedAndTheOthersDrawn() async throws {
        try await Self.withLoop { folder, server, _, recorder in
            try "struct A { trap }".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            #expect(await eventually { recorder.names.contains("drawn") })
            let card = try JSONDecoder().decode(PreviewCard.self, from: Data(try #require(recorder.all.first { $0.name == "picture" }).data.utf8))
            #expect(card.id == "A-1.png" && card.entry.error?.hasPrefix("trapped") == true)
            #expect(server.board.picture("A-1.png") == nil && server.board.picture("B-1.png") != nil)
        }
    }

    @Test func newOptionsDrawEveryPreviewWithoutABuild() async throws {
        try await Self.withLoop { _, server, producer, recorder in
            _ = server.board.setOptions(PreviewDrawOptions(colorScheme: "dark"))
            server.live.requestDrawing()
            #expect(await eventually { recorder.names.contains("drawn") })
            #expect(producer.builds == 1 && producer.draws == 2)
            #expect(recorder.names == ["picture", "picture", "drawn"])
            #expect(server.board.picture("A-1.png") == Data("struct A {}dark".utf8))
        }
    }

    @Test func aFileAddedToTheFolderIsAnnouncedInANewState() async throws {
        try await Self.withLoop { folder, server, _, recorder in
            try "struct C {}".write(to: folder.appendingPathComponent("C.swift"), atomically: true, encoding: .utf8)
            #expect(await eventually { recorder.names.contains("drawn") })
            #expect(recorder.names.contains("state"))
            #expect(server.board.index.previews.map(\.image) == ["A-1.png", "B-1.png", "C-1.png"])
        }
    }

    /// A real connection: the page's stream starts with the state; a client that hangs up is removed at
    /// the next event it cannot take (a keep-alive at the latest), and SIGTERM-like shutdown ends the rest.
    @Test func aClientThatHangsUpIsDroppedAndShutdownEndsTheStreams() async throws {
        try await withTemporaryFolder { folder in
            try "struct A {}".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            var configuration = PreviewServerConfiguration()
            configuration.port = 0
            configuration.keepAliveInterval = .milliseconds(100)
            let server = PreviewServer(configuration: configuration, producer: FolderPreviews(folder: folder), logger: quiet)
            let port = Mutex(0)
            let running = Task { try await server.run { listening in port.withLock { $0 = listening } } }
            #expect(await eventually(60) { port.withLock { $0 } != 0 })
            let number = port.withLock { $0 }

            // The client's blocking reads run on threads of their own: on the concurrency pool (two threads on
            // two cores) they could hold the threads the server needs while other suites' tests block the rest.
            for _ in 0..<5 {
                let text = try await offPool {
                    let client = try RawConnection(port: number, timeout: 60)
                    client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    _ = client.read(until: "event: state")
                    return client.text
                }
                #expect(text.contains("event: state"), "\(text)")
                #expect(text.lowercased().contains("content-type: text/event-stream"))
                #expect(text.contains("A-1.png"))
            }
            #expect(await eventually(60) { server.broadcaster.count == 0 }, "every hung-up client is dropped: \(server.broadcaster.count) left")

            // A client that stays: it gets the state and keep-alives, and its stream ends when the server stops.
            let keptAlive = Mutex(false)
            let staying = Task {
                try await offPool { () -> (String, Bool) in
                    let client = try RawConnection(port: number, timeout: 60)
                    client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    guard client.read(until: "event: state"), client.read(until: ": keep-alive") else { return (client.text, false) }
                    keptAlive.withLock { $0 = true }
                    return (client.text, client.readToEnd())
                }
            }
            #expect(await eventually(60) { keptAlive.withLock { $0 } })
            running.cancel()
            let (text, ended) = try await staying.value
            #expect(ended, "the stream ends when the server stops: \(text)")
            #expect(server.broadcaster.count == 0)
            _ = try? await running.value
        }
    }
}
