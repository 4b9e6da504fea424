import Easel
import Foundation

/// The value and text controls a scene can name, and the modifiers that choose their styles.
///
/// Views (SwiftUI's argument labels; a render is a snapshot, so values are fixed, not bound):
/// - `Slider`: `"value"` (a number in the bounds, required), `"in"` (`[lower, upper]`, lower below
///   upper; default `[0, 1]`), `"step"` (above 0).
/// - `Stepper`: `"label"` (a string, required), `"value"` (an integer in the bounds, default the lower
///   bound or 0), `"in"` (`[lower, upper]` integers).
/// - `Gauge`: `"value"` (a number in the bounds, required), `"in"` (as `Slider`'s), `"label"` (a string,
///   required), `"currentValueLabel"`, `"minimumValueLabel"` and `"maximumValueLabel"` (strings; the
///   last two together).
/// - `Picker`: `"label"` (a string, required), `"options"` (a non-empty array of strings, required),
///   `"selection"` (one of the options; default the first).
/// - `TextField` and `SecureField`: `"title"` (a string, required), `"text"` (default empty),
///   `"prompt"` (a string); `TextField` also `"axis"` (`horizontal` or `vertical`).
/// Modifiers: `progressViewStyle` (`automatic`, `linear`, `circular`), `gaugeStyle` (`automatic`,
/// `linearCapacity`, `accessoryLinear`, `accessoryLinearCapacity`, `accessoryCircular`,
/// `accessoryCircularCapacity`), `pickerStyle` (`automatic`, `menu`, `segmented`, `inline`,
/// `navigationLink`), `textFieldStyle` (`automatic`, `plain`, `roundedBorder`).
enum ControlTypes {
    static let views: [String: ViewType] = [
        "Slider": ViewType(properties: ["value", "in", "step"]) { view in
            let bounds = try ControlTypes.bounds(view)
            let value = try ControlTypes.value(view, in: bounds)
            let step = try view["step"]?.number(above: 0, atMost: 1e15)
            let binding = Binding.constant(value)
            return .other(AnyView(step.map { Slider(value: binding, in: bounds, step: $0) } ?? Slider(value: binding, in: bounds)))
        },
        "Stepper": ViewType(properties: ["label", "value", "in"]) { view in
            let label = try view.required("label", "a string").string()
            guard let range = view["in"] else {
                let value = try view["value"]?.integer(in: -1_000_000_000...1_000_000_000) ?? 0
                return .other(AnyView(Stepper(label, value: .constant(value))))
            }
            let ends = try range.array(of: "[lower, upper]")
            guard ends.count == 2 else { throw range.mismatch("[lower, upper]") }
            let lower = try ends[0].integer(in: -1_000_000_000...1_000_000_000)
            let upper = try ends[1].integer(in: lower...1_000_000_000)
            let value = try view["value"]?.integer(in: lower...upper) ?? lower
            return .other(AnyView(Stepper(label, value: .constant(value), in: lower...upper)))
        },
        "Gauge": ViewType(properties: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]) { view in
            let bounds = try ControlTypes.bounds(view)
            let value = try ControlTypes.value(view, in: bounds)
            let label = Text(verbatim: try view.required("label", "a string").string())
            let current = try view["currentValueLabel"].map { Text(verbatim: try $0.string()) }
            switch (view["minimumValueLabel"], view["maximumValueLabel"]) {
            case (.some, nil): throw view.object.node.error("\"minimumValueLabel\" needs \"maximumValueLabel\"")
            case (nil, .some): throw view.object.node.error("\"maximumValueLabel\" needs \"minimumValueLabel\"")
            default: break
            }
            if let minimum = view["minimumValueLabel"], let maximum = view["maximumValueLabel"] {
                let (low, high) = (Text(verbatim: try minimum.string()), Text(verbatim: try maximum.string()))
                return .other(AnyView(Gauge(value: value, in: bounds) { label } currentValueLabel: { current }
                    minimumValueLabel: { low } maximumValueLabel: { high }))
            }
            return .other(AnyView(Gauge(value: value, in: bounds) { label } currentValueLabel: { current }))
        },
        "Picker": ViewType(properties: ["label", "options", "selection"]) { view in
            let label = try view.required("label", "a string").string()
            let list = try view.required("options", "an array of strings")
            let options = try list.array(of: "an array of strings").map { try $0.string() }
            guard !options.isEmpty else { throw list.mismatch("a non-empty array of strings") }
            let selection = try view["selection"].map { node in
                let name = try node.string()
                guard options.contains(name) else {
                    throw node.mismatch("one of the options " + options.map { JSONValue.quoted($0) }.joined(separator: ", "),
                                        suggestion: NameSuggestion.didYouMean(name, among: options))
                }
                return name
            } ?? options[0]
            return .other(AnyView(Picker(label, selection: .constant(selection)) {
                ForEach(options, id: \.self) { Text(verbatim: $0) }
            }))
        },
        "TextField": ViewType(properties: ["title", "text", "prompt", "axis"]) { view in
            let (title, text, prompt) = try textFieldParts(view)
            let axis = try view["axis"]?.name(among: ["horizontal": Axis.horizontal, "vertical": .vertical]) ?? .horizontal
            return .other(AnyView(TextField(title, text: .constant(text), prompt: prompt, axis: axis)))
        },
        "SecureField": ViewType(properties: ["title", "text", "prompt"]) { view in
            let (title, text, prompt) = try textFieldParts(view)
            return .other(AnyView(SecureField(title, text: .constant(text), prompt: prompt)))
        },
    ]

    static let modifiers: [String: ModifierType] = [
        "progressViewStyle": style([
            "automatic": { AnyView($0.progressViewStyle(.automatic)) }, "linear": { AnyView($0.progressViewStyle(.linear)) },
            "circular": { AnyView($0.progressViewStyle(.circular)) },
        ]),
        "gaugeStyle": style([
            "automatic": { AnyView($0.gaugeStyle(.automatic)) }, "linearCapacity": { AnyView($0.gaugeStyle(.linearCapacity)) },
            "accessoryLinear": { AnyView($0.gaugeStyle(.accessoryLinear)) },
            "accessoryLinearCapacity": { AnyView($0.gaugeStyle(.accessoryLinearCapacity)) },
            "accessoryCircular": { AnyView($0.gaugeStyle(.accessoryCircular)) },
            "accessoryCircularCapacity": { AnyView($0.gaugeStyle(.accessoryCircularCapacity)) },
        ]),
        "pickerStyle": style([
            "automatic": { AnyView($0.pickerStyle(.automatic)) }, "menu": { AnyView($0.pickerStyle(.menu)) },
            "segmented": { AnyView($0.pickerStyle(.segmented)) }, "inline": { AnyView($0.pickerStyle(.inline)) },
            "navigationLink": { AnyView($0.pickerStyle(.navigationLink)) },
        ]),
        "textFieldStyle": style([
            "automatic": { AnyView($0.textFieldStyle(.automatic)) }, "plain": { AnyView($0.textFieldStyle(.plain)) },
            "roundedBorder": { AnyView($0.textFieldStyle(.roundedBorder)) },
        ]),
    ]

    /// A modifier whose argument names one of `styles`.
    private static func style(_ styles: KeyValuePairs<String, @Sendable (AnyView) -> AnyView>) -> ModifierType {
        .wrapping { argument, view in try argument.name(among: styles)(view) }
    }

    /// The `"in"` bounds, `[lower, upper]` with lower below upper; `0…1` by default.
    fileprivate static func bounds(_ view: ViewProperties) throws -> ClosedRange<Double> {
        guard let range = view["in"] else { return 0...1 }
        let ends = try range.array(of: "[lower, upper]")
        guard ends.count == 2 else { throw range.mismatch("[lower, upper]") }
        let lower = try ends[0].number(in: -1e15...1e15)
        let upper = try ends[1].number(in: -1e15...1e15)
        guard lower < upper else { throw ends[1].mismatch("an upper bound above \(written(lower))") }
        return lower...upper
    }

    /// The required `"value"`, within `bounds`.
    fileprivate static func value(_ view: ViewProperties, in bounds: ClosedRange<Double>) throws -> Double {
        let node = try view.required("value", "a number")
        let value = try node.number(in: -1e15...1e15)
        guard bounds.contains(value) else {
            throw node.mismatch("a number from \(written(bounds.lowerBound)) to \(written(bounds.upperBound))")
        }
        return value
    }

    /// A bound as a message writes it: whole numbers without a decimal point.
    fileprivate static func written(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    fileprivate static func textFieldParts(_ view: ViewProperties) throws -> (String, String, Text?) {
        let title = try view.required("title", "a string").string()
        let text = try view["text"]?.string() ?? ""
        let prompt = try view["prompt"].map { Text(verbatim: try $0.string()) }
        return (title, text, prompt)
    }
}
