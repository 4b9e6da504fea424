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
///    destination: nothing is left behind, and an existing destination is untouched.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        let destination = url.standardizedFileURL
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.writeFailed(path: destination.path, reason: reason(of: error))
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.writeFailed(path: destination.path, reason: reason)
        }
    }

    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
