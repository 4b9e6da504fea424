import Foundation
import Testing
@testable import EaselCore

// Every control finds its style on the environment's style stack (`ErasedStyle`): the innermost style
// draws, and a control its body makes gets the next style out. Frames with the fixed-advance measurer:
// a body line is 22 points tall (21.25 rounded to the pixel), a body character 8.5 points wide.

/// Pads whatever progress view the next style out draws (Apple's "modify the current style" use).
private struct PaddedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(10) }
}

/// A gauge of the configuration's value drawn by the next style out, padded 6 points (SwiftUI has no
/// `Gauge(configuration)`, so a style makes a new gauge).
private struct PaddedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }.padding(6)
    }
}

/// A custom text field style as apps write it: the field inside padding on a grey card.
private struct CardTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.9)))
    }
}

/// The strings `items` draw, in drawing order.
private func strings(_ items: [DisplayItem]) -> [String] {
    items.flatMap { item -> [String] in
        switch item {
        case .text(let request, _, _): [request.string]
        case .group(_, _, _, let inner), .tagged(_, let inner), .effect(_, let inner): strings(inner)
        default: []
        }
    }
}

/// Whether `items` fill anything with `color`.
private func fillsWith(_ color: RGBA, _ items: [DisplayItem]) -> Bool {
    items.contains { item in
        switch item {
        case .fill(_, .color(let fill), _): fill == color
        case .group(_, _, _, let inner), .tagged(_, let inner), .effect(_, let inner): fillsWith(color, inner)
        default: false
        }
    }
}

@Suite struct StyleStackTests {
    @MainActor @Test func aProgressViewStyleMakingAProgressViewGetsTheNextStyleOut() {
        let progress = ProgressView(value: 0.5)
        // Alone, the padded style pads the automatic style's 4-point bar across the width: 4 + 2 × 10 tall.
        expectFrames(frames(progress.progressViewStyle(PaddedProgressStyle()).id("p"), width: 200), ["p": rect(0, 0, 200, 24)])
        // Inside `.circular`, it pads the spinner (20 × 20), not the automatic bar.
        let overCircular = progress.progressViewStyle(PaddedProgressStyle()).progressViewStyle(.circular).id("p")
        expectFrames(frames(overCircular, width: 200), ["p": rect(0, 0, 40, 40)])
        // Two padded styles nest: each pads the one outside it (4 + 2 × 20 tall).
        let twice = progress.progressViewStyle(PaddedProgressStyle()).progressViewStyle(PaddedProgressStyle()).id("p")
        expectFrames(frames(twice, width: 200), ["p": rect(0, 0, 200, 44)])
        // A built-in style ends the nesting: the innermost `.circular` draws, whatever is outside it.
        let builtIn = progress.progressViewStyle(.circular).progressViewStyle(PaddedProgressStyle()).id("p")
        expectFrames(frames(builtIn, width: 200), ["p": rect(0, 0, 20, 20)])
    }

    @MainActor @Test func aGaugeStyleMakingAGaugeGetsTheNextStyleOut() {
        let gauge = Gauge(value: 0.4) { Text("Battery") }
        // Over the automatic linear capacity style (29 tall across the width), padded 6.
        expectFrames(frames(gauge.gaugeStyle(PaddedGaugeStyle()).id("g"), width: 300), ["g": rect(0, 0, 300, 41)])
        // Inside `.accessoryCircularCapacity`, the 58-point ring, padded 6.
        let overRing = gauge.gaugeStyle(PaddedGaugeStyle()).gaugeStyle(.accessoryCircularCapacity).id("g")
        expectFrames(frames(overRing, width: 300), ["g": rect(0, 0, 70, 70)])
        // Two padded styles nest.
        let twice = gauge.gaugeStyle(PaddedGaugeStyle()).gaugeStyle(PaddedGaugeStyle()).gaugeStyle(.accessoryCircular).id("g")
        expectFrames(frames(twice, width: 300), ["g": rect(0, 0, 82, 82)])
    }

