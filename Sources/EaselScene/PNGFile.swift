import Foundation

/// Checks that a path names a PNG file a render may read, before a render would find out.
///
/// Rules: the path names a readable file (not a folder) of at most `maximumBytes` bytes, starting with
/// the PNG signature and an `IHDR` header whose width × height is at most `maximumPixels` — so a small
/// file declaring a huge picture cannot make the decoder allocate gigabytes.
public enum PNGFile {
    public enum Fault: Error, Equatable {
        /// Nothing at the path, or a folder.
        case missing
        /// A file that cannot be opened.
        case unreadable
        /// A file without the PNG signature and header.
        case notPNG
        /// A file of more than the bytes allowed (its size).
        case tooLarge(bytes: Int)
        /// A picture of more than the pixels allowed (its size in pixels).
        case tooManyPixels(width: Int, height: Int)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Nil when `path` names a PNG file within the limits, else what is wrong.
    public static func fault(at path: String, maximumBytes: Int = SceneLimits.default.maximumImageBytes,
                             maximumPixels: Int = SceneLimits.default.maximumPixels) -> Fault? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return .missing }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            return .tooLarge(bytes: size)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .unreadable }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return .notPNG }
        let header = [UInt8](data)
        guard header.count == 24, header.starts(with: signature), header[12..<16].elementsEqual("IHDR".utf8) else { return .notPNG }
        func word(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        guard width * height <= maximumPixels else { return .tooManyPixels(width: width, height: height) }
        return nil
    }
}
