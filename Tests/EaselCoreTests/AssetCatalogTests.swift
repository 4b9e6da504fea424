import Foundation
import Synchronization
import Testing
@testable import EaselCore

/// A folder of PNG headers (all layout reads): `files` names each file and its pixel side.
private func assetsFolder(_ files: [String: UInt32]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-assets-\(UUID().uuidString)", isDirectory: true)
    for (name, side) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for _ in 0..<2 { bytes += (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) } }
        try Data(bytes).write(to: url)
    }
    return folder
}

@Suite struct AssetCatalogTests {
    @MainActor @Test func theScaleVariantIsTheSmallestAtLeastTheRenderScaleElseTheLargest() throws {
        let folder = try assetsFolder(["logo.png": 10, "logo@2x.png": 20, "logo@3x.png": 30, "badge.png": 8, "badge@2x.svg": 16])
        defer { try? FileManager.default.removeItem(at: folder) }
        func chosen(_ name: String, _ scale: CGFloat) -> String? {
            AssetCatalog.asset(named: name, in: folder, scale: scale).map { URL(fileURLWithPath: $0.path).lastPathComponent }
        }
        #expect(chosen("logo", 1) == "logo.png")
        #expect(chosen("logo", 1.5) == "logo@2x.png")
        #expect(chosen("logo", 2) == "logo@2x.png")
        #expect(chosen("logo", 3) == "logo@3x.png")
        #expect(chosen("logo", 4) == "logo@3x.png")
        #expect(chosen("badge", 3) == "badge@2x.svg")
        #expect(chosen("missing", 1) == nil)
        #expect(chosen("../logo", 1) == nil)
        // Each variant is the same size in points: its pixels ÷ its scale.
        for scale in [1.0, 2, 3] {
            let layout = frames(Image("logo").id("logo"), scale: scale) { $0.assetsDirectory = folder }
            #expect(layout == ["logo": CGRect(x: 0, y: 0, width: 10, height: 10)], "scale \(scale)")
        }
    }

    @MainActor @Test func anXcodeImageSetIsFound() throws {
        let folder = try assetsFolder(["Assets.xcassets/star.imageset/star-1.png": 12, "Assets.xcassets/star.imageset/star-2.png": 24])
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = """
            {"images": [{"idiom": "universal", "filename": "star-1.png", "scale": "1x"},
                        {"idiom": "universal", "filename": "star-2.png", "scale": "2x"},
                        {"idiom": "universal", "scale": "3x"}], "info": {"version": 1, "author": "xcode"}}
            """
        try Data(contents.utf8).write(to: folder.appendingPathComponent("Assets.xcassets/star.imageset/Contents.json"))
        #expect(AssetCatalog.asset(named: "star", in: folder, scale: 3).map { URL(fileURLWithPath: $0.path).lastPathComponent } == "star-2.png")
        #expect(AssetCatalog.asset(named: "star", in: folder, scale: 1).map { URL(fileURLWithPath: $0.path).lastPathComponent } == "star-1.png")
        let catalog = folder.appendingPathComponent("Assets.xcassets", isDirectory: true)
        #expect(AssetCatalog.asset(named: "star", in: catalog, scale: 2)?.scale == 2)
        let layout = frames(Image("star").id("star"), scale: 2) { $0.assetsDirectory = folder }
        #expect(layout == ["star": CGRect(x: 0, y: 0, width: 12, height: 12)])
    }

