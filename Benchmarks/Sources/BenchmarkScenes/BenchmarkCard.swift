import Easel

/// C1's card, 1200 × 630 points at 1×, the size of an Open Graph image: on white, 72 points in, an
/// orange circle beside two lines of heading, a paragraph that wraps to three lines, and a progress bar.
///
/// `spec` describes the same card to Takumi's worker (`Scripts/takumi_worker.py`), which builds it as a
/// flexbox tree: the texts, sizes, weights and colours below are the one source for both sides.
nonisolated public struct BenchmarkCard: View {
    public static let width = 1200.0, height = 630.0
    static let padding = 72.0, spacing = 36.0
    static let circle = 140.0, circleSpacing = 40.0, headingSpacing = 8.0
    static let heading = (text: "Easel renders SwiftUI", size: 60.0, weight: 700)
    static let subheading = (text: "Layouts on Linux, to PNG", size: 40.0, weight: 600)
    static let paragraph = (text: "Views, modifiers and stacks are laid out as SwiftUI lays them out, then drawn with Pango "
        + "and Cairo and encoded as PNG, SVG or PDF, from a command line, a JSON scene or a server.", size: 30.0, weight: 400)
    static let progress = 0.62
    /// SwiftUI's light `orange`, `gray`, a dark grey for the paragraph, and `ProgressView`'s track (the
    /// system fill, 0x787880 at 20%).
    static let orange = 0xFF9500, gray = 0x8E8E93, ink = 0x404040, track = (rgb: 0x787880, alpha: 0.2)

    /// The files of fonts-inter (Debian) that Easel draws these weights with through fontconfig, for
    /// Takumi to register: both sides shape the same font.
    static let fonts: [(path: String, weight: Int)] = [
        ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 400),
        ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", 600),
        ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 700),
    ]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            HStack(spacing: Self.circleSpacing) {
                Circle().fill(Self.color(Self.orange)).frame(width: Self.circle, height: Self.circle)
                VStack(alignment: .leading, spacing: Self.headingSpacing) {
                    Text(Self.heading.text).font(.system(size: Self.heading.size, weight: .bold)).foregroundStyle(Color.black)
                    Text(Self.subheading.text).font(.system(size: Self.subheading.size, weight: .semibold))
                        .foregroundStyle(Self.color(Self.gray))
                }
            }
            Text(Self.paragraph.text).font(.system(size: Self.paragraph.size)).foregroundStyle(Self.color(Self.ink))
            ProgressView(value: Self.progress).tint(Self.color(Self.orange))
        }
        .padding(Self.padding)
        .frame(width: Self.width, height: Self.height, alignment: .topLeading)
        .background(Color.white)
    }

    static func color(_ hex: Int) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    /// The card for Takumi's worker, as JSON: the numbers and texts above, colours as CSS.
    public static var spec: [String: Any] {
        func css(_ hex: Int) -> String { "#" + String(hex, radix: 16, uppercase: true).leftPadded(to: 6) }
        func text(_ line: (text: String, size: Double, weight: Int), _ colour: Int) -> [String: Any] {
            ["text": line.text, "size": line.size, "weight": line.weight, "color": css(colour)]
        }
        return [
            "width": width, "height": height, "padding": padding, "spacing": spacing,
            "circle": circle, "circleSpacing": circleSpacing, "headingSpacing": headingSpacing,
            "heading": text(heading, 0x000000), "subheading": text(subheading, gray), "paragraph": text(paragraph, ink),
            "progress": progress, "barHeight": 4.0, "accent": css(orange),
            "fonts": fonts.map { ["path": $0.path, "weight": $0.weight] },
            "track": "rgba(\(track.rgb >> 16), \(track.rgb >> 8 & 0xFF), \(track.rgb & 0xFF), \(track.alpha))",
        ]
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
