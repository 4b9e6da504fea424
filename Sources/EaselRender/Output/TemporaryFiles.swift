import Foundation
import Synchronization

/// The temporary files and folders outputs are being written to (`AtomicFile`, and the animation
/// module's streaming file and frame folder), so that a process stopped by a signal can remove them
/// before it goes: an interrupted command leaves neither a half-written output nor a stray `.tmp`.
///
/// Rule: a writer registers its temporary path when it creates it and unregisters it once it is
/// renamed into place or removed; `removeAll()` removes whatever is registered at that moment.
package enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    package static func register(_ url: URL) { _ = paths.withLock { $0.insert(url.path) } }

    package static func unregister(_ url: URL) { _ = paths.withLock { $0.remove(url.path) } }

    /// Removes every registered file or folder, and forgets them. Other threads may still be writing
    /// frames into a folder while it goes (removing a folder that just gained a file fails), so each
    /// removal is tried until the path is gone, for up to a second.
    package static func removeAll() {
        for path in paths.withLock({ paths in defer { paths.removeAll() }; return paths }) {
            for _ in 0..<100 {
                try? FileManager.default.removeItem(atPath: path)
                guard FileManager.default.fileExists(atPath: path) else { break }
                usleep(10_000)
            }
        }
    }
}
