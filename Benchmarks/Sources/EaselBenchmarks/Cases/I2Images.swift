import Easel
import Foundation

/// I1 images: a card with a 120-point logo at 390 points wide, 3×, to PNG bytes, the logo an SVG (drawn
/// by librsvg as vectors at every render) against the same logo as a PNG of its 360 × 360 pixels (drawn
/// from the decoded-image cache): the ratio is what drawing an SVG image costs over a bitmap one. Both
/// files are decoded once before the clock starts, as a server or a batch has them cached.
enum I2Images {
    /// A logo of the kind brands ship: a gradient disc, a ring, a star path and a wordmark's bars.
    static let logo = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9500"/><stop offset="1" stop-color="#ff2d55"/></linearGradient></defs>
        <circle cx="60" cy="60" r="56" fill="url(#g)"/><circle cx="60" cy="60" r="44" fill="none" stroke="#fff" stroke-width="4" opacity="0.6"/>
        <path d="M60 22 L70 48 L98 48 L75 64 L84 92 L60 75 L36 92 L45 64 L22 48 L50 48 Z" fill="#fff"/>
        <rect x="30" y="100" width="60" height="6" rx="3" fill="#fff" opacity="0.8"/>
        </svg>
        """

    nonisolated struct Card: View {
        let logo: String
        var body: some View {
            HStack(spacing: 16) {
                Image(logo).resizable().frame(width: 120, height: 120)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Brand").font(.title.bold())
                    Text("The same logo, as SVG and as PNG").foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(24)
            .frame(width: 390)
            .background(Color.white)
        }
    }

    static func rows(_ context: BenchContext) throws -> [Row] {
        let svg = context.scratch.appendingPathComponent("logo.svg"), png = context.scratch.appendingPathComponent("logo.png")
        try Data(logo.utf8).write(to: svg)
        let rasteriser = ImageRenderer(content: Image(svg.path).resizable().frame(width: 120, height: 120))
        rasteriser.scale = 3
        try rasteriser.write(to: png)
        func renderer(_ file: URL) -> ImageRenderer<Card> {
            let renderer = ImageRenderer(content: Card(logo: file.path))
            renderer.scale = 3
            return renderer
        }
        let (vector, bitmap) = (renderer(svg), renderer(png))
        context.log("I2 SVG image vs PNG image")
        let comparison = try Comparison(rounds: context.rounds, ours: {
            try Clock.cpuSeconds { _ = try vector.pngData() }
        }, peer: { try Clock.cpuSeconds { _ = try bitmap.pngData() } })
        return [
            Row("I2 SVG image", timed: "card with a 120-pt SVG logo @3× → PNG", comparedWith: "the same card, the logo a 360-px PNG",
                ratio: comparison.ratio, target: .none,
                detail: "SVG \(formatSeconds(comparison.ours.median)), PNG \(formatSeconds(comparison.peer.median)) (medians)"),
        ]
    }
}
