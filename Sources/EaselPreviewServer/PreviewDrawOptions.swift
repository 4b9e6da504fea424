import Easel
import EaselPreviews

/// What the page's controls set for every preview: the colour scheme, the Dynamic Type size and the
/// device of previews that name none (`previewDevice` wins, as in Xcode's canvas). The names are those
/// of `easel preview`'s flags: `light`/`dark`, Swift's case names of `DynamicTypeSize`, and the device
/// names Xcode uses.
public struct PreviewDrawOptions: Codable, Equatable, Sendable {
    public var colorScheme: String
    public var dynamicType: String
    public var device: String

    public init(colorScheme: String = "light", dynamicType: String = "large", device: String = PreviewDeviceMetrics.defaultDevice.name) {
        self.colorScheme = colorScheme
        self.dynamicType = dynamicType
        self.device = device
    }

    /// The names each option may take, for the page's menus and for the messages of a 400.
    public struct Choices: Codable, Equatable, Sendable {
        public var colorScheme = ["light", "dark"]
        public var dynamicType = DynamicTypeSize.allCases.map { "\($0)" }
        public var device = PreviewDeviceMetrics.all.map(\.name)
    }

    public static let choices = Choices()

    /// The query parameters of `POST /options`, in the order they are checked.
    static let parameterNames = ["colorScheme", "dynamicType", "device"]

    /// These options with `parameters` applied; an unknown parameter or value is a 400 that names it.
    func applying(_ parameters: [(name: String, value: String)]) throws(PreviewRequestError) -> PreviewDrawOptions {
        var options = self
        for (name, value) in parameters {
            switch name {
            case "colorScheme":
                guard Self.choices.colorScheme.contains(value) else {
                    throw .badRequest("colorScheme: expected light or dark, not '\(value)'")
                }
                options.colorScheme = value
            case "dynamicType":
                guard PreviewOptions.dynamicTypeSize(named: value) != nil else {
                    throw .badRequest("dynamicType: unknown Dynamic Type size '\(value)'; expected one of \(Self.choices.dynamicType.joined(separator: ", "))")
                }
                options.dynamicType = value
            case "device":
                guard let device = PreviewDeviceMetrics.named(value) else {
                    throw .badRequest("device: unknown device '\(value)'; expected one of \(Self.choices.device.joined(separator: ", "))")
                }
                options.device = device.name
            default:
                throw .badRequest("\(name): unknown parameter; expected \(Self.parameterNames.joined(separator: ", "))")
            }
        }
        return options
    }
}
