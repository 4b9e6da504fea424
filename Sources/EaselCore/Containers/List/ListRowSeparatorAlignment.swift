import Foundation

/// Where a row's separator starts and ends: a row's content sets these guides (a `Label` sets the
/// leading one at its title, as iOS does) and the list draws the separator below the row from the one to
/// the other; a row that sets neither gets a separator from its leading inset to the section's edge.
extension HorizontalAlignment {
    private enum ListRowSeparatorLeadingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
    }

    private enum ListRowSeparatorTrailingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
    }

    /// The guide a list row's separator starts at.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// The guide a list row's separator ends at.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}
