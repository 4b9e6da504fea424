import Easel
import Foundation
import Testing

/// Pictures with text in twenty font files rendered on four threads at once, through every path on which
/// Cairo takes glyphs from the fonts outside Easel's text drawing: a shadow replaying its recorded text
/// into the image it blurs (PNG), an SVG or PDF document embedding its fonts' glyphs as it is finished,
/// and librsvg drawing an SVG image's text. Without `FontFaceLock` around any one of those paths, Cairo
/// closes a FreeType face another thread is using and the process crashes: without it around the shadow's
/// replay, four runs in five did; around finishing documents, six in six; around librsvg, two in six.
@Suite struct FontFaceConcurrencyRenderTests {
    private static let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// Eighteen Inter cuts and two DejaVu faces at sizes no other test uses, under a shadow.
    private struct Card: View {
        let seed: Int
        /// An SVG file whose text librsvg lays out and draws.
        let svg: String

        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<18, id: \.self) { index in
                    Text("Cut \(index) of card \(seed)")
                        .font(.system(size: 6 + CGFloat(seed * 18 + index) / 16, weight: FontFaceConcurrencyRenderTests.weights[index / 2]))
                        .italic(index % 2 == 1)
                }
                Text("Serif \(seed)").font(.system(size: 7 + CGFloat(seed) / 16, design: .serif))
                Text("Mono \(seed)").font(.system(size: 7 + CGFloat(seed) / 16, weight: .bold, design: .monospaced))
                Image(svg).resizable().frame(width: 120, height: 180)
            }
            .padding(4)
            .shadow(radius: 1)
        }
    }

    /// An SVG of eighteen lines of text, one in each Inter cut, at sizes `seed` picks.
    private static func svgFile(seed: Int, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("text-\(seed).svg")
        let lines = (0..<18).map { index in
            #"<text x="0" y="\#(10 * index + 9)" font-family="Inter" font-size="\#(8 + Double(seed * 18 + index) / 32)" "#
                + #"font-weight="\#(100 * (1 + index / 2))" font-style="\#(index % 2 == 0 ? "normal" : "italic")">librsvg \#(seed)</text>"#
        }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="180">"# + lines.joined() + "</svg>"
        try Data(svg.utf8).write(to: file)
        return file.path
    }

    @Test func manyThreadsRenderTextToEveryFormat() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-font-faces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    var bytes = 0
                    for round in 0..<6 {
                        let seed = thread * 6 + round
                        let renderer = ImageRenderer(content: Card(seed: seed, svg: try Self.svgFile(seed: seed, in: folder)))
                        switch round % 3 {
                        case 0: bytes += try renderer.pngData().count
                        case 1: bytes += try renderer.svgData().count
                        default: bytes += try renderer.pdfData().count
                        }
                    }
                    return bytes
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 4 && sizes.allSatisfy { $0 > 0 })
    }
}
