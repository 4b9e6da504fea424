import Easel
import EaselLayouts

/// Four badges in the corners of a card: `CornerLayout`.
nonisolated public struct Corners: View {
    static let badges: [(String, Color)] = [("Top leading", .red), ("Top trailing", .green),
                                           ("Bottom leading", .blue), ("Bottom trailing", .purple)]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Corner layout").font(.title2.bold())
            CornerLayout(spacing: 8) {
                ForEach(Self.badges, id: \.0) { badge in
                    Text(badge.0)
                        .font(.footnote.bold())
                        .foregroundStyle(Color.white)
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 8).fill(badge.1))
                        .id("corner-\(badge.0)")
                }
            }
            .frame(height: 200)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.12)))
            .id("corners")
        }
        .padding()
    }
}
