import Easel
import Foundation

/// The modifiers that style controls.
///
/// Arguments (a style's name, as SwiftUI's static members spell it):
/// - `buttonStyle`: `automatic`, `plain`, `borderless`, `bordered`, `borderedProminent`, `link`.
/// - `labelStyle`: `automatic`, `titleAndIcon`, `iconOnly`, `titleOnly`.
/// - `toggleStyle`: `automatic`, `switch`, `button`.
/// - `controlSize`: `mini`, `small`, `regular`, `large`, `extraLarge`.
/// - `buttonBorderShape`: `automatic`, `capsule`, `circle`, `roundedRectangle`, or `{"roundedRectangle": radius}`.
/// - `disabled`: true or false.
enum ControlModifiers {
    typealias Styling = @Sendable (AnyView) -> AnyView

    static let all: [String: ModifierType] = [
        "buttonStyle": .wrapping { argument, view in
            try argument.name(among: [
                "automatic": { AnyView($0.buttonStyle(.automatic)) }, "plain": { AnyView($0.buttonStyle(.plain)) },
                "borderless": { AnyView($0.buttonStyle(.borderless)) }, "bordered": { AnyView($0.buttonStyle(.bordered)) },
                "borderedProminent": { AnyView($0.buttonStyle(.borderedProminent)) }, "link": { AnyView($0.buttonStyle(.link)) },
            ] as KeyValuePairs<String, Styling>)(view)
        },
        "labelStyle": .wrapping { argument, view in
            try argument.name(among: [
                "automatic": { AnyView($0.labelStyle(.automatic)) }, "titleAndIcon": { AnyView($0.labelStyle(.titleAndIcon)) },
                "iconOnly": { AnyView($0.labelStyle(.iconOnly)) }, "titleOnly": { AnyView($0.labelStyle(.titleOnly)) },
            ] as KeyValuePairs<String, Styling>)(view)
        },
        "toggleStyle": .wrapping { argument, view in
            try argument.name(among: [
                "automatic": { AnyView($0.toggleStyle(.automatic)) }, "switch": { AnyView($0.toggleStyle(.switch)) },
                "button": { AnyView($0.toggleStyle(.button)) },
            ] as KeyValuePairs<String, Styling>)(view)
        },
        "controlSize": .wrapping { argument, view in
            view.controlSize(try argument.name(among: [
                "mini": .mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge,
            ] as KeyValuePairs<String, ControlSize>))
        },
        "buttonBorderShape": .wrapping { argument, view in
            if case .object = argument.value {
                let radius = try argument.object("argument of buttonBorderShape", allowedKeys: ["roundedRectangle"])
                    .required("roundedRectangle", "a corner radius")
                return view.buttonBorderShape(.roundedRectangle(radius: try radius.length()))
            }
            return view.buttonBorderShape(try argument.name(among: [
                "automatic": .automatic, "capsule": .capsule, "circle": .circle, "roundedRectangle": .roundedRectangle,
            ] as KeyValuePairs<String, ButtonBorderShape>))
        },
        "disabled": .wrapping { argument, view in view.disabled(try argument.bool()) },
    ]
}
