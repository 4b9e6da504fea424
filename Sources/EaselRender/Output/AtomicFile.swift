import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see either the old file or the whole new one, never a part.
///
/// Steps:
/// 1. Write the bytes to a new temporary file in the destination's folder (the same file system, so
///    the rename cannot turn into a copy), named `.NAME.RANDOM.tmp`, created exclusively.
/// 2. Rename it over the destination (`rename(2)` replaces atomically).
/// 3. On any failure remove the temporary file and throw `RenderError.writeFailed` naming the
///    destination and why (`OutputFolder`'s words when the folder is the problem): nothing is left
///    behind, and an existing destination is untouched.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        let destination = url.standardizedFileURL
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        if let failure = writeNew(data, at: temporary.path) {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.writeFailed(path: destination.path, reason: OutputFolder.problem(creatingIn: destination) ?? failure)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.writeFailed(path: destination.path, reason: reason)
        }
    }

    /// Creates the file at `path` (which must not exist) holding `data`; nil on success, else why not.
    private static func writeNew(_ data: Data, at path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}
