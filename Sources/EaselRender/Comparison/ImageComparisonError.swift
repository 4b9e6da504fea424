import Foundation

/// Why two images could not be compared. (Images that differ, even in size, are not an error: that is
/// what `ImageComparison.Result` reports.)
public enum ImageComparisonError: Error, Equatable, CustomStringConvertible {
    /// Which of the two images an error is about.
    public enum Role: String, Sendable {
        case expected, actual
    }

    /// The bytes of the `role` image are not a PNG that can be decoded.
    case undecodable(Role, reason: String)
    /// An option is out of its range.
    case invalidOption(String)

    public var description: String {
        switch self {
        case .undecodable(let role, let reason): "cannot read the \(role.rawValue) image: \(reason)"
        case .invalidOption(let reason): "invalid comparison option: \(reason)"
        }
    }
}
