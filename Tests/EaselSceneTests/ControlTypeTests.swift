import Easel
@testable import EaselScene
import Foundation
import Testing

/// The control views and style modifiers of a scene lay out and draw as the same views written in Swift.
@Suite struct ControlTypeTests {
    @MainActor @Test func sliderAndStepper() throws {
        _ = try expectSameAsSwift(#"{"type": "Slider", "value": 4, "in": [0, 10], "step": 2, "id": "s"}"#,
                                  Slider(value: .constant(4.0), in: 0...10, step: 2).id("s"))
        _ = try expectSameAsSwift(#"{"type": "Stepper", "label": "Guests", "value": 0, "in": [0, 4], "id": "s"}"#,
                                  Stepper("Guests", value: .constant(0), in: 0...4).id("s"))
    }

    @MainActor @Test func gaugeWithItsStyleAndLabels() throws {
        let json = #"{"type": "Gauge", "value": 72, "in": [40, 180], "label": "BPM", "currentValueLabel": "72", "minimumValueLabel": "40", "maximumValueLabel": "180", "id": "g", "modifiers": [{"gaugeStyle": "accessoryCircular"}]}"#
        let swift = Gauge(value: 72.0, in: 40...180) { Text(verbatim: "BPM") } currentValueLabel: { Text(verbatim: "72") }
            minimumValueLabel: { Text(verbatim: "40") } maximumValueLabel: { Text(verbatim: "180") }
        let frames = try expectSameAsSwift(json, swift.id("g").gaugeStyle(.accessoryCircular))
        #expect(frames["g"]?.size == CGSize(width: 58, height: 58))
    }

    @MainActor @Test func pickersAndTextFields() throws {
        _ = try expectSameAsSwift(#"{"type": "Picker", "label": "Size", "options": ["S", "M"], "selection": "M", "id": "p", "modifiers": [{"pickerStyle": "segmented"}]}"#,
                                  Picker("Size", selection: .constant("M")) { ForEach(["S", "M"], id: \.self) { Text(verbatim: $0) } }
                                      .id("p").pickerStyle(.segmented))
        _ = try expectSameAsSwift(#"{"type": "TextField", "title": "Name", "prompt": "Ada", "id": "t", "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#,
                                  TextField("Name", text: .constant(""), prompt: Text(verbatim: "Ada")).id("t").textFieldStyle(.roundedBorder))
        _ = try expectSameAsSwift(#"{"type": "ProgressView", "label": "Loading", "id": "p", "modifiers": [{"progressViewStyle": "circular"}]}"#,
                                  ProgressView { Text(verbatim: "Loading") }.id("p").progressViewStyle(.circular))
    }
}