    @MainActor @Test func aCustomTextFieldStyleDrawsTheFieldInsideItsChrome() {
        let field = TextField("Name", text: .constant(""))
        // The bare field is one body line across the width; the card pads it 10.
        expectFrames(frames(field.textFieldStyle(CardTextFieldStyle()).id("f"), width: 200), ["f": rect(0, 0, 200, 42)])
        let list = displayList(field.textFieldStyle(CardTextFieldStyle()), width: 200).items
        #expect(strings(list) == ["Name"], "the placeholder, read from the erased label")
        #expect(fillsWith(Color(white: 0.9).resolve(in: EnvironmentValues()), list), "the card")
        let typed = displayList(TextField("Name", text: .constant("Ada")).textFieldStyle(CardTextFieldStyle()), width: 200).items
        #expect(strings(typed) == ["Ada"])
    }

    @MainActor @Test func aTextFieldStylesConfigurationIsDrawnByTheNextStyleOut() {
        let field = TextField("Name", text: .constant(""))
        // `.roundedBorder` alone: 6 + 22 + 6.
        expectFrames(frames(field.textFieldStyle(.roundedBorder).id("f"), width: 200), ["f": rect(0, 0, 200, 34)])
        // The card's configuration inside `.roundedBorder` is the rounded field, padded 10.
        let overRounded = field.textFieldStyle(CardTextFieldStyle()).textFieldStyle(.roundedBorder).id("f")
        expectFrames(frames(overRounded, width: 200), ["f": rect(0, 0, 200, 54)])
        // Two cards nest.
        let twice = field.textFieldStyle(CardTextFieldStyle()).textFieldStyle(CardTextFieldStyle()).id("f")
        expectFrames(frames(twice, width: 200), ["f": rect(0, 0, 200, 62)])
        // The innermost built-in style draws, ending the nesting.
        let builtIn = field.textFieldStyle(.roundedBorder).textFieldStyle(CardTextFieldStyle()).id("f")
        expectFrames(frames(builtIn, width: 200), ["f": rect(0, 0, 200, 34)])
        // A secure field is a text field: the card draws around its bullets.
        let secure = SecureField("Password", text: .constant("abc")).textFieldStyle(CardTextFieldStyle())
        #expect(strings(displayList(secure, width: 200).items) == ["\u{2022}\u{2022}\u{2022}"])
    }

    @MainActor @Test func pickerAndDatePickerStylesComeFromTheStack() {
        let picker = Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }
        // The innermost picker style draws: segmented, 32 tall, over an outer inline style.
        expectFrames(frames(picker.pickerStyle(.segmented).pickerStyle(.inline).id("p"), width: 200), ["p": rect(0, 0, 200, 32)])
        // Inline inside segmented: a row per option, as inline alone draws it.
        let inline = frames(picker.pickerStyle(.inline).id("p"), width: 200)["p"]
        #expect(inline != nil && inline?.height != 32)
        #expect(frames(picker.pickerStyle(.inline).pickerStyle(.segmented).id("p"), width: 200)["p"] == inline)
        // A date picker with either built-in style draws compact pills.
        let date = DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        #expect(frames(date.datePickerStyle(.compact).id("d"), width: 300)["d"] == frames(date.id("d"), width: 300)["d"])
        #expect(strings(displayList(date.datePickerStyle(.compact), width: 300).items) == ["Day", "Jan 1, 1970"])
    }

    @MainActor @Test func everyControlsStyleIsOnItsOwnStack() {
        // A style of one kind of control does not reach another: each configuration type keys its stack.
        var environment = EnvironmentValues()
        #expect(environment[styles: ProgressViewStyleConfiguration.self].isEmpty)
        environment[styles: ProgressViewStyleConfiguration.self].append(ErasedStyle { _ in AnyView(EmptyView()) })
        #expect(environment[styles: ProgressViewStyleConfiguration.self].count == 1)
        #expect(environment[styles: GaugeStyleConfiguration.self].isEmpty)
        #expect(environment[styles: TextField<_TextFieldStyleLabel>.self].isEmpty)
    }
}
