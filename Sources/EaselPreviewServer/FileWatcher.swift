import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when watched files change, by polling: each file's modification time (to the nanosecond),
/// size and inode (an editor that saves by renaming a new file into place changes the inode). A file
/// added or removed is a change too.
struct FileWatcher {
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private(set) var stamps: [URL: Stamp] = [:]

    static func stamp(_ url: URL) -> Stamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int64(info.st_size),
                     inode: UInt64(info.st_ino))
    }

    init(files: [URL]) { stamps = Self.stamps(files) }

    static func stamps(_ files: [URL]) -> [URL: Stamp] {
        Dictionary(files.compactMap { url in stamp(url).map { (url, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The files that changed, appeared or went away since the last call.
    mutating func changes(in files: [URL]) -> Set<URL> {
        let now = Self.stamps(files)
        var changed = Set(now.filter { stamps[$0.key] != $0.value }.keys)
        changed.formUnion(stamps.keys.filter { now[$0] == nil })
        stamps = now
        return changed
    }
}
