import Foundation
import Gallery
import Testing

/// `easel gallery`: one file per gallery screen, named after it.
@Suite struct GalleryCommandTests {
    @MainActor @Test func writesEveryScreen() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["gallery", "-o", "out/gallery/"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let names = GalleryScreen.allCases.map { "\($0.rawValue).png" }
            #expect(run.stdout == names.map { "out/gallery/\($0)\n" }.joined())
            #expect(try files(in: folder.appendingPathComponent("out/gallery")) == names.sorted())
            for name in names {
                let data = try Data(contentsOf: folder.appendingPathComponent("out/gallery/\(name)"))
                #expect(pngSize(data).map { [$0.width, $0.height] } == [1170, 2532], "\(name)")
            }
        }
    }

    @MainActor @Test func inAnotherFormatAndScale() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["gallery", "-o", "svg", "--format", "svg", "--scale", "1", "--color-scheme", "dark"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let data = try Data(contentsOf: folder.appendingPathComponent("svg/flow.svg"))
            #expect(svgSize(data).map { [$0.width, $0.height] } == [390, 844])
        }
    }

    @MainActor @Test func failuresWriteNothing() throws {
        try withTemporaryFolder { folder in
            let format = try easel(["gallery", "-o", "out", "--format", "gif"], in: folder)
            #expect(format.status == 64 && format.stderr.contains("--format must be png, svg, pdf, jpeg or webp, got gif"))
            try Data("a file".utf8).write(to: folder.appendingPathComponent("taken"))
            let taken = try easel(["gallery", "-o", "taken"], in: folder)
            #expect(taken.status == 73 && taken.stderr.hasPrefix("cannot create the folder taken: "))
            #expect(try files(in: folder) == ["taken"])
        }
    }
}
