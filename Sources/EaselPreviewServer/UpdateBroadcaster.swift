import Synchronization

/// The clients of `GET /events`, each a stream of server-sent events. A client that connects gets the
/// page's state first; every update then goes to every client.
///
/// Bounded: a client that reads too slowly to take `bufferLimit` waiting events is dropped (its stream
/// ends; `EventSource` reconnects and gets the state afresh), and a client that went away is removed
/// when writing to it fails (the route removes it), which the keep-alive comments make happen within a
/// keep-alive interval even when nothing changes. `close()` ends every stream, for a graceful shutdown.
public final class UpdateBroadcaster: Sendable {
    struct Clients {
        var next = 0
        var streams: [Int: AsyncStream<String>.Continuation] = [:]
        var closed = false
    }

    private let clients = Mutex(Clients())
    let bufferLimit: Int

    public init(bufferLimit: Int = 64) { self.bufferLimit = bufferLimit }

    /// A new client's stream, starting with `first()` (computed under the same lock that `send` takes,
    /// so no update falls between it and the stream). The stream ends at once after a `close()`.
    public func subscribe(first: () -> String) -> (id: Int, events: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let id = clients.withLock { clients -> Int in
            let id = clients.next
            clients.next += 1
            continuation.yield(first())
            if clients.closed { continuation.finish() } else { clients.streams[id] = continuation }
            return id
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return (id, stream)
    }

    /// Sends `text` (an event, or a comment) to every client; drops those whose buffer is full.
    public func send(_ text: String) {
        // Finished outside the lock: finishing runs the stream's termination handler, which takes it.
        let dropped = clients.withLock { clients in
            var dropped: [AsyncStream<String>.Continuation] = []
            for (id, stream) in clients.streams {
                if case .dropped = stream.yield(text) {
                    dropped.append(stream)
                    clients.streams[id] = nil
                }
            }
            return dropped
        }
        for stream in dropped { stream.finish() }
    }

    public func send(_ update: PreviewUpdate?) {
        if let update { send(update.serverSentEvent) }
    }

    public func remove(_ id: Int) {
        let stream = clients.withLock { $0.streams.removeValue(forKey: id) }
        stream?.finish()
    }

    /// Ends every stream; later subscribers get their first event and an end.
    public func close() {
        let streams = clients.withLock { clients in
            clients.closed = true
            defer { clients.streams = [:] }
            return Array(clients.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    /// The clients connected now.
    public var count: Int { clients.withLock { $0.streams.count } }
}
