import Easel
import EaselScene

/// Values that replace a scene's canvas and environment: the scene options of the command line, or
/// the same options on a line of a batch manifest. A value left nil keeps the scene's.
struct SceneOverrides: Sendable {
    var width: Double?
    var height: Double?
    var scale: Double?
    var dynamicTypeSize: DynamicTypeSize?
    var colorScheme: ColorScheme?
    var layoutDirection: LayoutDirection?
    var safeArea: EdgeInsets?

    /// The keys a batch line may give, named as in a scene file's `"canvas"` and `"environment"`.
    static let keys = ["width", "height", "scale", "dynamicTypeSize", "colorScheme", "layoutDirection", "safeArea"]

    /// The values `options` gives.
    init(_ options: SceneOptions) {
        (width, height, scale) = (options.width, options.height, options.scale)
        (dynamicTypeSize, colorScheme, layoutDirection) = (options.dynamicType?.size, options.colorScheme?.scheme,
                                                           options.layoutDirection?.direction)
        safeArea = options.safeArea?.insets
    }

    /// The values `object` gives under `keys`, checked as a scene file's canvas and environment are
    /// (a fault is a `SceneError` at the key's path).
    init(_ object: JSONObjectReader) throws {
        func side(_ key: String) throws -> Double? { try object[key]?.number(above: 0, atMost: SceneCanvas.maximumSide) }
        (width, height) = (try side("width"), try side("height"))
        scale = try object["scale"]?.number(above: 0, atMost: SceneCanvas.maximumScale)
        dynamicTypeSize = try object["dynamicTypeSize"]?.name(among: SceneEnvironment.dynamicTypeSizeNames)
        colorScheme = try object["colorScheme"]?.name(among: SceneEnvironment.colorSchemeNames)
        layoutDirection = try object["layoutDirection"]?.name(among: SceneEnvironment.layoutDirectionNames)
        safeArea = try object["safeArea"].map(SafeAreaValues.deviceInsets)
    }

    /// `document` with the values that are set replacing its own.
    func apply(to document: inout SceneDocument) {
        if let width { document.canvas.width = CGFloat(width) }
        if let height { document.canvas.height = CGFloat(height) }
        if let scale { document.canvas.scale = CGFloat(scale) }
        if let safeArea { document.canvas.safeAreaInsets = safeArea }
        document.environment = document.environment.merging(SceneEnvironment(
            dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, layoutDirection: layoutDirection))
    }
}
