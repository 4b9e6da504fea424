import Easel
@testable import EaselScene
import Foundation
import Testing

/// Shapes, paths, stroke and fill styles and safe areas in scenes draw as the same views built in Swift,
/// and bad values are reported at their path.
@Suite struct ShapeSceneTests {
    @MainActor @Test func everyShapeDrawsAsInSwift() throws {
        try expectSameAsSwift(
            #"{"type": "RoundedRectangle", "id": "r", "cornerRadius": 8, "style": "circular", "fill": "red", "modifiers": [{"frame": {"width": 60, "height": 40}}]}"#,
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color.red).frame(width: 60, height: 40).id("r"))
        try expectSameAsSwift(
            #"{"type": "RoundedRectangle", "id": "r", "cornerSize": {"width": 10, "height": 6}, "fill": "red"}"#,
            RoundedRectangle(cornerSize: CGSize(width: 10, height: 6)).fill(Color.red).id("r"))
        try expectSameAsSwift(
            #"{"type": "UnevenRoundedRectangle", "id": "u", "topLeadingRadius": 20, "bottomTrailingRadius": 8, "style": "continuous", "fill": "blue"}"#,
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8, style: .continuous).fill(Color.blue).id("u"))
        try expectSameAsSwift(#"{"type": "Capsule", "id": "c", "style": "continuous", "stroke": "green", "lineWidth": 3}"#,
                              Capsule(style: .continuous).stroke(Color.green, lineWidth: 3).id("c"))
        try expectSameAsSwift(#"{"type": "ContainerRelativeShape", "id": "c", "fill": "orange"}"#,
                              ContainerRelativeShape().fill(Color.orange).id("c"))
        try expectSameAsSwift(#"{"type": "Ellipse", "id": "e"}"#, Ellipse().id("e"))
    }

    @MainActor @Test func pathsFromElementsAndSVGData() throws {
        try expectSameAsSwift(
            #"{"type": "Path", "id": "p", "fill": "red", "path": [{"move": {"x": 10, "y": 10}}, {"line": {"x": 90, "y": 10}}, {"quadCurve": {"to": {"x": 90, "y": 90}, "control": {"x": 120, "y": 50}}}, {"curve": {"to": {"x": 10, "y": 90}, "control1": {"x": 60, "y": 120}, "control2": {"x": 40, "y": 60}}}, "close", {"arc": {"center": {"x": 50, "y": 50}, "radius": 20, "startAngle": 0, "endAngle": 270, "clockwise": true}}, {"rect": {"x": 100, "y": 100, "width": 20, "height": 10}}, {"roundedRect": {"x": 100, "y": 120, "width": 40, "height": 20, "cornerRadius": 5}}, {"ellipse": {"width": 30, "height": 15}}]}"#,
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 10))
                path.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 120, y: 50))
                path.addCurve(to: CGPoint(x: 10, y: 90), control1: CGPoint(x: 60, y: 120), control2: CGPoint(x: 40, y: 60))
                path.closeSubpath()
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(270), clockwise: true)
                path.addRect(CGRect(x: 100, y: 100, width: 20, height: 10))
                path.addRoundedRect(in: CGRect(x: 100, y: 120, width: 40, height: 20), cornerSize: CGSize(width: 5, height: 5))
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 15))
            }.fill(Color.red).id("p"))
        try expectSameAsSwift(
            #"{"type": "Path", "id": "p", "path": "M 10 10 L 90 10 L 50 80 Z", "stroke": "blue", "strokeStyle": {"lineWidth": 4, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "dash": [6, 3], "dashPhase": 2}}"#,
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 10))
                path.addLine(to: CGPoint(x: 50, y: 80))
                path.closeSubpath()
            }.stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 3], dashPhase: 2)).id("p"))
    }

    @MainActor @Test func fillStylesAndShapeModifiers() throws {
        try expectSameAsSwift(
            #"{"type": "Path", "id": "p", "path": [{"rect": {"width": 100, "height": 100}}, {"rect": {"x": 25, "y": 25, "width": 50, "height": 50}}], "fill": "red", "fillStyle": {"eoFill": true}}"#,
            Path { path in
                path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            }.fill(Color.red, style: FillStyle(eoFill: true)).id("p"))
        try expectSameAsSwift(
            #"{"type": "Circle", "id": "c", "shapeModifiers": [{"trim": {"from": 0.25, "to": 0.75}}, {"rotation": 90}], "stroke": "red", "lineWidth": 6}"#,
            Circle().trim(from: 0.25, to: 0.75).rotation(.degrees(90)).stroke(Color.red, lineWidth: 6).id("c"))
        try expectSameAsSwift(
            #"{"type": "Rectangle", "id": "r", "shapeModifiers": [{"inset": 10}, {"offset": {"x": 5, "y": -5}}, {"rotation": {"degrees": 45, "anchor": "topLeading"}}], "strokeBorder": "blue", "strokeStyle": {"lineWidth": 2, "dash": [4]}}"#,
            Rectangle().inset(by: 10).offset(x: 5, y: -5).rotation(.degrees(45), anchor: .topLeading)
                .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4])).id("r"))
        try expectSameAsSwift(
            #"{"type": "Capsule", "id": "c", "shapeModifiers": [{"scale": {"x": 0.5, "y": 2, "anchor": "top"}}], "fill": "green"}"#,
            Capsule().scale(x: 0.5, y: 2, anchor: .top).fill(Color.green).id("c"))
        try expectSameAsSwift(
            #"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"clipShape": {"shape": {"type": "Path", "path": [{"rect": {"width": 100, "height": 100}}, {"rect": {"x": 25, "y": 25, "width": 50, "height": 50}}]}, "style": {"eoFill": true}}}]}"#,
            Color.red.clipShape(Path { path in
                path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            }, style: FillStyle(eoFill: true)).id("c"))
        try expectSameAsSwift(
            #"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"clipShape": {"type": "UnevenRoundedRectangle", "topLeadingRadius": 30, "shapeModifiers": [{"scale": 0.5}]}}]}"#,
            Color.red.clipShape(UnevenRoundedRectangle(topLeadingRadius: 30).scale(0.5)).id("c"))
    }

    @MainActor @Test func safeAreasInScenes() throws {
        let canvas = #"{"width": 390, "height": 844, "scale": 1, "safeArea": "iPhone14"}"#
        let frames = try expectSameAsSwift(
            #"{"type": "Color", "color": "red", "modifiers": [{"id": "c"}, {"ignoresSafeArea": "top"}, {"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"type": "Color", "color": "blue", "id": "bar", "modifiers": [{"frame": {"height": 50}}]}}}]}"#,
            Color.red.id("c").ignoresSafeArea(.all, edges: .top).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") },
            canvas: canvas)
        #expect(frames["c"] == rect(0, 0, 390, 760))
        #expect(frames["bar"] == rect(0, 760, 390, 50))
        try expectSameAsSwift(
            #"{"type": "Color", "color": "red", "modifiers": [{"id": "c"}, {"ignoresSafeArea": {"regions": "container", "edges": ["leading", "bottom"]}}, {"safeAreaPadding": {"edges": "horizontal", "length": 8}}]}"#,
            Color.red.id("c").ignoresSafeArea(.container, edges: [.leading, .bottom]).safeAreaPadding(.horizontal, 8),
            canvas: #"{"width": 200, "height": 300, "scale": 1, "safeArea": {"top": 20, "bottom": 10}}"#)
        let document = try scene(root: #"{"type": "Color", "color": "red", "modifiers": [{"id": "c"}, {"ignoresSafeArea": true}]}"#, canvas: canvas)
        #expect(document.renderer().layoutFrames()["c"] == rect(0, 0, 390, 844))
        #expect(SafeAreaValues.deviceInsets(argument: "47,0,34,0") == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(SafeAreaValues.deviceInsets(argument: "iPhone15") == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(SafeAreaValues.deviceInsets(argument: "47,0,34") == nil)
        #expect(SafeAreaValues.deviceInsets(argument: "47,0,34,-1") == nil)
    }

    static let errors: [(scene: String, message: String)] = [
        (#"{"root": {"type": "Path", "path": []}}"#, "root.path: an empty path: give at least one line, curve or shape"),
        (#"{"root": {"type": "Path", "path": "M 10 10"}}"#, "root.path: an empty path: give at least one line, curve or shape"),
        (#"{"root": {"type": "Path", "path": "10 10 L 20 20"}}"#, #"root.path: expected SVG path data such as "M 0 0 L 40 0 L 20 30 Z", got "10 10 L 20 20""#),
        (#"{"root": {"type": "Path", "path": [{"lien": {"x": 1, "y": 2}}]}}"#, #"root.path[0].lien: unknown path element; did you mean "line"?"#),
        (#"{"root": {"type": "Path", "path": [{"move": {"x": 0, "y": 0}}, {"arc": {"center": {"x": 0, "y": 0}, "radius": 1e999, "startAngle": 0, "endAngle": 90}}]}}"#,
         "root.path[1].arc.radius: expected a number ≤ 1000000, got 1e999"),
        (#"{"root": {"type": "Path"}}"#, #"root: missing "path" (SVG path data or an array of path elements)"#),
        (#"{"root": {"type": "RoundedRectangle", "cornerRadius": -1e999}}"#, "root.cornerRadius: expected a number ≥ 0, got -1e999"),
        (#"{"root": {"type": "Capsule", "style": "squircle"}}"#, #"root.style: expected one of "circular", "continuous", got "squircle""#),
        (#"{"root": {"type": "Circle", "shapeModifiers": [{"trim": {"from": 0, "to": 1.5}}]}}"#,
         "root.shapeModifiers[0].trim.to: expected a number ≤ 1, got 1.5"),
        (#"{"root": {"type": "Circle", "shapeModifiers": [{"rotaton": 90}]}}"#,
         #"root.shapeModifiers[0].rotaton: unknown shape modifier; did you mean "rotation"?"#),
        (#"{"root": {"type": "Circle", "shapeModifiers": [{"trim": {}}, {"inset": 2}]}}"#,
         "root.shapeModifiers[1].inset: inset needs an insettable shape: a built-in shape, before trim, scale or a Path"),
        (#"{"root": {"type": "Path", "path": "M0 0 L 1 1", "strokeBorder": "red"}}"#,
         #"root.strokeBorder: strokeBorder needs an insettable shape: a built-in shape, not a Path or a trimmed or scaled shape; use "stroke""#),
        (#"{"root": {"type": "Circle", "stroke": "red", "strokeStyle": {"dash": [0, 0]}}}"#, "root.strokeStyle.dash: a dash needs at least one length above 0"),
        (#"{"root": {"type": "Circle", "stroke": "red", "strokeStyle": {"lineCap": "flat"}}}"#,
         #"root.strokeStyle.lineCap: expected one of "butt", "round", "square", got "flat""#),
        (#"{"root": {"type": "Circle", "fill": "red", "lineWidth": 2}}"#, #"root: give either "fill" or "lineWidth", not both"#),
        (#"{"root": {"type": "Circle", "strokeStyle": {"lineWidth": 2}}}"#, #"root: "strokeStyle" needs "stroke" or "strokeBorder""#),
        (#"{"root": {"type": "Color", "color": "red", "modifiers": [{"clipShape": {"shape": "Circle", "style": {"rule": true}}}]}}"#,
         #"root.modifiers[0].clipShape.style.rule: unknown property of a fill style; expected one of "antialiased", "eoFill""#),
        (#"{"root": {"type": "Color", "color": "red", "modifiers": [{"ignoresSafeArea": {"regions": "keyboards"}}]}}"#,
         #"root.modifiers[0].ignoresSafeArea.regions: expected one of "all", "container", "keyboard", got "keyboards"; did you mean "keyboard"?"#),
        (#"{"root": {"type": "Color", "color": "red", "modifiers": [{"safeAreaInset": {"edge": "middle", "content": {"type": "Text", "text": "a"}}}]}}"#,
         #"root.modifiers[0].safeAreaInset.edge: expected one of "top", "bottom", "leading", "trailing", got "middle""#),
        (#"{"canvas": {"safeArea": "iPhone99"}, "root": {"type": "Text", "text": "a"}}"#,
         #"canvas.safeArea: expected one of "none", "iPhoneSE", "iPhone14", "iPhone15", "iPhone16Pro", got "iPhone99""#),
        (#"{"canvas": {"safeArea": {"top": -1}}, "root": {"type": "Text", "text": "a"}}"#, "canvas.safeArea.top: expected a number ≥ 0, got -1"),
    ]

    @MainActor @Test(arguments: errors) func badValuesAreReportedAtTheirPath(_ error: (scene: String, message: String)) {
        #expect(decodingError(error.scene)?.hasPrefix(error.message) == true, "got \(decodingError(error.scene) ?? "no error")")
    }
}
