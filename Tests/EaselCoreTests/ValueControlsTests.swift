import Foundation
import Testing
@testable import EaselCore

// Frames of the value controls (fixed-advance text: body characters 8.5 wide, lines 21.25 tall, which
// a text's frame rounds up to 22 on the pixel grid at scale 1).
@Suite struct ValueControlsTests {
    @MainActor @Test func activityIndicatorIsTwentyPointsSquare() {
        // UIActivityIndicatorView's medium size: 20 × 20, whatever is offered.
        expectFrames(frames(ProgressView().id("spinner"), width: 300), ["spinner": rect(0, 0, 20, 20)])
        // The circular style draws the spinner for determinate progress too, as iOS does.
        expectFrames(frames(ProgressView(value: 0.3).progressViewStyle(.circular).id("spinner"), width: 300),
                     ["spinner": rect(0, 0, 20, 20)])
    }

    @MainActor @Test func labelledProgressStacksLabelBarAndValue() {
        // Label 22, 4, bar 4, 4, footnote value (13 × 1.25 = 16.25, 17): 51 in all, as wide as offered.
        let view = ProgressView(value: 0.5) { Text("Loading").id("label") } currentValueLabel: { Text("50%").id("value") }
        let result = frames(view.id("progress"), width: 200)
        expectFrames(result, ["progress": rect(0, 0, 200, 51), "label": rect(0, 0, 60, 22)])
        #expect(result["value"].map { $0.minY } == 34)
        // A circular progress view with a label puts it 8 below the spinner, centred.
        let circular = frames(ProgressView("Loading").id("progress"), width: 200)
        expectFrames(circular, ["progress": rect(0, 0, 60, 50)])
    }

    @MainActor @Test func progressFractionIsPinnedToItsTotal() {
        #expect(ProgressView(value: 3.0, total: 4).fractionCompleted == 0.75)
        #expect(ProgressView(value: 7.0, total: 4).fractionCompleted == 1)
        #expect(ProgressView(value: -1.0, total: 4).fractionCompleted == 0)
        #expect(ProgressView(value: 1.0, total: 0).fractionCompleted == 0)
        #expect(ProgressView().fraction == nil)
    }

    @MainActor @Test func gaugeStylesHaveTheirSizes() {
        let gauge = Gauge(value: 0.4) { Text("Battery") }
        expectFrames(frames(gauge.gaugeStyle(.accessoryCircular).id("gauge"), width: 300), ["gauge": rect(0, 0, 58, 58)])
        expectFrames(frames(gauge.gaugeStyle(.accessoryCircularCapacity).id("gauge"), width: 300), ["gauge": rect(0, 0, 58, 58)])
        // Linear capacity: subheadline label (15 × 1.25 = 18.75), 4, a 6-point bar, as wide as offered.
        expectFrames(frames(gauge.id("gauge"), width: 300), ["gauge": rect(0, 0, 300, 29)])
        #expect(Gauge(value: 67.0, in: 0...170) { Text("BPM") }.fraction == 67.0 / 170)
        #expect(Gauge(value: 200.0, in: 0...170) { Text("BPM") }.fraction == 1)
    }

    @MainActor @Test func sliderIsTwentyEightTallWithItsBoundLabelsBeside() {
        @State var volume = 0.5
        expectFrames(frames(Slider(value: $volume).id("slider"), width: 300), ["slider": rect(0, 0, 300, 28)])
        let labelled = Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0").id("min") }
            maximumValueLabel: { Text("1").id("max") }
        // "0" and "1" are 8.5 wide (rounded to 9), 8 from the track, centred in the 28-point height.
        expectFrames(frames(labelled.id("slider"), width: 300), ["slider": rect(0, 0, 300, 28), "max": rect(291, 3, 9, 22)])
    }

    @MainActor @Test func sliderSnapsToItsStep() {
        #expect(Slider<EmptyView, EmptyView>.fraction(of: 0.26, lower: 0, upper: 1, step: 0.25) == 0.25)
        #expect(Slider<EmptyView, EmptyView>.fraction(of: 12, lower: 0, upper: 10, step: nil) == 1)
        #expect(Slider<EmptyView, EmptyView>.fraction(of: 5, lower: 5, upper: 5, step: nil) == 0)
    }

    @MainActor @Test func stepperPutsItsControlTrailing() {
        @State var count = 3
        let view = Stepper("Guests", value: $count, in: 0...10).id("stepper")
        expectFrames(frames(view, width: 300), ["stepper": rect(0, 0, 300, 32)])
        #expect(Stepper("Guests", value: $count, in: 3...10).canDecrement == false)
        #expect(Stepper("Guests", value: $count, in: 0...10).canIncrement == true)
    }

    @MainActor @Test func segmentedPickerSharesTheWidth() {
        @State var choice = 1
        let picker = Picker("Size", selection: $choice) {
            Text("S").tag(0).id("s")
            Text("M").tag(1).id("m")
            Text("L").tag(2).id("l")
        }
        // 300 wide in three slots of 100; each option centred in its slot (to the pixel).
        let result = frames(picker.pickerStyle(.segmented).id("picker"), width: 300)
        expectFrames(result, ["picker": rect(0, 0, 300, 32)])
        #expect(result["m"].map { abs($0.midX - 150) <= 0.5 } == true)
        #expect(result["l"].map { abs($0.midX - 250) <= 0.5 } == true)
    }

