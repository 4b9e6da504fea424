import Foundation

/// The direction text and layouts flow in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors.
///
/// Copy on write: the values live in one shared box until a copy changes one, as SwiftUI's do. Every
/// node of a resolved tree keeps its environment, and nearly all nodes share their parent's, so a node
/// holds one reference instead of all the values (a node of L1's trees shrank by about 200 bytes).
public struct EnvironmentValues {
    /// The stored values.
    private struct Values {
        var layoutDirection: LayoutDirection = .leftToRight
        var colorScheme: ColorScheme = .light
        var dynamicTypeSize: DynamicTypeSize = .large
        var font: Font?
        var fontWeight: Font.Weight?
        var isItalic = false
        var hasMonospacedDigits = false
        var displayScale: CGFloat = 1
        var multilineTextAlignment: TextAlignment = .leading
        var lineLimit: Int?
        var textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer()
        var imageDecoder: any ImageDecoding = ImageHeaderDecoder()
        var assetsDirectory: URL?
        var foregroundStyle: AnyShapeStyle?
        var foregroundStyleLevels: [AnyShapeStyle] = []
        var tint: Color?
        var tintStyle: (style: AnyShapeStyle, tint: Color?)?
        var contentTransition: ContentTransition = .opacity
        var custom: [ObjectIdentifier: Any] = [:]
    }

    /// The box copies share. It is changed only while one environment holds it, so accesses to it never
    /// overlap, and Swift's run-time exclusivity checks (one per read of a value) are switched off.
    private final class Storage {
        @exclusivity(unchecked) var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var storage = Storage(Values())

    /// The box, copied first if another environment shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        return storage
    }

    /// The direction text and layouts flow in.
    public var layoutDirection: LayoutDirection {
        get { storage.values.layoutDirection }
        set { uniqueStorage().values.layoutDirection = newValue }
    }

    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { uniqueStorage().values.colorScheme = newValue }
    }

    /// The size of text the reader chose (Dynamic Type).
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.values.dynamicTypeSize }
        set { uniqueStorage().values.dynamicTypeSize = newValue }
    }

    /// The default font of text in the view; `nil` means `.body`.
    public var font: Font? {
        get { storage.values.font }
        set { uniqueStorage().values.font = newValue }
    }

    /// The weight of text in the view (`fontWeight(_:)`, `bold()`), over its font's own.
    public var fontWeight: Font.Weight? {
        get { storage.values.fontWeight }
        set { uniqueStorage().values.fontWeight = newValue }
    }

    /// Whether text in the view is italic (`italic()`).
    public var isItalic: Bool {
        get { storage.values.isItalic }
        set { uniqueStorage().values.isItalic = newValue }
    }

    /// Whether text in the view draws digits of one width (`monospacedDigit()`).
    public var hasMonospacedDigits: Bool {
        get { storage.values.hasMonospacedDigits }
        set { uniqueStorage().values.hasMonospacedDigits = newValue }
    }

    /// The pixels per point of the render; layout rounds frames to this grid.
    public var displayScale: CGFloat {
        get { storage.values.displayScale }
        set { uniqueStorage().values.displayScale = newValue }
    }

    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { uniqueStorage().values.multilineTextAlignment = newValue }
    }

    /// The most lines text takes; nil: no limit.
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { uniqueStorage().values.lineLimit = newValue }
    }

    /// How text is measured. Easel's renderer installs Pango's measurer; the core alone uses a simple
    /// fixed-advance one.
    public var textMeasurer: any TextMeasuring {
        get { storage.values.textMeasurer }
        set { uniqueStorage().values.textMeasurer = newValue }
    }

    /// How image files are sized (`ImageDecoding`). Easel's renderer installs its decoder (librsvg for
    /// SVG sizes); the core alone reads raster headers.
    package var imageDecoder: any ImageDecoding {
        get { storage.values.imageDecoder }
        set { uniqueStorage().values.imageDecoder = newValue }
    }

    /// The folder `Image("name")` finds its files in (`AssetCatalog`); nil: names are files only.
    package var assetsDirectory: URL? {
        get { storage.values.assetsDirectory }
        set { uniqueStorage().values.assetsDirectory = newValue }
    }

    /// The style foreground content (text, shapes without a fill) is drawn with; `nil` means `.primary`.
    var foregroundStyle: AnyShapeStyle? {
        get { storage.values.foregroundStyle }
        set { uniqueStorage().values.foregroundStyle = newValue }
    }

    /// The secondary and tertiary levels `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` set:
    /// `.secondary` and `.tertiary` styles and symbols' palette layers take them.
    var foregroundStyleLevels: [AnyShapeStyle] {
        get { storage.values.foregroundStyleLevels }
        set { uniqueStorage().values.foregroundStyleLevels = newValue }
    }

    /// The accent colour of buttons and progress views.
    public var tint: Color? {
        get { storage.values.tint }
        set { uniqueStorage().values.tint = newValue }
    }

    /// The tint as a style (`.tint`), when set with `tint(_:)`: a colour or a gradient, with the `tint` it
    /// set; it applies while `tint` is still that colour (a later `environment(\.tint, …)` replaces it).
    var tintStyle: (style: AnyShapeStyle, tint: Color?)? {
        get { storage.values.tintStyle }
        set { uniqueStorage().values.tintStyle = newValue }
    }

    /// How changes to the content of text animate (`.contentTransition(_:)`); cross-fades by default.
    public var contentTransition: ContentTransition {
        get { storage.values.contentTransition }
        set { uniqueStorage().values.contentTransition = newValue }
    }

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage.values.custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { uniqueStorage().values.custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose `body` is being evaluated, read by `@Environment`.
    @TaskLocal static var current = EnvironmentSnapshot(values: EnvironmentValues())
}

