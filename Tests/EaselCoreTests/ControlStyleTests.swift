import Foundation
import Testing
@testable import EaselCore

// Frames with the fixed-advance measurer: a body character is 8.5 points wide and a body line 22 points
// tall (21.25 rounded up to the pixel); a body-size symbol is 17 points square.

/// A style that stacks the icon above the title, 4 points apart.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) { configuration.icon; configuration.title }
    }
}

/// A style that pads whatever the next style out draws.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(10) }
}

/// A button style that pads the label 5 points (1 when pressed) and draws it red when destructive.
private struct RoleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(configuration.isPressed ? 1 : 5)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
    }
}

/// A primitive style that pads the button the next style out draws.
private struct PaddedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(3) }
}

private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Rectangle().frame(width: configuration.isOn ? 20 : 10, height: 10).id("box")
            configuration.label
        }
    }
}

/// The colour fills of a display list, in drawing order, through its groups.
private func fills(_ items: [DisplayItem]) -> [(Path, RGBA)] {
    items.flatMap { item -> [(Path, RGBA)] in
        switch item {
        case .fill(let path, .color(let color), _): [(path, color)]
        case .group(_, _, _, let items), .tagged(_, let items), .effect(_, let items): fills(items)
        default: []
        }
    }
}

@Suite struct ControlStyleTests {
    @MainActor @Test func labelPutsTheIconBeforeTheTitle() {
        // Icon 17 wide, 8 apart, then "Star" (34 × 22); centred on each other: the icon 2.5 down, on the
        // pixel at 3.
        let view = Label { Text("Star").id("title") } icon: { Image(systemName: "star").id("icon") }.id("label")
        expectFrames(frames(view), ["label": rect(0, 0, 59, 22), "icon": rect(0, 3, 17, 17), "title": rect(25, 0, 34, 22)])
    }

    @MainActor @Test func labelStylesShowTheIconOrTheTitle() {
        let label = Label("Star", systemImage: "star")
        expectFrames(frames(label.labelStyle(.iconOnly).id("label")), ["label": rect(0, 0, 17, 17)])
        expectFrames(frames(label.labelStyle(.titleOnly).id("label")), ["label": rect(0, 0, 34, 22)])
        expectFrames(frames(label.labelStyle(.titleAndIcon).id("label")), ["label": rect(0, 0, 59, 22)])
        // The innermost style wins.
        expectFrames(frames(label.labelStyle(.iconOnly).labelStyle(.titleOnly).id("label")), ["label": rect(0, 0, 17, 17)])
    }

    @MainActor @Test func customLabelStyleGetsTheTitleAndIcon() {
        // 17 + 4 + 22 tall, as wide as the title.
        expectFrames(frames(Label("Star", systemImage: "star").labelStyle(StackedLabelStyle()).id("label")), ["label": rect(0, 0, 34, 43)])
        // A style that makes `Label(configuration)` gets the next style out: the icon alone, padded 10.
        let padded = Label("Star", systemImage: "star").labelStyle(PaddedLabelStyle()).labelStyle(.iconOnly).id("label")
        expectFrames(frames(padded), ["label": rect(0, 0, 37, 37)])
    }

    @MainActor @Test func labelIconsStandInAColumnInListRows() {
        // Width 320: sections 16 in, row content 20 further; the icon column is 28 wide and the title
        // starts 12 after it, at 76, whatever the icon's width. The star is centred in the column at 41.5,
        // on the pixel at 42; the 24-wide icon at 38.
        let list = List {
            Label { Text("Star").id("title") } icon: { Image(systemName: "star").id("icon") }
            Label { Text("Wide").id("title2") } icon: { Color.red.frame(width: 24, height: 10).id("icon2") }
        }
        let laidOut = frames(list, width: 320, height: 300)
        #expect(laidOut["title"]?.minX == 76)
        #expect(laidOut["title2"]?.minX == 76)
        #expect(laidOut["icon"]?.minX == 42)
        #expect(laidOut["icon2"]?.minX == 38)
    }

