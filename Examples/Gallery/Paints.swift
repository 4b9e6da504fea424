import Easel

/// Shape styles: the four gradient kinds, `Color.gradient`, gradient text, hierarchical styles and
/// the background style.
nonisolated public struct Paints: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Paints")
                .font(.title2.bold())
                .foregroundStyle(.linearGradient(colors: [.pink, .purple, .blue], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.linearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(.radialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 40))
                Circle().fill(.conicGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                Capsule().fill(.ellipticalGradient(colors: [.mint, .indigo]))
            }
            .frame(height: 72)
            .id("paint-swatches")
            HStack(spacing: 8) {
                ForEach([Color.blue, .green, .orange], id: \.self) { color in
                    RoundedRectangle(cornerRadius: 8).fill(color.gradient).frame(height: 40)
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            .font(.headline)
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.quinary, in: RoundedRectangle(cornerRadius: 12))
            .id("paint-hierarchy")
            Text("On the background style")
                .padding(12)
                .background(in: Capsule())
                .backgroundStyle(.linearGradient(colors: [.teal.opacity(0.3), .blue.opacity(0.3)], startPoint: .leading, endPoint: .trailing))
                .id("paint-background")
        }
        .padding()
    }
}
