@testable import EaselPreviews
import Foundation
import SwiftUI
import Testing

/// The previews of `SamplePreviews.swift` as the registry finds them and the renderer draws them.
@Suite struct PreviewRegistryTests {
    static var samples: [PreviewDeclaration] { PreviewRegistry.previews().filter { $0.fileID.hasSuffix("SamplePreviews.swift") || $0.fileID.hasSuffix("GreetingCard_Previews") } }

    @MainActor @Test func everyPreviewFormIsFoundInOrder() {
        let found = Self.samples.map { "\($0.name ?? "-") \($0.line)" }
        #expect(found == ["- 33", "Fits 37", "- 41", "Landscape 45", "Toggle 52", "Small 0", "- 0", "Wide 0"])
        #expect(Self.samples.first?.fileID == "PreviewTests/SamplePreviews.swift")
        #expect(Self.samples.first?.filePath.hasSuffix("Tests/PreviewTests/SamplePreviews.swift") == true)
    }

    @MainActor @Test func traitsAndModifiersSetTheSettings() {
        let settings = Self.samples.map(\.settings)
        #expect(settings[0] == PreviewSettings())
        #expect(settings[1] == PreviewSettings(layout: .sizeThatFits, displayName: "Fits"))
        #expect(settings[2] == PreviewSettings(layout: .fixed(width: 240, height: 120)))
        #expect(settings[3] == PreviewSettings(displayName: "Landscape", orientation: .landscapeLeft))
        #expect(settings[5] == PreviewSettings(layout: .sizeThatFits, displayName: "Small"))
        #expect(settings[6] == PreviewSettings(device: "iPhone SE (3rd generation)"))
        #expect(settings[7] == PreviewSettings(layout: .fixed(width: 300, height: 150), displayName: "Wide", orientation: .landscapeRight))
    }

    @MainActor @Test func providersAreLocatedInTheirSourceFile() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SamplePreviews.swift")
        let located = PreviewRegistry.locate(Self.samples, in: [source])
        #expect(located[5].fileID == "PreviewTests/SamplePreviews.swift")
        #expect(located[5].line == 58)
        #expect(located[5].filePath == source.path)
        #expect(PreviewFileNames.names(for: located) == [
            "SamplePreviews-1.png", "SamplePreviews-Fits.png", "SamplePreviews-3.png", "SamplePreviews-Landscape.png",
            "SamplePreviews-Toggle.png", "SamplePreviews-Small.png", "SamplePreviews-7.png", "SamplePreviews-Wide.png",
        ])
    }

    /// Sizes and frames: the device's screen with the view centred in its safe area; a fitting size; a
    /// fixed container; the landscape screen; another device.
    @MainActor @Test func previewsAreDrawnAsTheCanvasLaysThemOut() throws {
        let renderer = PreviewRenderer(options: PreviewOptions(scale: 1))
        let device = try renderer.render(Self.samples[0])
        #expect(device.size == CGSize(width: 393, height: 852))
        #expect(device.device.name == "iPhone 15")
        let card = try #require(device.frames["card"])
        // Centred in the safe area: 59 points below the top, 34 above the bottom.
        #expect(abs(card.midX - 196.5) <= 0.5)
        #expect(abs(card.midY - (59 + (852 - 59 - 34) / 2)) <= 0.5)

        let fits = try renderer.render(Self.samples[1])
        #expect(fits.size == (fits.frames["card"]?.size ?? .zero))
        #expect(fits.frames["card"]?.origin == .zero)

        let fixed = try renderer.render(Self.samples[2])
        #expect(fixed.size == CGSize(width: 240, height: 120))

        let landscape = try renderer.render(Self.samples[3])
        #expect(landscape.size == CGSize(width: 852, height: 393))
        #expect(landscape.frames["fill"] == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))

        let toggle = try renderer.render(Self.samples[4])
        #expect(toggle.frames["row"]?.width == 300)

        let se = try renderer.render(Self.samples[6])
        #expect(se.size == CGSize(width: 375, height: 667))
        #expect(se.device.name == "iPhone SE (3rd generation)")

        let wide = try renderer.render(Self.samples[7])
        #expect(wide.size == CGSize(width: 300, height: 150))
    }

    @MainActor @Test func theDeviceScaleIsThePicturesUnlessOverridden() throws {
        let preview = Self.samples[2]
        let rendered = try PreviewRenderer().render(preview)
        #expect(rendered.scale == 3)
        #expect(rendered.png.count > 0)
    }

    @MainActor @Test func deviceNamesMatchLoosely() {
        #expect(PreviewDeviceMetrics.named("iphone15") == .iPhone15)
        #expect(PreviewDeviceMetrics.named("iPhone-15") == .iPhone15)
        #expect(PreviewDeviceMetrics.named("Pixel 8") == nil)
    }
}

/// The runner's options: `--only` names the previews to draw and their order (`easel preview --serve`
/// draws the edited files' previews first).
@Suite struct PreviewRunnerOptionTests {
    @MainActor @Test func onlyIsAListOfPreviewNumbersInOrder() throws {
        let options = try PreviewRunner.Options(["render", "--out", "/tmp/x", "--only", "3,0,2"])
        #expect(options.only == [3, 0, 2])
        #expect(try PreviewRunner.Options(["render", "--from", "2"]).only == nil)
        #expect(throws: PreviewRunner.Failure.self) { try PreviewRunner.Options(["render", "--only", "1,x"]) }
        #expect(throws: PreviewRunner.Failure.self) { try PreviewRunner.Options(["render", "--only", "1,,2"]) }
    }
}