    @MainActor @Test func rowSeparatorsStartAtTheLabelTitle() {
        // Separators (UIColor.separator) below a label row start at its title, 76; below a text row at
        // the row's inset, 36; a row's own listRowSeparatorLeading guide moves it (36 + 24); all end at
        // the section's trailing edge, 304.
        let list = List {
            Label("Star", systemImage: "star")
            Text("Plain")
            Text("Guided").alignmentGuide(.listRowSeparatorLeading) { _ in 24 }
            Text("Last")
        }
        let separators = fills(displayList(list, width: 320).items).filter { $0.1 == RGBA(hex: 0x3C3C43, alpha: 0.29) }.map(\.0.boundingRect)
        #expect(separators.map(\.minX) == [76, 36, 60])
        #expect(separators.map(\.maxX) == [304, 304, 304])
    }

    @MainActor @Test func buttonControlSizesPadTheLabel() {
        // Large: 20 and 14 around "Fish" (34 × 22). Small: subheadline (15 points: 30 × 19) padded 10 and 5.
        // Mini: footnote (13 points: 26 × 17) padded 8 and 4.
        let button = Button("Fish") {}.buttonStyle(.bordered)
        expectFrames(frames(button.controlSize(.large).id("button")), ["button": rect(0, 0, 74, 50)])
        expectFrames(frames(button.controlSize(.small).id("button")), ["button": rect(0, 0, 50, 29)])
        expectFrames(frames(button.controlSize(.mini).id("button")), ["button": rect(0, 0, 42, 25)])
        expectFrames(frames(button.controlSize(.regular).id("button")), ["button": rect(0, 0, 58, 36)])
    }

    @MainActor @Test func borderlessAndLinkStylesAreTheLabel() {
        expectFrames(frames(Button("Fish") {}.buttonStyle(.borderless).id("button")), ["button": rect(0, 0, 34, 22)])
        expectFrames(frames(Button("Fish") {}.buttonStyle(.link).id("button")), ["button": rect(0, 0, 34, 22)])
    }

    @MainActor @Test func customButtonStylesGetTheLabelAndRole() {
        // Unpressed in a still: padded 5.
        expectFrames(frames(Button("Fish", role: .destructive) {}.buttonStyle(RoleButtonStyle()).id("button")), ["button": rect(0, 0, 44, 32)])
        let list = displayList(Button("Fish", role: .destructive) {}.buttonStyle(RoleButtonStyle()))
        guard case .text(_, _, .color(let color))? = list.items.last else { Issue.record("no text in \(list.items)"); return }
        #expect(color == lightRed)
        // A primitive style that makes `Button(configuration)` gets the next style out: bordered, padded 3.
        let padded = Button("Fish") {}.buttonStyle(PaddedButtonStyle()).buttonStyle(.bordered).id("button")
        expectFrames(frames(padded), ["button": rect(0, 0, 64, 42)])
    }

    @MainActor @Test func destructiveAndDisabledButtonsChangeColour() {
        func colours<V: View>(_ view: V) -> (fill: RGBA?, text: RGBA?) {
            var fill: RGBA?, text: RGBA?
            for item in displayList(view).items {
                if case .fill(_, .color(let color), _) = item, fill == nil { fill = color }
                if case .text(_, _, .color(let color)) = item { text = color }
            }
            return (fill, text)
        }
        #expect(colours(Button("Delete", role: .destructive) {}).text == lightRed)
        let bordered = colours(Button("Delete", role: .destructive) {}.buttonStyle(.bordered))
        #expect(bordered.fill == RGBA(hex: 0xFF3B30, alpha: 0.15) && bordered.text == lightRed)
        let prominent = colours(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent))
        #expect(prominent.fill == lightRed && prominent.text == RGBA(hex: 0xFFFFFF))
        // Disabled: the tertiary label colour on the tertiary fill.
        let disabled = colours(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
        #expect(disabled.fill == RGBA(hex: 0x767680, alpha: 0.12) && disabled.text == RGBA(hex: 0x3C3C43, alpha: 0.3))
        #expect(colours(Button("Go") {}.disabled(true)).text == RGBA(hex: 0x3C3C43, alpha: 0.3))
    }

    @MainActor @Test func buttonWithSystemImageIsALabel() {
        expectFrames(frames(Button("Star", systemImage: "star") {}.id("button")), ["button": rect(0, 0, 59, 22)])
    }

