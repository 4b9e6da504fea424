import CPangoCairo
import EaselCore
import EaselTestSupport
import Foundation
import Testing
@testable import EaselText

/// `FontRegistry`: font files registered at run time, found by `Font.custom` names, with the variable
/// font's axes set from the weight and width.
@Suite struct FontRegistryTests {
    /// A font request for `TestFont.family` (Inter Display, variable) at 40 points.
    private func brand(weight: Font.Weight = .regular, width: Font.Width = .standard) -> ResolvedFont {
        var font = ResolvedFont(family: TestFont.family, size: 40, weight: weight)
        font.width = width
        return font
    }

    private let sample = "Hamburgefonstiv 0123"

    @MainActor @Test func registersTheVariableTestFontByFamilyName() throws {
        let families = try FontRegistry.register(url: TestFont.url)
        #expect(families == [TestFont.family])
        #expect(PangoTextMeasurer().hasFont(named: TestFont.family))
        #expect(PangoTextMeasurer().hasFont(named: "inter display")) // fontconfig ignores case
        #expect(FontCatalog.family(named: "Inter-Display") == TestFont.family) // the variable font's PostScript name
    }

    /// Inter Display is drawn tighter than Inter (the system font a missing name falls back to), so a
    /// registered family measures narrower than the fallback would.
    @MainActor @Test func aRegisteredFamilyDrawsInItsOwnFont() throws {
        try FontRegistry.register(url: TestFont.url)
        let measurer = PangoTextMeasurer()
        let display = measurer.measure(request(sample, font: brand())).size.width
        let system = measurer.measure(request(sample, font: ResolvedFont(size: 40))).size.width
        #expect(display < system - 10)
    }

    /// The variable font's `wght` axis follows the weight: bold is wider than regular, black wider than
    /// bold, thin narrower than regular (no static cut of Inter Display is known, and a synthetic bold
    /// would not widen the advances).
    @MainActor @Test func variableFontHonoursTheWeight() throws {
        try FontRegistry.register(url: TestFont.url)
        let measurer = PangoTextMeasurer()
        func width(_ weight: Font.Weight) -> CGFloat { measurer.measure(request(sample, font: brand(weight: weight))).size.width }
        let (thin, regular, bold, black) = (width(.thin), width(.regular), width(.bold), width(.black))
        #expect(bold > regular * 1.03)
        #expect(black > bold)
        #expect(thin < regular)
    }

    /// A name no font answers to draws in the system font at the same size, as SwiftUI does.
    @MainActor @Test func aMissingFamilyFallsBackToTheSystemFont() {
        let measurer = PangoTextMeasurer()
        #expect(!measurer.hasFont(named: "No Such Sans"))
        let missing = measurer.measure(request(sample, font: ResolvedFont(family: "No Such Sans", size: 40))).size
        let system = measurer.measure(request(sample, font: ResolvedFont(size: 40))).size
        #expect(missing == system)
    }

    /// A thread whose Pango font map exists before a registration finds the new font at its next
    /// measurement: the font map adopts the new configuration, and cached measurements are dropped.
    @MainActor @Test func aFontMapMadeBeforeARegistrationSeesTheFont() throws {
        // A copy under another path is a new registration, whatever other tests registered before. It is
        // left in place: registration is for the process, and other threads' font maps may draw with it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("Brand.ttf")
        try FileManager.default.copyItem(at: TestFont.url, to: copy)

        let measurer = PangoTextMeasurer()
        let result = onOneThread { () -> (before: Int, after: Int, adopted: Bool, width: CGFloat) in
            _ = measurer.measure(request("made before", font: brand()))
            let before = FontRegistry.generation
            _ = try? FontRegistry.register(url: copy)
            let width = measurer.measure(request(sample, font: brand())).size.width
            return (before, FontRegistry.generation, PangoThreadContext.current?.adoptedFontGeneration == FontRegistry.generation, width)
        }
        #expect(result.after > result.before)
        #expect(result.adopted)
        let system = PangoTextMeasurer().measure(request(sample, font: ResolvedFont(size: 40))).size.width
        #expect(result.width < system - 10)
    }

    /// WOFF2 needs no library of Easel's own: Debian's FreeType decodes it (it is built with Brotli).
    @MainActor @Test func registersAWOFF2File() throws {
        #expect(try FontRegistry.register(url: TestFont.woff2URL) == ["FontAwesome"])
        let measurer = PangoTextMeasurer()
        #expect(measurer.hasFont(named: "FontAwesome"))
        // U+F004, Font Awesome's heart, is 0.765 em wide in the file; no other font the tests know has it.
        let heart = measurer.measure(request("\u{F004}", font: ResolvedFont(family: "FontAwesome", size: 40))).size.width
        #expect(abs(heart - 30.607) < 0.01, "\(heart)")
    }

    @MainActor @Test func aFileThatIsNotAFontIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("this is not a font".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: FontRegistry.RegistrationError.notAFont(path: file.path)) { try FontRegistry.register(url: file) }
        #expect(throws: FontRegistry.RegistrationError.missing(path: "/no/such/font.ttf")) {
            try FontRegistry.register(url: URL(fileURLWithPath: "/no/such/font.ttf"))
        }
    }

    @MainActor @Test func aFolderRegistersItsFontFilesAndNeedsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-font-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
        #expect(throws: FontRegistry.RegistrationError.noFonts(folder: folder.standardizedFileURL.path)) { try FontRegistry.register(url: folder) }
        try FileManager.default.copyItem(at: TestFont.url, to: folder.appendingPathComponent("sub/Brand.ttf"))
        #expect(try FontRegistry.register(url: folder) == [TestFont.family])
    }

    @MainActor @Test func widthsMapToOpenTypeWidthClasses() {
        #expect(PangoTextLayout.stretch(.standard) == PANGO_STRETCH_NORMAL)
        #expect(PangoTextLayout.stretch(.condensed) == PANGO_STRETCH_CONDENSED)
        #expect(PangoTextLayout.stretch(.compressed) == PANGO_STRETCH_EXTRA_CONDENSED)
        #expect(PangoTextLayout.stretch(.expanded) == PANGO_STRETCH_EXPANDED)
    }
}

/// Runs `body` on a new thread (with its own Pango context) and returns its result.
func onOneThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
