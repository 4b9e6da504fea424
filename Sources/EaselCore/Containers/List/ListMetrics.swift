import Foundation

/// The measurements and colours of a list's chrome in one style, as iOS 17 draws them on an iPhone.
///
/// Sources: Apple's Human Interface Guidelines ("Lists and tables": 44-point minimum row height;
/// "Layout": 16- and 20-point margins), UIKit's documented defaults (`UITableView.automaticDimension`
/// rows of at least 44 points, `UIColor.systemGroupedBackground`, `.secondarySystemGroupedBackground`,
/// `.separator`, hairline separators of one pixel) and, where Apple publishes no number, what iOS 17
/// draws on an iPhone 15 (section spacing, header and footer padding): those are marked "(as drawn)".
struct ListMetrics {
    let style: ListStyleKind
    /// The list's width: a width from 414 points (the large iPhones) gets 20-point margins, less 16.
    let width: CGFloat
    let dynamicTypeSize: DynamicTypeSize
    let displayScale: CGFloat

    init(style: ListStyleKind, width: CGFloat, environment: EnvironmentValues) {
        self.style = style.resolved
        self.width = width
        dynamicTypeSize = environment.dynamicTypeSize
        displayScale = environment.displayScale
    }

    private var isInset: Bool { style == .insetGrouped || style == .inset }

    /// How far a section's rounded background stands in from the list's sides (inset styles).
    var sectionMargin: CGFloat { isInset ? (width >= 414 ? 20 : 16) : 0 }

    /// The corner radius of an inset grouped section: 10 points (as drawn by iOS 17).
    var cornerRadius: CGFloat { style == .insetGrouped ? 10 : 0 }

    /// The row's content insets: 20 at the sides (as drawn: the row text of iOS 17 lists), 8 above and below.
    var rowInsets: EdgeInsets { EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20) }

    /// The minimum row height: 44 points at the Large size (HIG), growing with the body text at the
    /// larger sizes and never below 44.
    var minimumRowHeight: CGFloat {
        let sizes = Font.TextStyle.body.pointSizes
        return max(44, (44 * sizes[dynamicTypeSize.rawValue] / sizes[DynamicTypeSize.large.rawValue]).rounded())
    }

    /// A separator's thickness: one pixel (0.33 points at 3×).
    var separatorThickness: CGFloat { 1 / max(displayScale, 1) }

    /// The space above a section without a header, and below the last section (as drawn: 35 in the
    /// grouped styles, none in plain lists).
    var sectionSpacing: CGFloat { style == .plain ? 0 : 35 }
    /// The space above a header's text and below it (as drawn).
    var headerPadding: (top: CGFloat, bottom: CGFloat) { style == .plain ? (6, 6) : (17, 7) }
    /// The space above a footer's text and below it, before the next section's spacing (as drawn).
    var footerPadding: (top: CGFloat, bottom: CGFloat) { style == .plain ? (6, 6) : (7, 0) }

    /// Whether sections draw separators above and below them unless told otherwise: plain lists draw
    /// the one below.
    var drawsSectionSeparators: (top: Bool, bottom: Bool) { (false, style == .plain) }

    /// `systemGroupedBackground` (grouped styles) or `systemBackground` (plain): the list's background.
    var listBackground: Color {
        switch style {
        case .plain, .inset: Color.system(light: 0xFFFFFF, dark: 0x000000)
        default: Color.system(light: 0xF2F2F7, dark: 0x000000)
        }
    }

    /// `secondarySystemGroupedBackground` (grouped styles) or `systemBackground` (plain): a row's background.
    var rowBackground: Color {
        switch style {
        case .plain, .inset: Color.system(light: 0xFFFFFF, dark: 0x000000)
        default: Color.system(light: 0xFFFFFF, dark: 0x1C1C1E)
        }
    }

    /// `UIColor.separator`: #3C3C43 at 29 % (light), #545458 at 60 % (dark).
    static let separator = Color(.adaptive(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6)))
}