    @MainActor @Test func toggleSpansTheWidthWithTheSwitchTrailing() {
        // The switch is 49 × 31 at the trailing end, its 51-point track drawn from its leading edge (2 points
        // past the trailing one, as iOS draws it); the label ("Wi-Fi", 43 × 22) leads, centred on it: 4.5 down,
        // on the pixel at 5.
        let toggle = Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("label") }.id("toggle")
        let laidOut = frames(VStack { toggle }, width: 300)
        expectFrames(laidOut, ["toggle": rect(0, 0, 300, 31), "label": rect(0, 5, 43, 22)])
        // On: the green track across 251…302, then the white knob 27 across, 2 in from the track's end.
        let on = fills(displayList(VStack { toggle }, width: 300).items)
        #expect(on.map(\.1) == [RGBA(hex: 0x34C759), RGBA(hex: 0xFFFFFF)])
        #expect(on.first?.0.boundingRect == rect(251, 0, 51, 31))
        #expect(on.last?.0.boundingRect == rect(273, 2, 27, 27))
        // Off: the secondary system fill, the knob at the leading end; a tint colours the on track.
        let off = fills(displayList(Toggle("Wi-Fi", isOn: .constant(false)), width: 300).items)
        #expect(off.map(\.1) == [RGBA(hex: 0x787880, alpha: 0.16), RGBA(hex: 0xFFFFFF)])
        #expect(off.last?.0.boundingRect == rect(253, 2, 27, 27))
        let tinted = fills(displayList(Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange), width: 300).items)
        #expect(tinted.first?.1 == RGBA(hex: 0xFF9500))
    }

    @MainActor @Test func aToggleWithHiddenLabelsIsTheSwitchAlone() {
        // No label and no spacer: the switch's 49 × 31 (offered 300, it took all 300 before).
        let hidden = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("toggle")
        expectFrames(frames(VStack { hidden }, width: 300), ["toggle": rect(0, 0, 49, 31)])
        expectFrames(frames(hidden.fixedSize()), ["toggle": rect(0, 0, 49, 31)])
    }

    @MainActor @Test func toggleRowsAreFortyFourPointsTall() {
        let list = List { Toggle("Wi-Fi", isOn: .constant(false)).id("toggle") }
        let laidOut = frames(list, width: 320, height: 300)
        // Row content 36 to 284 wide; the switch band is 28 tall in a 44-point row (8 above and below).
        expectFrames(laidOut, ["toggle": rect(36, 43, 248, 28)])
    }

    @MainActor @Test func toggleStylesGetTheState() {
        let on = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
        let off = Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle())
        #expect(frames(on)["box"]?.width == 20)
        #expect(frames(off)["box"]?.width == 10)
        // The button style: the label padded like a bordered button.
        expectFrames(frames(Toggle("Fish", isOn: .constant(true)).toggleStyle(.button).id("toggle")), ["toggle": rect(0, 0, 58, 36)])
    }

    @MainActor @Test func labeledContentPutsTheValueTrailing() {
        let row = LabeledContent { Text("Ada").id("value") } label: { Text("Name").id("label") }
        // "Ada" is 25.5 wide, 26 on the pixel grid, so it starts at 174.
        expectFrames(frames(VStack { row }, width: 200), ["label": rect(0, 0, 34, 22), "value": rect(174, 0, 26, 22)])
    }

    @MainActor @Test func labeledContentStylesGetTheLabelAndContent() {
        // A style that stacks the label above the content, 2 apart: 22 + 2 + 22 tall.
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) { configuration.label; configuration.content }
            }
        }
        let row = LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()).id("row")
        expectFrames(frames(row), ["row": rect(0, 0, 34, 46)])
    }

    @MainActor @Test func disclosureGroupShowsItsContentWhenExpanded() {
        let collapsed = DisclosureGroup { Text("Body").id("content") } label: { Text("More").id("label") }
        let expanded = DisclosureGroup(isExpanded: .constant(true)) { Text("Body").id("content") } label: { Text("More").id("label") }
        #expect(frames(VStack { collapsed }, width: 200)["content"] == nil)
        expectFrames(frames(VStack { expanded }, width: 200), ["label": rect(0, 0, 34, 22), "content": rect(0, 30, 34, 22)])
    }

    @MainActor @Test func contentUnavailableViewFillsAndCentres() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray").id("view")
        expectFrames(frames(view, width: 300, height: 400), ["view": rect(0, 0, 300, 400)])
    }
}
