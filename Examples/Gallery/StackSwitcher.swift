import Easel

/// The same four capsules in each built-in stack layout, switched through `AnyLayout`.
nonisolated public struct StackSwitcher: View {
    /// The layouts to switch between.
    public enum Kind: String, CaseIterable, Sendable {
        case hstack, vstack, zstack

        var layout: AnyLayout {
            switch self {
            case .hstack: AnyLayout(HStackLayout())
            case .vstack: AnyLayout(VStackLayout())
            case .zstack: AnyLayout(ZStackLayout())
            }
        }
    }

    var kind: Kind

    public init(kind: Kind) { self.kind = kind }

    public var body: some View {
        VStack(spacing: 16) {
            Text("AnyLayout: \(kind.rawValue)").font(.title2.bold())
            kind.layout {
                ForEach(0..<4) { index in
                    Text("Mark \(index)")
                        .padding()
                        .background(Capsule().fill(Color(hue: Double(index) / 10, saturation: 0.8, brightness: 0.8)))
                        .id("mark-\(index)")
                }
            }
            .frame(maxHeight: .infinity)
        }
        .padding()
    }
}
