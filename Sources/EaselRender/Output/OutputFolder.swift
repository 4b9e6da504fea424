import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Says why a file cannot be created next to a destination, in words a person can act on.
///
/// Rule: looking at the destination's folder, the first of these that holds is the problem —
/// 1. an ancestor folder along the path is a file (`out.png/frame.png`): `PATH is not a folder`;
/// 2. the folder does not exist: `the folder PATH does not exist`;
/// 3. the process may not write in it (`access(2)`): `cannot create files in PATH: REASON`.
/// Nil when none holds (the write failed for another reason, which the caller reports).
package enum OutputFolder {
    package static func problem(creatingIn destination: URL) -> String? {
        let folder = destination.standardizedFileURL.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            if !isFolder.boolValue { return "\(folder.path) is not a folder" }
            guard access(folder.path, W_OK) == 0 else { return "cannot create files in \(folder.path): \(String(cString: strerror(errno)))" }
            return nil
        }
        var ancestor = folder.deletingLastPathComponent()
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(ancestor.path) is not a folder"
        }
        return "the folder \(folder.path) does not exist"
    }
}
