import CPangoCairo
import EaselCore
import Foundation
import Testing
@testable import EaselText

/// Finding the text's direction (rule 2 of `PangoTextLayout`) lays the text out once; one paragraph of
/// the context's direction keeps those lines, instead of laying the text out a second time with the
/// automatic direction turned off (which doubled the cost of measuring a string), and measures the same.
@Suite struct TextDirectionLayoutTests {
    private func layout(_ string: String, direction: LayoutDirection = .leftToRight) throws -> (PangoTextLayout, OpaquePointer) {
        let thread = try #require(PangoThreadContext.current)
        let context = try #require(thread.makeDrawingContext())
        let request = TextLayoutRequest(string: string, font: ResolvedFont(size: 17), width: 120, layoutDirection: direction)
        return (try #require(PangoTextLayout(request: request, context: context)), context)
    }

    @MainActor @Test func oneParagraphOfTheContextsDirectionKeepsItsLines() throws {
        for (string, direction) in [("Goldfish and a longer line that wraps", LayoutDirection.leftToRight), ("1234", .leftToRight),
                                    ("שלום עולם", .rightToLeft)] {
            let (text, context) = try layout(string, direction: direction)
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            #expect(pango_layout_get_auto_dir(text.layout) != 0, "\(string): laid out again")
        }
    }

    @MainActor @Test func otherTextIsFixedToTheFirstParagraphsDirection() throws {
        for (string, direction) in [("Two\nparagraphs", LayoutDirection.leftToRight), ("Hello", .rightToLeft),
                                    ("שלום\nHello", .leftToRight)] {
            let (text, context) = try layout(string, direction: direction)
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            #expect(pango_layout_get_auto_dir(text.layout) == 0, "\(string)")
            let expected = string.hasPrefix("ש") ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
            #expect(pango_context_get_base_dir(context) == expected, "\(string)")
        }
    }
}
