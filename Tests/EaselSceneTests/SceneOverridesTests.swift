import Easel
import EaselScene
import Foundation
import Testing

/// `SceneOverrides`, the one type the command line, batch lines and `easel serve` give a scene's canvas
/// and environment through.
@Suite struct SceneOverridesTests {
    static let everything = SceneOverrides(width: 320, height: 200.5, scale: 2, dynamicTypeSize: .accessibility2, colorScheme: .dark,
                                           layoutDirection: .rightToLeft, safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    /// A batch line's JSON and a URL query give the same values, and the query form reads back.
    @MainActor @Test func jsonAndQueryTextGiveTheSameOverrides() throws {
        let json = #"{"width": 320, "height": 200.5, "scale": 2, "dynamicTypeSize": "accessibility2", "colorScheme": "dark", "layoutDirection": "rtl", "safeArea": {"top": 47, "bottom": 34}}"#
        let object = try JSONNode(JSONParser.parse(Data(json.utf8))).object("key", allowedKeys: SceneOverrides.keys)
        #expect(try SceneOverrides(object) == Self.everything)
        let items = Self.everything.queryItems
        #expect(items == ["width=320", "height=200.5", "scale=2", "dynamicTypeSize=accessibility2", "colorScheme=dark",
                          "layoutDirection=rtl", "safeArea=iPhone14"])
        let query = Dictionary(uniqueKeysWithValues: items.map { item in
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts[1])
        })
        #expect(try SceneOverrides(query: query) == Self.everything)
        var odd = Self.everything
        odd.safeArea = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5)
        #expect(odd.queryItems.last == "safeArea=1,2,3,4.5")
        #expect(try SceneOverrides(query: ["safeArea": "1,2,3,4.5"]).safeArea == odd.safeArea)
    }

    /// Each value is checked as the scene file checks its canvas and environment, the fault at its name.
    @MainActor @Test func eachFaultNamesItsKey() throws {
        for (query, message) in [(["scale": "0"], "scale: expected a number above 0, got 0"),
                                 (["width": "20000"], "width: expected a number ≤ 10000, got 20000"),
                                 (["dynamicTypeSize": "huge"], "dynamicTypeSize: expected one of"),
                                 (["safeArea": "1,2,3"], "safeArea: expected one of")] {
            #expect(throws: SceneError.self, "\(query)") { try SceneOverrides(query: query) }
            do { _ = try SceneOverrides(query: query) } catch { #expect("\(error)".hasPrefix(message), "\(error)") }
        }
    }

    /// Applied, only the values that are set replace the document's.
    @MainActor @Test func onlyTheValuesSetReplaceTheScenes() throws {
        var document = try SceneDocument(json: Data(#"{"canvas": {"width": 100, "height": 50, "scale": 1}, "environment": {"colorScheme": "dark"}, "root": {"type": "Color", "color": "red"}}"#.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        SceneOverrides(scale: 3).apply(to: &document)
        #expect(document.canvas.width == 100 && document.canvas.height == 50 && document.canvas.scale == 3)
        #expect(document.environment.colorScheme == .dark)
    }
}
