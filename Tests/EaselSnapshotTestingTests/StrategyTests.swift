import Foundation
import Testing
@testable import EaselSnapshotTesting

/// What each strategy snapshots: the size, background and traits of `.png`, the text of `.frames`, the
/// determinism of `.svg`, and how a view that cannot be rendered fails.
@Suite struct StrategyTests {
    /// The snapshot `strategy` takes of `view`.
    static func snapshot<V, Format>(_ view: V, as strategy: Snapshotting<V, Format>) -> Format? {
        var result: Format?
        strategy.snapshot(view).run { result = $0 }
        return result
    }

    static var square: some View { Color.red.frame(width: 20, height: 10).id("square") }

    @MainActor @Test func aGivenSizeIsThePictureWithTheViewCentredOnTheWindowBackground() throws {
        let data = try #require(Self.snapshot(Self.square, as: .png(size: ProposedViewSize(width: 40, height: 30), scale: 2)))
        let image = try RasterImage(png: data)
        #expect(image.width == 80 && image.height == 60)
        #expect(image[0, 0] == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)) // light: white
        #expect(image[40, 30] == RasterImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))  // the square, centred
        #expect(image[19, 30].red == 255 && image[19, 30].green == 255 && image[20, 30].green == 59)
        let dark = try RasterImage(png: try #require(Self.snapshot(Self.square, as: .png(size: ProposedViewSize(width: 40, height: 30),
                                                                                         traits: SnapshotTraits(colorScheme: .dark)))))
        #expect(dark[0, 0] == RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))         // dark: black
        #expect(dark[40, 30] == RasterImage.Pixel(red: 255, green: 69, blue: 58, alpha: 255))   // dark red
    }

    @MainActor @Test func aMissingDimensionIsTheViewsOwn() throws {
        let widthOnly = try RasterImage(png: try #require(Self.snapshot(Self.square, as: .png(size: ProposedViewSize(width: 40, height: nil),
                                                                                              scale: 1))))
        #expect(widthOnly.width == 40 && widthOnly.height == 10)
        let ideal = try RasterImage(png: try #require(Self.snapshot(Self.square, as: .png(scale: 3))))
        #expect(ideal.width == 60 && ideal.height == 30)
    }

    @MainActor @Test func framesAreSortedByIdInPoints() throws {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 10.5, height: 10).id("b")
            Color.red.frame(width: 20, height: 5).id("a")
        }
        let text = try #require(Self.snapshot(view, as: .frames(size: ProposedViewSize(width: 40, height: nil), scale: 2)))
        // The stack (30.5 wide) is centred in 40 at 4.75, on the half-point grid of scale 2 at 5; "a" is
        // centred in the 10-point height.
        #expect(text == """
            size: 40 × 10
            a: x 15.5, y 2.5, width 20, height 5
            b: x 5, y 0, width 10.5, height 10

            """)
        let rightToLeft = try #require(Self.snapshot(view, as: .frames(size: ProposedViewSize(width: 40, height: nil), scale: 2,
                                                                       traits: SnapshotTraits(layoutDirection: .rightToLeft))))
        #expect(rightToLeft.contains("a: x 5, y 2.5, width 20, height 5"))
        #expect(rightToLeft.contains("b: x 25, y 0, width 10.5, height 10"))
    }

    @MainActor @Test func framesFollowTheDynamicTypeSize() throws {
        let text = Text("Best pet").id("title")
        let large = try #require(Self.snapshot(text, as: .frames()))
        let larger = try #require(Self.snapshot(text, as: .frames(traits: SnapshotTraits(dynamicTypeSize: .accessibility3))))
        #expect(large != larger)
    }

    @MainActor @Test func svgIsDeterministicAndInPixels() throws {
        let strategy = Snapshotting<Text, String>.svg(size: ProposedViewSize(width: 100, height: 40), scale: 2)
        let first = try #require(Self.snapshot(Text("Best pet"), as: strategy))
        #expect(first == Self.snapshot(Text("Best pet"), as: strategy))
        #expect(first.contains("width=\"200px\""))
        #expect(strategy.pathExtension == "svg")
    }

    @MainActor @Test func aViewThatCannotBeRenderedFails() throws {
        try withTemporaryFolders { references, _ in
            func box(_ side: CGFloat) -> some View { Color.red.frame(width: side, height: side) }
            _ = verifySnapshot(of: box(10), as: .png(scale: 1), named: "box", in: references, testName: "render", record: .all)
            var message: String?
            withKnownIssue {
                message = verifySnapshot(of: box(0), as: .png(scale: 1), named: "box", in: references, testName: "render", record: .never)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("cannot render the snapshot: nothing to render") }
            }
            #expect(message?.contains("cannot read the actual image: no data") == true)
            removeLibraryCopy(of: "render.box.png", testFile: "StrategyTests")
        }
    }
}
