import Easel
@testable import EaselScene
import Foundation
import Testing

/// Shape styles in scenes draw as the same styles built in Swift, and bad values are reported at their path.
@Suite struct StyleValueTests {
    @MainActor @Test func gradientsDrawAsInSwift() throws {
        try expectSameAsSwift(
            ##"{"type": "Rectangle", "id": "r", "fill": {"linearGradient": {"colors": ["red", "#00F"], "startPoint": "leading", "endPoint": "trailing"}}, "modifiers": [{"frame": {"width": 40, "height": 20}}]}"##,
            Rectangle().fill(.linearGradient(colors: [.red, Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing))
                .frame(width: 40, height: 20).id("r"))
        try expectSameAsSwift(
            #"{"type": "Circle", "id": "c", "stroke": {"radialGradient": {"stops": [{"color": "white", "location": 0.2}, {"color": "black", "location": 1}], "endRadius": 30}}, "lineWidth": 4}"#,
            Circle().stroke(.radialGradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 1)],
                                            center: .center, startRadius: 0, endRadius: 30), lineWidth: 4).id("c"))
        try expectSameAsSwift(
            #"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"foregroundStyle": {"angularGradient": {"colors": ["red", "blue"], "startAngle": 90, "endAngle": 270}}}]}"#,
            Text("Hi").foregroundStyle(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(270))).id("t"))
        try expectSameAsSwift(
            #"{"type": "Color", "color": "clear", "id": "e", "modifiers": [{"background": {"ellipticalGradient": {"colors": ["mint", "indigo"], "endRadiusFraction": 0.8}}}, {"overlay": {"conicGradient": {"colors": ["red", "green"], "angle": 45}}}]}"#,
            Color.clear.background(Rectangle().fill(.ellipticalGradient(colors: [.mint, .indigo], endRadiusFraction: 0.8)))
                .overlay(Rectangle().fill(.conicGradient(colors: [.red, .green], center: .center, angle: .degrees(45)))).id("e"))
    }

    @MainActor @Test func meshGradientsDrawAsInSwift() throws {
        try expectSameAsSwift(
            ##"{"type": "Rectangle", "id": "m", "fill": {"meshGradient": {"width": 3, "height": 2, "points": [[0, 0], [0.5, 0.2], [1, 0], "bottomLeading", {"x": 0.5, "y": 1}, [1, 1]], "colors": ["red", "green", "blue", "white", "black", "#FF0"], "background": "white", "smoothsColors": false, "colorSpace": "perceptual"}}, "modifiers": [{"frame": {"width": 40, "height": 20}}]}"##,
            Rectangle().fill(MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0.2], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                          colors: [.red, .green, .blue, .white, .black, Color(red: 1, green: 1, blue: 0)],
                                          background: .white, smoothsColors: false, colorSpace: .perceptual))
                .frame(width: 40, height: 20).id("m"))
        try expectSameAsSwift(
            #"{"type": "Color", "color": "clear", "id": "c", "modifiers": [{"frame": {"width": 30, "height": 30}}, {"background": {"meshGradient": {"width": 2, "height": 2, "points": ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"], "colors": ["red", "red", "blue", "blue"]}}}]}"#,
            Color.clear.frame(width: 30, height: 30)
                .background(Rectangle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .blue, .blue])))
                .id("c"))
    }

    @MainActor @Test func namedStylesAndOpacityDrawAsInSwift() throws {
        try expectSameAsSwift(
            #"{"type": "VStack", "id": "v", "children": [{"type": "Rectangle", "fill": "tertiary"}, {"type": "Capsule", "fill": {"style": {"gradient": "blue"}, "opacity": 0.5}}], "modifiers": [{"foregroundStyle": "secondary"}, {"foregroundStyle": "red"}]}"#,
            VStack {
                Rectangle().fill(.tertiary)
                Capsule().fill(Color.blue.gradient.opacity(0.5))
            }.foregroundStyle(.secondary).foregroundStyle(Color.red).id("v"))
        try expectSameAsSwift(
            #"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"padding": 4}, {"background": {"in": {"type": "RoundedRectangle", "cornerRadius": 4}}}, {"backgroundStyle": "yellow"}, {"border": {"content": "tint", "width": 2}}]}"#,
            Text("Hi").padding(4).background(in: RoundedRectangle(cornerRadius: 4)).backgroundStyle(Color.yellow)
                .border(.tint, width: 2).id("t"))
    }

    @MainActor @Test func materialsAndStyleTintsDrawAsInSwift() throws {
        try expectSameAsSwift(
            #"{"type": "ZStack", "id": "z", "children": [{"type": "Color", "color": "orange"}, {"type": "Text", "text": "Hi", "modifiers": [{"padding": 8}, {"background": {"content": "regularMaterial", "in": {"type": "RoundedRectangle", "cornerRadius": 8}}}]}], "modifiers": [{"frame": {"width": 80, "height": 40}}]}"#,
            ZStack {
                Color.orange
                Text("Hi").padding(8).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
            }.frame(width: 80, height: 40).id("z"))
        try expectSameAsSwift(
            #"{"type": "Rectangle", "id": "r", "fill": "tint", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"tint": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}}]}"#,
            Rectangle().fill(.tint).frame(width: 40, height: 10)
                .tint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).id("r"))
    }

    static let errors: [(scene: String, message: String)] = [
        (#"{"root": {"type": "Rectangle", "fill": {"linearGradient": {"stops": [{"color": "red", "location": 1.5}]}}}}"#,
         #"root.fill.linearGradient.stops[0].location: expected a number ≤ 1, got 1.5"#),
        (#"{"root": {"type": "Rectangle", "fill": {"linearGradient": {"colors": []}}}}"#,
         #"root.fill.linearGradient.colors: a gradient needs at least one color"#),
        (#"{"root": {"type": "Rectangle", "fill": {"radialGradient": {"colors": ["red"], "endRadius": 1e999}}}}"#,
         #"root.fill.radialGradient.endRadius: expected a number ≤ 100000, got 1e999"#),
        (#"{"root": {"type": "Rectangle", "fill": {"radialGradient": {"colors": ["red"]}}}}"#,
         #"root.fill.radialGradient: missing "endRadius" (a number of points)"#),
        (#"{"root": {"type": "Rectangle", "fill": {"linearGradient": {"colors": ["red"], "center": "top"}}}}"#,
         #"root.fill.linearGradient.center: unknown argument of linearGradient; expected one of "colors", "endPoint", "startPoint", "stops""#),
        (#"{"root": {"type": "Rectangle", "fill": {"meshGradient": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1]], "colors": ["red", "red", "red", "red"]}}}}"#,
         #"root.fill.meshGradient.points: expected 4 points (width × height), got 3"#),
        (#"{"root": {"type": "Rectangle", "fill": {"meshGradient": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1]], "colors": ["red", "red", "red", "red"]}}}}"#,
         #"root.fill.meshGradient.points[3]: expected a point [x, y], got an array"#),
        (#"{"root": {"type": "Rectangle", "fill": {"meshGradient": {"width": 1, "height": 2, "points": [], "colors": []}}}}"#,
         #"root.fill.meshGradient.width: expected an integer ≥ 2, got 1"#),
        (#"{"root": {"type": "Rectangle", "fill": {"meshGradient": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "red", "red", "rde"]}}}}"#,
         ##"root.fill.meshGradient.colors[3]: expected a color name or "#RRGGBB", got "rde"; did you mean "red"?"##),
        (#"{"root": {"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "teritary"}]}}"#,
         ##"root.modifiers[0].foregroundStyle: expected a color name or "#RRGGBB", got "teritary"; did you mean "tertiary"?"##),
        (#"{"root": {"type": "Rectangle", "fill": "regularMaterail"}}"#,
         ##"root.fill: expected a color name or "#RRGGBB", got "regularMaterail"; did you mean "regularMaterial"?"##),
    ]

    @MainActor @Test(arguments: errors)
    func badStyleIsReportedWithItsPath(scene: String, message: String) {
        #expect(decodingError(scene) == message)
    }
}
