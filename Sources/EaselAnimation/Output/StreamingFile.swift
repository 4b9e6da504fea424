import EaselRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece and published whole.
///
/// Steps:
/// 1. Bytes go to a new temporary file in the destination's folder (`.NAME.RANDOM.tmp`, on the same
///    file system), through a buffer flushed every megabyte, so the whole file is never in memory.
/// 2. `commit()` flushes and renames the temporary file over the destination (`rename(2)` is atomic):
///    readers see the old file or the whole new one.
/// 3. A file dropped without `commit()` (an error on the way) removes its temporary file: nothing is
///    left behind, and an existing destination is untouched. Until then the temporary file is
///    registered with `TemporaryFiles`, for a process stopped by a signal to remove.
/// Owned by one task; not thread-safe.
final class StreamingFile {
    let destination: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer = Data()
    private var isCommitted = false
    private static let flushSize = 1 << 20

    init(destination url: URL) throws {
        destination = url.standardizedFileURL
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw AnimationError.writeFailed(path: destination.path, reason: OutputFolder.problem(creatingIn: destination)
                                                 ?? "cannot create a file in \(temporary.deletingLastPathComponent().path)")
        }
        self.handle = handle
        TemporaryFiles.register(temporary)
    }

    deinit {
        TemporaryFiles.unregister(temporary)
        guard !isCommitted else { return }
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Appends `bytes`.
    func write(_ bytes: Data) throws {
        buffer.append(bytes)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Appends the bytes at `pointer`.
    func write(_ pointer: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: pointer)
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw AnimationError.writeFailed(path: destination.path, reason: error.localizedDescription)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Publishes the file at its destination.
    func commit() throws {
        try flush()
        do { try handle.close() } catch {
            throw AnimationError.writeFailed(path: destination.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            throw AnimationError.writeFailed(path: destination.path, reason: String(cString: strerror(errno)))
        }
        isCommitted = true
    }
}