    @MainActor @Test func aMissingAssetDrawsNothingAndIsReported() throws {
        let folder = try assetsFolder(["logo.png": 10])
        defer { try? FileManager.default.removeItem(at: folder) }
        let reported = Mutex<[MissingImage]>([])
        let layout = LayoutDiagnostics.$missingImageReporter.withValue(.init { problem in reported.withLock { $0.append(problem) } }) {
            frames(Image("nope").id("nope"), scale: 1) { $0.assetsDirectory = folder }
        }
        #expect(layout == ["nope": CGRect(x: 0, y: 0, width: 0, height: 0)])
        #expect(reported.withLock { $0 } == [MissingImage(name: "nope", folder: folder.path)])
        // Decorative images resolve as any other.
        #expect(frames(Image(decorative: "logo").id("logo")) { $0.assetsDirectory = folder } == ["logo": CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}

/// A catalog folder with colour sets: `sets` maps a set's path in `Assets.xcassets` to its `Contents.json`.
private func colorCatalog(_ sets: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-colors-\(UUID().uuidString)", isDirectory: true)
    for (path, contents) in sets {
        let url = folder.appendingPathComponent("Assets.xcassets/\(path)/Contents.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return folder
}

private func colorEntry(_ components: String, space: String = "srgb", dark: Bool = false) -> String {
    let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
    return #"{\#(appearance)"idiom": "universal", "color": {"color-space": "\#(space)", "components": {\#(components)}}}"#
}

@Suite struct AssetCatalogColorTests {
    @MainActor @Test func componentsAreFractionsEightBitIntegersOrHexadecimal() throws {
        let contents = #"{"colors": [\#(colorEntry(#""red": "0.200", "green": "51", "blue": "0x33", "alpha": "1.000""#)), \#(colorEntry(#""white": "0.5", "alpha": "0.5""#, space: "gray-gamma-22", dark: true))]}"#
        let color = try #require(AssetCatalogColors.parse(contents: Data(contents.utf8)))
        #expect(color.light == RGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        #expect(color.dark == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        // Without a dark entry the dark colour is the light one; other idioms and high contrast are skipped.
        let single = #"{"colors": [{"idiom": "mac", "color": {"components": {"red": "1.0", "green": "0.0", "blue": "0.0"}}}, \#(colorEntry(#""red": "0.000", "green": "0.000", "blue": "1.000""#))]}"#
        #expect(AssetCatalogColors.parse(contents: Data(single.utf8)) == .init(light: RGBA(red: 0, green: 0, blue: 1, alpha: 1), dark: RGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(AssetCatalogColors.parse(contents: Data(#"{"colors": []}"#.utf8)) == nil)
        #expect(AssetCatalogColors.parse(contents: Data("not json".utf8)) == nil)
    }

    @MainActor @Test func aNamedColorResolvesFromTheCatalogInEitherSchemeAndAMissingOneIsClear() throws {
        let brand = #"{"colors": [\#(colorEntry(#""red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#)), \#(colorEntry(#""red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000""#, dark: true))]}"#
        let sky = #"{"colors": [\#(colorEntry(#""red": "0", "green": "255", "blue": "0""#))]}"#
        let folder = try colorCatalog(["Brand.colorset": brand, "Sky/Day Top.colorset": sky, "Fountain/Stone.colorset": sky,
                                       "AccentColor.colorset": sky])
        // A group that provides a namespace names its sets `Group/Name`.
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8)
            .write(to: folder.appendingPathComponent("Assets.xcassets/Fountain/Contents.json"))
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = EnvironmentValues()
        environment.assetsDirectory = folder
        #expect(Color("Brand", bundle: nil).resolve(in: environment) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        environment.colorScheme = .dark
        #expect(Color("Brand").resolve(in: environment) == RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        // Sets in groups are found by name, and by `Group/Name` in a namespace.
        #expect(Color("Day Top").resolve(in: environment) == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color("Fountain/Stone").resolve(in: environment) == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color(ColorResource(name: "Brand", bundle: .main)).resolve(in: environment) == RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        // The catalog's AccentColor is the accent colour, unless a tint is set.
        #expect(Color.accentColor.resolve(in: environment) == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        for missing in ["Nope", "../Brand", "", "Fountain/../Brand"] {
            #expect(Color(missing).resolve(in: environment).alpha == 0, "\(missing)")
        }
        #expect(Color("Brand").resolve(in: EnvironmentValues()).alpha == 0)
        #expect(Color.accentColor.resolve(in: EnvironmentValues()) == Color.blue.resolve(in: EnvironmentValues()))
    }
}
