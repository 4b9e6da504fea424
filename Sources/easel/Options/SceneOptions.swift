import ArgumentParser
import Easel
import EaselScene

/// The options that override a scene's canvas and environment, shared by every command that renders
/// or lays out.
struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Canvas width in points.", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("Canvas height in points.", valueName: "points"))
    var height: Double?

    @Option(help: ArgumentHelp("Pixels per point of PNG and SVG output (PDF stays in points).", valueName: "factor"))
    var scale: Double?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("Dynamic Type size.", valueName: "size"))
    var dynamicType: DynamicTypeSizeArgument?

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("Color scheme.", valueName: "scheme"))
    var colorScheme: ColorSchemeArgument?

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("Layout direction.", valueName: "direction"))
    var layoutDirection: LayoutDirectionArgument?

    @Option(name: .customLong("safe-area"),
            help: ArgumentHelp("The device's safe area: TOP,LEADING,BOTTOM,TRAILING in points, or a phone (iPhoneSE, iPhone14, iPhone15, iPhone16Pro, none).",
                               valueName: "insets"))
    var safeArea: SafeAreaArgument?

    /// `--font`: font files registered before the command renders.
    @OptionGroup var fonts: FontOptions

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            guard let value else { continue }
            guard value > 0, value <= SceneCanvas.maximumSide else {
                throw ValidationError("\(name) must be above 0 and at most \(Int(SceneCanvas.maximumSide)) points, got \(value)")
            }
        }
        if let scale, !(scale > 0 && scale <= SceneCanvas.maximumScale) {
            throw ValidationError("--scale must be above 0 and at most \(Int(SceneCanvas.maximumScale)), got \(scale)")
        }
    }

    /// The options given, as the overrides `batch` and `serve` read from their own inputs.
    var overrides: SceneOverrides {
        SceneOverrides(width: width, height: height, scale: scale, dynamicTypeSize: dynamicType?.size, colorScheme: colorScheme?.scheme,
                       layoutDirection: layoutDirection?.direction, safeArea: safeArea?.insets)
    }

    /// `document` with the options given replacing its canvas and environment values.
    func apply(to document: inout SceneDocument) { overrides.apply(to: &document) }
}