    @MainActor @Test func menuPickerShowsTheSelectedOptionMatchedByTagOrForEachID() {
        @State var flavour = "Mint"
        let picker = Picker("Flavour", selection: $flavour) {
            ForEach(["Vanilla", "Mint"], id: \.self) { Text($0).id($0) }
        }
        let result = frames(picker, width: 300)
        #expect(result["Mint"] != nil)
        #expect(result["Vanilla"] == nil)
        // An explicit tag wins over the ForEach id.
        @State var number = 2
        let tagged = Picker("Number", selection: $number) {
            ForEach(["one", "two"], id: \.self) { Text($0).tag($0 == "one" ? 2 : 1).id($0) }
        }
        #expect(frames(tagged, width: 300)["one"] != nil)
    }

    @MainActor @Test func textFieldTakesTheWidthAndOneLine() {
        @State var name = ""
        expectFrames(frames(TextField("Name", text: $name).id("field"), width: 200), ["field": rect(0, 0, 200, 22)])
        // The rounded border adds 6 above and below.
        expectFrames(frames(TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("field"), width: 200),
                     ["field": rect(0, 0, 200, 34)])
        @State var long = String(repeating: "word ", count: 20)
        // Vertical: wraps (200 / 8.5 → 23 characters a line) up to the line limit.
        expectFrames(frames(TextField("Bio", text: $long, axis: .vertical).lineLimit(3).id("field"), width: 200),
                     ["field": rect(0, 0, 200, 64)])
    }

    @MainActor @Test func hiddenLabelsLeaveTheControlAlone() {
        @State var count = 3
        expectFrames(frames(Stepper("Guests", value: $count).labelsHidden().id("stepper"), width: 300), ["stepper": rect(0, 0, 94, 32)])
        @State var date = Date(timeIntervalSince1970: 1_764_084_360)
        // "Nov 25, 2025" is 12 × 8.5 = 102 (+ 22 inset) wide; 22 + 12 tall.
        expectFrames(frames(DatePicker("Starts", selection: $date, displayedComponents: .date).labelsHidden().id("picker"), width: 300),
                     ["picker": rect(0, 0, 124, 34)])
    }

    @MainActor @Test func datePickerWritesInTheEnvironmentsLocaleAndTimeZone() {
        @State var date = Date(timeIntervalSince1970: 1_764_084_360)
        // "25. Nov. 2025", de_DE's abbreviated date, is 13 × 8.5 = 110.5 (+ 22 inset) → 133 wide.
        let german = DatePicker("Starts", selection: $date, displayedComponents: .date).labelsHidden().id("picker")
            .environment(\.locale, Locale(identifier: "de_DE"))
        expectFrames(frames(german, width: 300), ["picker": rect(0, 0, 133, 34)])
        // 15:26 UTC is 00:26 the next day in Tokyo: "12:26 AM" (8 characters) against "3:26 PM" (7).
        let time = { (zone: String) in
            DatePicker("Starts", selection: $date, displayedComponents: .hourAndMinute).labelsHidden().id("picker")
                .environment(\.timeZone, TimeZone(identifier: zone)!)
        }
        expectFrames(frames(time("Asia/Tokyo"), width: 300), ["picker": rect(0, 0, 90, 34)])
        expectFrames(frames(time("UTC"), width: 300), ["picker": rect(0, 0, 82, 34)])
    }

    @MainActor @Test func textFieldWritesItsValueWithItsFormat() {
        // The number as `.number` writes it in en_US, with a grouping separator.
        let field = TextField("Amount", value: .constant(1234), format: .number)
        #expect(field.text == "1,234")
    }

    @MainActor @Test func olderAndFoundationFormsCompileAndDraw() {
        @State var name = ""
        @State var level = 0.5
        // The deprecated forms older code writes: callbacks accepted, the same frames.
        expectFrames(frames(TextField("Name", text: $name, onCommit: {}).id("field"), width: 200), ["field": rect(0, 0, 200, 22)])
        expectFrames(frames(SecureField("PIN", text: $name, onCommit: {}).id("field"), width: 200), ["field": rect(0, 0, 200, 22)])
        let slider = Slider(value: $level, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0").id("min"),
                            maximumValueLabel: Text("1").id("max")) { Text("Level") }
        expectFrames(frames(slider.id("slider"), width: 300), ["slider": rect(0, 0, 300, 28), "max": rect(291, 3, 9, 22)])
        // A Foundation Progress: its fraction, or indeterminate.
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        #expect(ProgressView(progress).fraction == 0.25)
        #expect(ProgressView(Progress(totalUnitCount: 0)).fraction == nil)
    }

    @MainActor @Test func timerProgressReadsTheFixedClock() {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let interval = now.addingTimeInterval(-60)...now.addingTimeInterval(240)
        // A fifth of the interval has passed: 80% remains when counting down, 20% elapsed otherwise.
        #expect(ProgressView<EmptyView, EmptyView>.timerFraction(interval, countsDown: true, now: now) == 0.8)
        #expect(abs(ProgressView<EmptyView, EmptyView>.timerFraction(interval, countsDown: false, now: now) - 0.2) < 1e-12)
        // Label 22, 4, bar 4, 4, the timer's text ("4:00" left, footnote, 17): as a labelled bar.
        let view = ProgressView(timerInterval: interval) { Text("Tea") }
        expectFrames(frames(view.id("timer"), width: 200), ["timer": rect(0, 0, 200, 51)])
        #expect(displayList(view, width: 200).items.contains { item in
            if case .text(let request, _, _) = item { return request.string == "4:00" } else { return false }
        })
    }

    @MainActor @Test func datePickerDrawsTwoPills() {
        @State var date = Date(timeIntervalSince1970: 1_764_084_360) // 2025-11-25 15:26 UTC
        // Pills: 22 + 12 tall; the row is as wide as offered.
        expectFrames(frames(DatePicker("Starts", selection: $date).id("picker"), width: 390), ["picker": rect(0, 0, 390, 34)])
    }
}
