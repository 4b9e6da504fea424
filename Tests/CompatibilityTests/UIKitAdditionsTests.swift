import Foundation
import SwiftUI
import Testing

/// UIKit's names added for chart code: `UIColor.accessibilityName` and `ImageRenderer.uiImage`.
@Suite struct UIKitAdditionsTests {
    @MainActor @Test func colourNamesFollowHueLightnessAndSaturation() {
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).accessibilityName == "blue")
        #expect(UIColor.systemBlue.accessibilityName == "blue")
        #expect(UIColor(red: 0.5, green: 0, blue: 0, alpha: 1).accessibilityName == "dark red")
        #expect(UIColor(red: 0.7, green: 1, blue: 0.2, alpha: 1).accessibilityName == "vibrant yellow green")
        #expect(UIColor(red: 1, green: 0.75, blue: 0.85, alpha: 1).accessibilityName == "light pink")
        #expect(UIColor(red: 0.55, green: 0.4, blue: 0.65, alpha: 1).accessibilityName == "pale purple")
        #expect(UIColor(white: 0, alpha: 1).accessibilityName == "black")
        #expect(UIColor(white: 1, alpha: 1).accessibilityName == "white")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor(white: 0.2, alpha: 1).accessibilityName == "dark gray")
        #expect(UIColor(white: 0.5, alpha: 0).accessibilityName == "clear")
        #expect(UIColor.systemOrange.accessibilityName == "orange")
        #expect(UIColor.systemGreen.accessibilityName == "green")
    }

    @MainActor @Test func uiImageDrawsTheRenderedViewAtItsScale() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 6, height: 4); Color.blue.frame(width: 4, height: 4) }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.scale == 2)
        let redrawn = ImageRenderer(content: Image(uiImage: image))
        redrawn.scale = 2
        #expect(redrawn.layout().displayList.size == CGSize(width: 10, height: 4))
        #expect(try redrawn.pngData() == renderer.pngData())
    }
}
