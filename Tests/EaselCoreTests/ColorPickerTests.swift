import Foundation
import Testing
@testable import EaselCore

@Suite struct ColorPickerTests {
    @MainActor @Test func theWellSitsTrailingWithTheSelectedColourInside() {
        @State var accent = Color.red
        // The label leading, the 28-point well at the trailing edge: the row is as tall as the well.
        expectFrames(frames(ColorPicker("Accent", selection: $accent).id("picker"), width: 300), ["picker": rect(0, 0, 300, 28)])
        let fills = displayList(ColorPicker("Accent", selection: $accent), width: 300).items.compactMap { item -> Path? in
            if case .fill(let path, .color(lightRed), _) = item { path } else { nil }
        }
        // The disc: inside the 3-point ring and the 2-point gap, 18 across.
        #expect(fills.map(\.boundingRect) == [rect(277, 5, 18, 18)])
        expectFrames(frames(ColorPicker("Accent", selection: $accent).labelsHidden().id("picker"), width: 300),
                     ["picker": rect(0, 0, 28, 28)])
    }
}
