import Easel
import EaselLayouts

/// The hours of a clock on a circle: `CircleLayout`, the first view at the top.
nonisolated public struct ClockFace: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Circle layout").font(.title2.bold())
            CircleLayout(radius: 110) {
                ForEach(1..<13) { hour in
                    Text("\(hour)")
                        .font(.title3.monospacedDigit())
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(Color.orange.opacity(hour % 3 == 0 ? 0.35 : 0.15)))
                        .id("hour-\(hour)")
                }
            }
            .background(Circle().strokeBorder(Color.secondary.opacity(0.3), lineWidth: 1).padding(18))
            .id("clock")
        }
        .padding()
    }
}
