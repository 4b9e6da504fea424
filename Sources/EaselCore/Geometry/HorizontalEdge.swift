import Foundation

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge` (for `swipeActions(edge:)`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
