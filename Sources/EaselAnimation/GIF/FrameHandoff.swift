import Foundation

/// Passes each frame's pixels to the task encoding the next frame, which needs them to find what
/// changed.
///
/// Rules: the producer of frame i publishes its pixels as soon as it has them; the producer of frame
/// i + 1 takes them, waiting if they are not there yet (frame i was started first, so it is running).
/// Pixels are removed when taken, so at most one frame's pixels wait per frame in flight. After a
/// failure every waiting and later `take` throws it, so no producer waits forever.
actor FrameHandoff<Pixels: Sendable> {
    private var published: [Int: Pixels] = [:]
    private var waiting: [Int: CheckedContinuation<Pixels, Error>] = [:]
    private var failure: Error?

    func publish(_ pixels: Pixels, for index: Int) {
        if let continuation = waiting.removeValue(forKey: index) {
            continuation.resume(returning: pixels)
        } else if failure == nil {
            published[index] = pixels
        }
    }

    func take(_ index: Int) async throws -> Pixels {
        if let failure { throw failure }
        if let pixels = published.removeValue(forKey: index) { return pixels }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if let failure {
                    continuation.resume(throwing: failure)
                } else {
                    waiting[index] = continuation
                }
            }
        } onCancel: {
            Task { await self.fail(CancellationError()) }
        }
    }

    func fail(_ error: Error) {
        if failure == nil { failure = error }
        published.removeAll()
        for continuation in waiting.values { continuation.resume(throwing: error) }
        waiting.removeAll()
    }
}
