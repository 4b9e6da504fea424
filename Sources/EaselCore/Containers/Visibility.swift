import Foundation

/// Whether a piece of system chrome (a separator, a scroll view's background) shows, as in SwiftUI.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The container decides (for the containers here: visible).
    case automatic
    case visible
    case hidden
}
