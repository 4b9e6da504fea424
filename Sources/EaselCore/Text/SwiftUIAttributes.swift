import Foundation

/// SwiftUI's attributes of `AttributedString` (`string.font = .title`, `string.foregroundColor = .red`,
/// `kern`, `tracking`, `baselineOffset`, `underlineStyle`, `strikethroughStyle`), which Foundation on
/// Linux lacks, under SwiftUI's names, for `Text(_: AttributedString)`. Foundation's own `link` is
/// drawn in the tint colour.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text of an attributed string's runs, each with its SwiftUI attributes (`AttributeScopes.SwiftUIAttributes`)
    /// and links in the tint colour; modifiers of the text apply to runs that do not set the attribute.
    /// Disfavoured: Foundation on Linux lets a string literal be an `AttributedString`, and a literal
    /// must stay a `LocalizedStringKey` (with Markdown), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        segments = attributedContent.runs.map { run in
            var segment = Segment(content: .string(String(attributedContent[run.range].characters)),
                                  isLink: run.attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil)
            let attributes = run.attributes
            segment.attributes.font = attributes[Scope.FontAttribute.self]
            segment.style = attributes[Scope.ForegroundColorAttribute.self].map(AnyShapeStyle.init)
            segment.attributes.underline = attributes[Scope.UnderlineStyleAttribute.self].map { .some($0) }
            segment.attributes.strikethrough = attributes[Scope.StrikethroughStyleAttribute.self].map { .some($0) }
            segment.attributes.kerning = attributes[Scope.KerningAttribute.self]
            segment.attributes.tracking = attributes[Scope.TrackingAttribute.self]
            segment.attributes.baselineOffset = attributes[Scope.BaselineOffsetAttribute.self]
            return segment
        }
        if segments.isEmpty { segments = [Segment(content: .string(""))] }
    }
}
