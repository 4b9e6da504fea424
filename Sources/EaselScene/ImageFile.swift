import EaselCore
import Foundation

/// Checks that a path names an image file a render may read, from its header, before a render would
/// find out.
///
/// Rules: the path names a readable file (not a folder) of at most `maximumBytes` bytes, whose bytes
/// start as a PNG, JPEG, WebP, GIF or SVG does (`ImageFormat`: the bytes, not the extension) and whose
/// header declares at most `maximumPixels` pixels (`ImageHeader`) — so a small file declaring a huge
/// picture cannot make a decoder allocate gigabytes.
public enum ImageFile {
    public enum Fault: Error, Equatable {
        /// Nothing at the path, or a folder.
        case missing
        /// A file that cannot be opened.
        case unreadable
        /// A file in none of the formats Easel reads.
        case notAnImage
        /// A file of more than the bytes allowed (its size).
        case tooLarge(bytes: Int)
        /// A picture of more than the pixels allowed (its size in pixels).
        case tooManyPixels(width: Int, height: Int)
    }

    /// The header of the image file at `path` when it is within the limits, else what is wrong.
    package static func check(_ path: String, maximumBytes: Int, maximumPixels: Int) -> Result<ImageHeader, Fault> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return .failure(.missing) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            return .failure(.tooLarge(bytes: size))
        }
        guard FileManager.default.isReadableFile(atPath: path) else { return .failure(.unreadable) }
        guard let header = ImageHeader.read(atPath: path) else { return .failure(.notAnImage) }
        let (product, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, product <= maximumPixels else { return .failure(.tooManyPixels(width: header.width, height: header.height)) }
        return .success(header)
    }

    /// Nil when `path` names an image file within the limits, else what is wrong.
    public static func fault(at path: String, maximumBytes: Int = SceneLimits.default.maximumImageBytes,
                             maximumPixels: Int = SceneLimits.default.maximumPixels) -> Fault? {
        if case .failure(let fault) = check(path, maximumBytes: maximumBytes, maximumPixels: maximumPixels) { return fault }
        return nil
    }
}
