import Easel

/// E1's card: six rounded tiles at 390 points wide, each with the usual card shadow (radius 8, y 4) or,
/// with `shadows` false, the same shadow fully transparent (which draws nothing).
nonisolated public struct ShadowCard: View {
    let shadows: Bool

    public init(shadows: Bool) { self.shadows = shadows }

    public var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<6, id: \.self) { index in
                HStack {
                    Text("Tile \(index + 1)").font(.headline)
                    Spacer()
                    Text("\(index * 7) votes").foregroundStyle(.secondary)
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color.white)
                    .shadow(color: .black.opacity(shadows ? 0.2 : 0), radius: 8, y: 4))
            }
        }
        .padding(24)
        .frame(width: 390)
        .background(Color(white: 0.95))
    }
}
