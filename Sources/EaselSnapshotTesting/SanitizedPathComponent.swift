import Foundation

/// `string` as swift-snapshot-testing turns names into file names: every run of characters other than
/// letters, digits and `_` becomes `-`, and leading and trailing dashes go.
func sanitizedPathComponent(_ string: String) -> String {
    string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}
