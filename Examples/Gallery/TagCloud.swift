import Easel
import EaselLayouts

/// Tags that wrap like words in a paragraph: `FlowLayout` with the views' preferred spacing.
nonisolated public struct TagCloud: View {
    static let tags = ["Swift", "Layout", "Grid", "ViewThatFits", "AnyLayout", "Pango", "Cairo", "Linux",
                       "PNG", "SVG", "PDF", "Snapshot tests", "Dynamic Type", "Right-to-left", "Radial", "Flow"]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Flow layout").font(.title2.bold())
            FlowLayout {
                ForEach(Self.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.callout)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(Color.blue.opacity(0.12)))
                        .id("tag-\(tag)")
                }
            }
            .id("flow")
        }
        .padding()
    }
}
