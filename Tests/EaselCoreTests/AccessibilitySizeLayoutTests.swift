import Foundation
import Testing
@testable import EaselCore

/// At accessibility Dynamic Type sizes (`.accessibility1` … `.accessibility5`) a label and its value stack:
/// the label above the value, both leading (`LabelValueRow`); up to `.xxxLarge` they stay side by side.
/// Frames with the fixed-advance measurer: characters 0.5 × the font size wide, lines 1.25 × it tall;
/// `.body` is 17 points at `.large` and 40 at `.accessibility3` (Apple's Dynamic Type table).
@Suite struct AccessibilitySizeLayoutTests {
    var row: some View { LabeledContent { Text("Ada").id("value") } label: { Text("Name").id("label") } }

    @MainActor @Test func atLargeTheLabelAndValueAreSideBySide() {
        // "Name" 34 wide, "Ada" 25.5 (26 on the pixel grid), both 22 tall; the value at the trailing edge.
        let layout = frames(VStack { row.id("row") }, width: 300) { $0.dynamicTypeSize = .large }
        expectFrames(layout, ["label": rect(0, 0, 34, 22), "value": rect(274, 0, 26, 22), "row": rect(0, 0, 300, 22)])
    }

    @MainActor @Test func atXXXLargeTheyAreStillSideBySide() throws {
        let layout = frames(VStack { row }, width: 300) { $0.dynamicTypeSize = .xxxLarge }
        let label = try #require(layout["label"]), value = try #require(layout["value"])
        #expect(label.minY == value.minY)
        #expect(value.maxX == 300)
    }

    @MainActor @Test func atAccessibility3TheLabelIsAboveTheValueBothLeading() {
        // "Name" 80 × 50, "Ada" 60 × 50 right below it (VStack's default spacing between two texts, none with
        // this measurer); the row spans the width.
        let layout = frames(VStack { row.id("row") }, width: 300) { $0.dynamicTypeSize = .accessibility3 }
        expectFrames(layout, ["label": rect(0, 0, 80, 50), "value": rect(0, 50, 60, 50), "row": rect(0, 0, 300, 100)])
    }

    @MainActor @Test func everyAccessibilitySizeStacks() throws {
        for size in DynamicTypeSize.allCases {
            let layout = frames(VStack { row }, width: 600) { $0.dynamicTypeSize = size }
            let label = try #require(layout["label"]), value = try #require(layout["value"])
            #expect((value.minY >= label.maxY) == size.isAccessibilitySize, "\(size)")
            #expect((value.minX == label.minX) == size.isAccessibilitySize, "\(size)")
        }
    }

    @MainActor @Test func listRowsStackTheirLabelAndValue() {
        let list = List {
            LabeledContent("Name", value: "Ada").id("row")
            Picker("Colour", selection: .constant(1)) { Text("Red").tag(1).id("option") }.pickerStyle(.navigationLink)
        }
        // Inset grouped rows 20 in from the section's 16-point margin (36). At .large the row is one line, the
        // picker's option trailing before the chevron; at .accessibility3 the row is two lines of 50 and the
        // option sits leading under the picker's label.
        expectFrames(frames(list, width: 390, height: 800) { $0.dynamicTypeSize = .large },
                     ["row": rect(36, 46, 318, 22), "option": rect(321, 90, 26, 22)])
        expectFrames(frames(list, width: 390, height: 800) { $0.dynamicTypeSize = .accessibility3 },
                     ["row": rect(36, 43, 318, 100), "option": rect(36, 209, 60, 50)])
    }

    @MainActor @Test func aCustomStyleIsNotChanged() {
        struct Plain: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) { configuration.label; configuration.content }
            }
        }
        let layout = frames(row.labeledContentStyle(Plain())) { $0.dynamicTypeSize = .accessibility3 }
        expectFrames(layout, ["label": rect(0, 0, 80, 50), "value": rect(80, 0, 60, 50)])
    }
}

/// `EnvironmentValues.easelIOSVersion`: iOS 17's metrics unless iOS 26 is chosen, whose measured system
/// colours differ (docs/fidelity.md, "iOS versions").
@Suite struct IOSVersionTests {
    func resolved(_ color: Color, _ version: EaselIOSVersion? = nil, _ scheme: ColorScheme = .light) -> RGBA {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        if let version { environment.easelIOSVersion = version }
        return color.resolve(in: environment)
    }

    @MainActor @Test func theDefaultIsIOS17() {
        #expect(EnvironmentValues().easelIOSVersion == .iOS17)
        #expect(resolved(.blue) == RGBA(hex: 0x007AFF))
        #expect(resolved(.red) == RGBA(hex: 0xFF3B30))
    }

    @MainActor @Test func iOS26HasItsBlueAndRedAsMeasured() {
        #expect(resolved(.blue, .iOS26) == RGBA(hex: 0x0088FF))
        #expect(resolved(.red, .iOS26) == RGBA(hex: 0xFF383C))
        // The accent colour is the system blue, and the dark values and unmeasured colours are iOS 17's.
        #expect(resolved(.accentColor, .iOS26) == RGBA(hex: 0x0088FF))
        #expect(resolved(.blue, .iOS26, .dark) == RGBA(hex: 0x0A84FF))
        #expect(resolved(.green, .iOS26) == resolved(.green))
        #expect(resolved(.blue.opacity(0.5), .iOS26).alpha == 0.5)
    }

    @MainActor @Test func theEnvironmentModifierSetsIt() throws {
        struct Probe: View {
            @Environment(\.easelIOSVersion) var version
            var body: some View { Color.clear.frame(width: version == .iOS26 ? 26 : 17, height: 1).id("probe") }
        }
        #expect(frames(Probe())["probe"]?.width == 17)
        #expect(frames(Probe().environment(\.easelIOSVersion, .iOS26))["probe"]?.width == 26)
    }
}
