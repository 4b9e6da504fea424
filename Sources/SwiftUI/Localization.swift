import Foundation

// Foundation's localization API of iOS 15–16 that Linux's Foundation (Swift 6.3) lacks:
// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`.
//
// Rule: Easel reads no string tables (as `LocalizedStringKey`, whose keys show as written), so a
// localized string is its development-language value: the key as written, or the `defaultValue` when one
// is given, with its interpolated values written in place as Foundation writes them (integers in full,
// `Double` with `%lf`'s six decimals, strings as they are, a format style's output). The table, bundle,
// locale and comment are accepted and do not change the string.

extension String {
    /// A string whose interpolations are localizable values (Foundation's `String.LocalizationValue`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The string with its values written in place.
        let resolved: String
        /// The literal parts and the values, in order, for `Text` (which renders Markdown in the literal
        /// parts only).
        let parts: [Part]

        enum Part: Hashable, Sendable { case literal(String), value(String) }

        public init(_ value: String) { (resolved, parts) = (value, [.literal(value)]) }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            parts = stringInterpolation.parts
            resolved = parts.map { switch $0 { case .literal(let text), .value(let text): text } }.joined()
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var parts: [Part] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
            public mutating func appendInterpolation(_ string: String) { parts.append(.value(string)) }
            public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { parts.append(.value(String(string))) }
            public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { parts.append(.value(String(value))) }
            public mutating func appendInterpolation(_ value: Double) { parts.append(.value(String(format: "%lf", value))) }
            public mutating func appendInterpolation(_ value: Float) { parts.append(.value(String(format: "%f", Double(value)))) }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                parts.append(.value(format.format(input)))
            }
            /// Any other value, as `String(describing:)` writes it.
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) { parts.append(.value(String(describing: value))) }
        }
    }

    /// A localized string whose key is also its value (`String(localized: "Welcome, \(name)")`).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved
    }

    /// A localized string looked up by `key`, with `defaultValue` as its development-language value.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved
    }

    /// The string of a localized string resource.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue.resolved }
}

/// A reference to a localizable string, resolved when it is shown (Foundation's `LocalizedStringResource`,
/// iOS 16): `Text(resource)` and `String(localized: resource)` show its development-language value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where the resource's string table is.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        (key, defaultValue, self.table, self.locale, self.bundle) = (keyAndValue.resolved, keyAndValue, table, locale, bundle)
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        (self.key, self.defaultValue, self.table, self.locale, self.bundle) = ("\(key)", defaultValue, table, locale, bundle)
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension Text {
    /// The text of a localized string resource: its value, with Markdown in its literal parts rendered as
    /// in `Text("…")` and its interpolated values written as they are.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: resource.defaultValue.parts.count)
        for part in resource.defaultValue.parts {
            switch part {
            case .literal(let text): interpolation.appendLiteral(text)
            case .value(let text): interpolation.appendInterpolation(text)
            }
        }
        self.init(LocalizedStringKey(stringInterpolation: interpolation))
    }
}

extension URL {
    /// The app's Documents folder (iOS 16's `URL.documentsDirectory`, which Linux's Foundation lacks):
    /// `~/Documents` on Linux, as `FileManager` names it.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
    }

    /// The app's Caches folder (iOS 16's `URL.cachesDirectory`).
    public static var cachesDirectory: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }

    /// The app's Application Support folder (iOS 16's `URL.applicationSupportDirectory`).
    public static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }
}
