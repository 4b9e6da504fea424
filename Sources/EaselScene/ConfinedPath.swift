import Foundation

/// Resolves a file name given by an untrusted client (a template, an image of a served scene) inside
/// one folder, and refuses every name that could reach outside it.
///
/// Rules, checked in this order:
/// 1. The name is not empty, not absolute (`/…`), has no `\0`, and no component is `..`.
/// 2. The folder and the name joined to it are resolved through every symbolic link (`realpath`); the
///    result must still lie inside the resolved folder, so a link that points out of it is refused.
/// 3. The result must exist; what it is (a file, a folder) is the caller's check.
public enum ConfinedPath {
    public enum Fault: Error, Equatable, CustomStringConvertible {
        case empty, absolute, parentComponent, outsideFolder, missing

        public var description: String {
            switch self {
            case .empty: "an empty name"
            case .absolute: "an absolute path, which is refused: name a file inside the folder"
            case .parentComponent: "a path with \"..\", which is refused: name a file inside the folder"
            case .outsideFolder: "a path that leads out of the folder (through a symbolic link), which is refused"
            case .missing: "no such file in the folder"
            }
        }
    }

    /// The real path of `name` inside `folder`, or why it is refused.
    public static func resolve(_ name: String, in folder: URL) -> Result<String, Fault> {
        guard !name.isEmpty else { return .failure(.empty) }
        guard !name.hasPrefix("/"), !name.contains("\0") else { return .failure(.absolute) }
        guard !name.split(separator: "/", omittingEmptySubsequences: false).contains("..") else { return .failure(.parentComponent) }
        guard let root = realPath(folder.path) else { return .failure(.missing) }
        guard let resolved = realPath(root + "/" + name) else { return .failure(.missing) }
        guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return .failure(.outsideFolder) }
        return .success(resolved)
    }

    /// `path` with every symbolic link, `.` and extra `/` resolved, or nil if it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
