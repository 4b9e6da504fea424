import Easel

/// Values that replace a scene's canvas and environment, one type for every front end: the scene options
/// of the command line (`--width` … `--safe-area`), the same keys on a line of a batch manifest, and the
/// query parameters of `easel serve`. A value left nil keeps the scene's.
///
/// Given as JSON or query text, each value is checked as a scene file's `"canvas"` and `"environment"`
/// check it (`SceneCanvas.side`, `SceneCanvas.scale`, the environment's names, `SafeAreaValues`), so a
/// fault reads as it would in the file: `scale: expected a number above 0 and at most 10, got 0`.
public struct SceneOverrides: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var dynamicTypeSize: DynamicTypeSize?
    public var colorScheme: ColorScheme?
    public var layoutDirection: LayoutDirection?
    public var safeArea: EdgeInsets?

    /// The keys, named as in a scene file's `"canvas"` and `"environment"`.
    public static let keys = ["width", "height", "scale", "dynamicTypeSize", "colorScheme", "layoutDirection", "safeArea"]

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                colorScheme: ColorScheme? = nil, layoutDirection: LayoutDirection? = nil, safeArea: EdgeInsets? = nil) {
        (self.width, self.height, self.scale) = (width, height, scale)
        (self.dynamicTypeSize, self.colorScheme, self.layoutDirection, self.safeArea) = (dynamicTypeSize, colorScheme, layoutDirection, safeArea)
    }

    /// The values `object` gives under `keys` (other members are left for the caller); a fault is a
    /// `SceneError` at the key's path.
    public init(_ object: JSONObjectReader) throws {
        (width, height) = (try object["width"].map(SceneCanvas.side), try object["height"].map(SceneCanvas.side))
        scale = try object["scale"].map(SceneCanvas.scale)
        dynamicTypeSize = try object["dynamicTypeSize"]?.name(among: SceneEnvironment.dynamicTypeSizeNames)
        colorScheme = try object["colorScheme"]?.name(among: SceneEnvironment.colorSchemeNames)
        layoutDirection = try object["layoutDirection"]?.name(among: SceneEnvironment.layoutDirectionNames)
        safeArea = try object["safeArea"].map(SafeAreaValues.deviceInsets)
    }

    /// The values among a URL query's parameters, each read as query text (a number where it is one)
    /// at the path of its name: `safeArea` takes a device name there.
    public init(query: [String: String]) throws {
        try self.init(JSONObjectReader(query: query))
    }

    /// `document` with the values that are set replacing its own.
    public func apply(to document: inout SceneDocument) {
        if let width { document.canvas.width = CGFloat(width) }
        if let height { document.canvas.height = CGFloat(height) }
        if let scale { document.canvas.scale = CGFloat(scale) }
        if let safeArea { document.canvas.safeAreaInsets = safeArea }
        document.environment = document.environment.merging(SceneEnvironment(
            dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, layoutDirection: layoutDirection))
    }

    /// The values that are set as `key=value` query parameters in `keys`' order: the canonical form of a
    /// request, and what `init(query:)` reads back.
    public var queryItems: [String] {
        func name<T: Equatable>(_ value: T?, _ names: KeyValuePairs<String, T>) -> String? {
            value.flatMap { value in names.first { $0.value == value }?.key }
        }
        let insets = safeArea.map { insets in
            name(insets, SafeAreaValues.presets)
                ?? [insets.top, insets.leading, insets.bottom, insets.trailing].map { JSONNode.format(Double($0)) }.joined(separator: ",")
        }
        let values: [String?] = [width.map(JSONNode.format), height.map(JSONNode.format), scale.map(JSONNode.format),
                                 name(dynamicTypeSize, SceneEnvironment.dynamicTypeSizeNames),
                                 name(colorScheme, SceneEnvironment.colorSchemeNames),
                                 name(layoutDirection, SceneEnvironment.layoutDirectionNames), insets]
        return zip(Self.keys, values).compactMap { key, value in value.map { "\(key)=\($0)" } }
    }
}
