import EaselPreviews
import Foundation
import Testing

/// The symbols `easel preview` generates for asset catalogs, as Xcode 15 names them.
@Suite struct AssetSymbolsTests {
    @MainActor @Test func namesAreLowerCamelCaseWithoutTheirKindsSuffix() {
        #expect(AssetSymbols.symbol(forAsset: "Premium Bird Food", suffix: "Color") == "premiumBirdFood")
        #expect(AssetSymbols.symbol(forAsset: "AccentColor", suffix: "Color") == "accent")
        #expect(AssetSymbols.symbol(forAsset: "Color", suffix: "Color") == "color")
        #expect(AssetSymbols.symbol(forAsset: "floor_1", suffix: "Image") == "floor1")
        #expect(AssetSymbols.symbol(forAsset: "bird-icon.large", suffix: "Image") == "birdIconLarge")
        #expect(AssetSymbols.symbol(forAsset: "3D", suffix: "Image") == "_3D")
        #expect(AssetSymbols.symbol(forAsset: "---", suffix: "Image") == nil)
    }

    @MainActor @Test func catalogsGiveResourcesNamespacesAndColorMembers() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("easel-symbols-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for set in ["Premium Bird Food.colorset", "Red.colorset", "Fountain/Stone.imageset", "Sky/Day Top.colorset", "Bird.imageset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(to: catalog.appendingPathComponent("Fountain/Contents.json"))
        let source = AssetSymbols.source(catalogs: [catalog])
        #expect(source.contains(#"static let premiumBirdFood = ColorResource(name: "Premium Bird Food", bundle: .main)"#))
        // A group without a namespace adds nothing to the name; one with a namespace is an enum.
        #expect(source.contains(#"static let dayTop = ColorResource(name: "Day Top", bundle: .main)"#))
        #expect(source.contains("    enum Fountain {\n        static let stone = ImageResource(name: \"Fountain/Stone\", bundle: .main)\n    }"))
        #expect(source.contains(#"static let bird = ImageResource(name: "Bird", bundle: .main)"#))
        // Colours also get `Color` and `ShapeStyle` members, except where SwiftUI has a colour of that name.
        #expect(source.contains("extension ShapeStyle where Self == Color {\n    static var premiumBirdFood: Color { Color(ColorResource.premiumBirdFood) }"))
        #expect(!source.contains("static var red: Color"))
        #expect(AssetSymbols.source(catalogs: []) == "")
        // A member the user's files declare themselves is not generated again.
        let declared = AssetSymbols.declaredStatics(in: ["extension Color {\n    static let premiumBirdFood = Color(.premiumBirdFood)\n}"])
        #expect(declared == ["premiumBirdFood"])
        #expect(!AssetSymbols.source(catalogs: [catalog], declaredStatics: declared).contains("static var premiumBirdFood"))
    }
}
