import Easel
import Foundation

/// Safe areas in a scene: the device's insets on the canvas (and the CLI's `--safe-area`), and the
/// modifiers that read and change the safe area.
///
/// A device safe area is a preset name (`presets`) or `{"top": …, "leading": …, "bottom": …,
/// "trailing": …}` (missing edges 0). The CLI takes a preset name or `TOP,LEADING,BOTTOM,TRAILING`.
///
/// Modifiers:
/// - `ignoresSafeArea`: `true` (every edge), edges (`"top"`, `["top", "horizontal"]`), or
///   `{"regions": "all"|"container"|"keyboard", "edges": …}`.
/// - `safeAreaPadding`: as `padding` (a number, edges, `{"edges": …, "length": …}` or insets).
/// - `safeAreaInset`: `{"edge": "top"|"bottom"|"leading"|"trailing", "content": view, "alignment": …,
///   "spacing": …}` (alignment across the edge, default center; spacing default the views' own).
public enum SafeAreaValues {
    /// Portrait safe areas of phones, as UIKit reports them (`UIView.safeAreaInsets` of a full-screen
    /// view in Apple's simulator; Apple publishes no table): the status bar and the home indicator.
    public static let presets: KeyValuePairs<String, EdgeInsets> = [
        "none": EdgeInsets(),
        "iPhoneSE": EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        "iPhone14": EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
        "iPhone15": EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        "iPhone16Pro": EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
    ]

    /// The largest inset a safe area may give on one edge.
    static let maximumInset: Double = 1000

    /// A device safe area in a scene: a preset name, `"TOP,LEADING,BOTTOM,TRAILING"` as on the command
    /// line, or an object of edges.
    public static func deviceInsets(_ node: JSONNode) throws -> EdgeInsets {
        if case .string(let text) = node.value { return try deviceInsets(argument: text) ?? node.name(among: presets) }
        let object = try node.object("edge of a safe area", allowedKeys: ["top", "leading", "bottom", "trailing"],
                                     expected: "a device name such as \"iPhone14\" or {\"top\": 47, \"bottom\": 34}")
        func edge(_ key: String) throws -> CGFloat { CGFloat(try object[key]?.number(in: 0...maximumInset) ?? 0) }
        return EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
    }

    /// A device safe area on the command line: a preset name or `TOP,LEADING,BOTTOM,TRAILING`; nil when
    /// it is neither.
    public static func deviceInsets(argument: String) -> EdgeInsets? {
        if let preset = presets.first(where: { $0.key == argument }) { return preset.value }
        let values = argument.split(separator: ",", omittingEmptySubsequences: false)
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, values.allSatisfy({ $0.isFinite && (0...maximumInset).contains($0) }) else { return nil }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    static let regions: KeyValuePairs<String, SafeAreaRegions> = ["all": .all, "container": .container, "keyboard": .keyboard]

    static let modifiers: [String: ModifierType] = [
        "ignoresSafeArea": .wrapping { argument, view in
            switch argument.value {
            case .bool(true): return view.ignoresSafeArea()
            case .string, .array: return view.ignoresSafeArea(.all, edges: try GeometryValues.edges(argument))
            default:
                let object = try argument.object("argument of ignoresSafeArea", allowedKeys: ["regions", "edges"],
                                                 expected: "true, edges, or {\"regions\": \"container\", \"edges\": \"top\"}")
                return view.ignoresSafeArea(try object["regions"]?.name(among: regions) ?? .all,
                                            edges: try object["edges"].map(GeometryValues.edges) ?? .all)
            }
        },
        "safeAreaPadding": .wrapping { argument, view in view.safeAreaPadding(try LayoutModifiers.padding(argument)) },
        "safeAreaInset": ModifierType { argument, view, decoder in
            let object = try argument.object("argument of safeAreaInset", allowedKeys: ["edge", "content", "alignment", "spacing"],
                                             expected: "{\"edge\": \"bottom\", \"content\": view}")
            let content = try decoder.view(try object.required("content", "a view"))
            let spacing = try object["spacing"]?.signedLength()
            let edgeNode = try object.required("edge", "\"top\", \"bottom\", \"leading\" or \"trailing\"")
            let edge = try edgeNode.name(among: ["top": Edge.top, "bottom": .bottom, "leading": .leading, "trailing": .trailing])
            switch edge {
            case .top, .bottom:
                let alignment = try object["alignment"]?.name(among: GeometryValues.horizontalAlignments) ?? .center
                return .other(AnyView(view.erased.safeAreaInset(edge: edge == .top ? .top : .bottom, alignment: alignment, spacing: spacing) { content }))
            case .leading, .trailing:
                let alignment = try object["alignment"]?.name(among: GeometryValues.verticalAlignments) ?? .center
                return .other(AnyView(view.erased.safeAreaInset(edge: edge == .leading ? .leading : .trailing, alignment: alignment,
                                                               spacing: spacing) { content }))
            }
        },
    ]
}
