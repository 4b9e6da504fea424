import Easel

/// Symbols beside text: `Image(systemName:)` at each text style and image scale, on the text's
/// baseline, with variants and foreground styles.
nonisolated public struct SymbolsScreen: View {
    static let rows: [(symbol: String, title: String, color: Color)] = [
        ("star.fill", "Favourites", .orange), ("heart", "Liked", .red), ("bell.slash", "Muted", .gray),
        ("checkmark.circle.fill", "Done", .green), ("exclamationmark.triangle", "Warnings", .yellow),
        ("trash", "Deleted", .blue),
    ]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Symbols").font(.title2.bold())
            ForEach(Self.rows, id: \.symbol) { row in
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: row.symbol).foregroundStyle(row.color).id("symbol-\(row.symbol)")
                    Text(row.title)
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Image(systemName: "globe").imageScale(.small)
                Image(systemName: "globe")
                Image(systemName: "globe").imageScale(.large)
                Text("small, medium, large")
            }
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Image(systemName: "person")
                Image(systemName: "person").symbolVariant(.fill)
                Image(systemName: "person").symbolVariant(.circle)
                Image(systemName: "person").symbolVariant(.circle.fill)
                Text("variants").font(.caption)
            }
            .foregroundStyle(Color.purple)
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: "cloud.sun")
                Text("22°").font(.largeTitle)
            }
            .font(.largeTitle)
        }
        .padding()
    }
}
