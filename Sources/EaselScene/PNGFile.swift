import Foundation

/// Checks that a path names a PNG file a render may read, before a render would find out: an image
/// file within the limits (`ImageFile`: its header read, nothing decoded) whose format is PNG.
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

    /// Nil when `path` names a PNG file within the limits, else what is wrong.
    public static func fault(at path: String, maximumBytes: Int = SceneLimits.default.maximumImageBytes,
                             maximumPixels: Int = SceneLimits.default.maximumPixels) -> Fault? {
        switch ImageFile.check(path, maximumBytes: maximumBytes, maximumPixels: maximumPixels) {
        case .success(let header): header.format == .png ? nil : .notPNG
        case .failure(.missing): .missing
        case .failure(.unreadable): .unreadable
        case .failure(.notAnImage): .notPNG
        case .failure(.tooLarge(let bytes)): .tooLarge(bytes: bytes)
        case .failure(.tooManyPixels(let width, let height)): .tooManyPixels(width: width, height: height)
        }
    }
}