/// The environment handed to `@Environment` while a body is evaluated, on the evaluating thread only.
struct EnvironmentSnapshot: @unchecked Sendable {
    let values: EnvironmentValues
}

/// Reads a value from the environment of the view whose body is being evaluated.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current.values[keyPath: keyPath] }
}

/// Sets an environment value for a view's content.
nonisolated struct EnvironmentModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let update: (inout EnvironmentValues) -> Void
    func makeNodes(in context: ResolveContext) -> [ViewNode] { context.with(update).resolve(content) }
}

nonisolated extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    func transformEnvironment(_ update: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentModifier(content: self, update: update)
    }

    /// Changes the environment value at `keyPath` with `transform` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifier(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Sets the Dynamic Type size for this view and its descendants.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view and its descendants within `range`: a size outside it
    /// becomes the nearest size inside it (`...DynamicTypeSize.xxxLarge` caps text at xxxLarge).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }

    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }

    /// Makes the digits of text in this view all one width, so columns of numbers line up.
    public func monospacedDigit() -> some View { environment(\.hasMonospacedDigits, true) }

    /// Sets the alignment of the lines of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Limits text to `limit` lines, truncating the rest with an ellipsis.
    public func lineLimit(_ limit: Int?) -> some View { environment(\.lineLimit, limit) }

    /// Limits text to `limit` lines; with `reservesSpace`, text of fewer lines is as tall as `limit`
    /// lines, its lines at the top (Apple: "it always occupies the height required to display the
    /// specified number of lines").
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit, reserving: reservesSpace ? limit : 0)
    }

    /// Text occupies at least `limit.lowerBound` lines and at most `limit.upperBound`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound, reserving: limit.lowerBound) }

    /// Text occupies at least `limit.lowerBound` lines, and as many more as it needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil, reserving: limit.lowerBound) }

    /// Text occupies at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound, reserving: 0) }

    private func lineLimit(_ limit: Int?, reserving lines: Int) -> some View {
        transformEnvironment { environment in
            environment.lineLimit = limit
            environment.reservedLineCount = lines
        }
    }

    /// Sets the style of foreground content: text and shapes drawn without an explicit fill. A style
    /// relative to the foreground (`.secondary`, `.foreground`) applies to the enclosing foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            environment.foregroundStyle = AnyShapeStyle(style).relative(to: environment.foregroundStyle)
            environment.foregroundStyleLevels = []
        }
    }

    /// Sets the primary and secondary levels of the foreground style: a palette symbol's layers, and what
    /// `.secondary` draws in the view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment { environment in
            let outer = environment.foregroundStyle
            environment.foregroundStyle = AnyShapeStyle(primary).relative(to: outer)
            environment.foregroundStyleLevels = [AnyShapeStyle(secondary).relative(to: outer)]
        }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironment { environment in
            let outer = environment.foregroundStyle
            environment.foregroundStyle = AnyShapeStyle(primary).relative(to: outer)
            environment.foregroundStyleLevels = [AnyShapeStyle(secondary).relative(to: outer), AnyShapeStyle(tertiary).relative(to: outer)]
        }
    }

    /// Sets the foreground colour (the older spelling of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets the accent colour of controls.
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment { environment in
            environment.tint = tint
            environment.tintStyle = tint.map { (AnyShapeStyle($0), $0) }
        }
    }

    /// Sets the tint of controls and of `.tint` to a style (a gradient tints with the gradient). Where a
    /// colour is needed (a progress bar), the style's first colour is used. `.tint(.tint)` keeps the tint around it.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment { environment in
            guard let style = tint.map(AnyShapeStyle.init), !(style.base is TintShapeStyle) else {
                if tint == nil { (environment.tint, environment.tintStyle) = (nil, nil) }
                return
            }
            let color = Color(.fixed(style.resolveColor(in: environment)))
            environment.tint = color
            environment.tintStyle = (style, color)
        }
    }
}
