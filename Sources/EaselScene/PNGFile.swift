import Foundation

/// Checks that a path names a PNG file, before a render would find out.
public enum PNGFile {
    public enum Fault: Error, Equatable {
        /// Nothing at the path, or a folder.
        case missing
        /// A file that cannot be opened.
        case unreadable
        /// A file without the PNG signature.
        case notPNG
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Nil when `path` is a readable file starting with the PNG signature, else what is wrong.
    public static func fault(at path: String) -> Fault? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return .missing }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .unreadable }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: signature.count), [UInt8](header) == signature else { return .notPNG }
        return nil
    }
}
