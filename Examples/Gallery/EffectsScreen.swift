import Easel

/// Effects: materials over a photo-like scene, a shadow, a blur, a mask, a blend mode, and a `Canvas`
/// drawing with transforms, gradients, a clip and a shadow filter.
nonisolated public struct EffectsScreen: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Effects")
                .font(.title2.bold())
            ZStack {
                Landscape()
                HStack(spacing: 8) {
                    MaterialCard(name: "Ultra thin", material: .ultraThinMaterial)
                    MaterialCard(name: "Regular", material: .regularMaterial)
                    MaterialCard(name: "Thick", material: .ultraThickMaterial)
                }
                .padding(12)
            }
            .frame(height: 132)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .id("effects-materials")
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(.linearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
                    .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
                Text("Blur")
                    .font(.title.bold())
                    .foregroundStyle(.indigo)
                    .blur(radius: 2)
                    .frame(maxWidth: .infinity)
                Circle()
                    .fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .mask { Text("Aa").font(.largeTitle.bold()) }
                ZStack {
                    Circle().fill(.yellow).offset(x: -9)
                    Circle().fill(.cyan).offset(x: 9).blendMode(.multiply)
                }
                .compositingGroup()
            }
            .frame(height: 56)
            .id("effects-row")
            Canvas { context, size in
                Starburst.draw(in: &context, size: size)
            }
            .frame(height: 120)
            .background(.quinary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .id("effects-canvas")
        }
        .padding()
    }
}

/// A photo-like backdrop with sharp edges for the materials to blur: a sky, a sun and two hills.
nonisolated private struct Landscape: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.16, green: 0.35, blue: 0.85), Color(red: 0.98, green: 0.55, blue: 0.35)],
                           startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(Color(red: 1, green: 0.85, blue: 0.3))
                .frame(width: 70, height: 70)
                .offset(x: 60, y: -10)
            Hills(phase: 0).fill(Color(red: 0.1, green: 0.45, blue: 0.3))
            Hills(phase: 1).fill(Color(red: 0.05, green: 0.3, blue: 0.2))
        }
    }
}

/// A hill line across the bottom of the frame.
nonisolated private struct Hills: Shape {
    let phase: CGFloat

    func path(in rect: CGRect) -> Path {
        Path { path in
            let top = rect.minY + rect.height * (0.55 + 0.12 * phase)
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: top + 10))
            path.addCurve(to: CGPoint(x: rect.maxX, y: top - 6 * phase),
                          control1: CGPoint(x: rect.minX + rect.width * (0.3 + 0.3 * phase), y: top - 40),
                          control2: CGPoint(x: rect.minX + rect.width * 0.6, y: top + 40))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

nonisolated private struct MaterialCard: View {
    let name: String
    let material: Material

    var body: some View {
        Text(name)
            .font(.caption.bold())
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(material, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

/// The canvas drawing: twelve rays rotated about the centre, a gradient star clipped to a circle, and a
/// caption with a shadow filter.
enum Starburst {
    static func draw(in context: inout GraphicsContext, size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - 8
        var rays = context
        rays.translateBy(x: center.x, y: center.y)
        for index in 0..<12 {
            var ray = rays
            ray.rotate(by: .degrees(Double(index) * 30))
            ray.stroke(Path { $0.move(to: CGPoint(x: radius * 0.55, y: 0)); $0.addLine(to: CGPoint(x: radius, y: 0)) },
                       with: .color(index.isMultiple(of: 2) ? .orange : .pink), style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
        var star = context
        star.clip(to: Path(ellipseIn: CGRect(x: center.x - radius * 0.5, y: center.y - radius * 0.5,
                                             width: radius, height: radius)))
        star.fill(starPath(center: center, radius: radius * 0.6),
                  with: .linearGradient(Gradient(colors: [.yellow, .red]), startPoint: CGPoint(x: center.x, y: center.y - radius * 0.6),
                                        endPoint: CGPoint(x: center.x, y: center.y + radius * 0.6)))
        var caption = context
        caption.addFilter(.shadow(color: .black.opacity(0.4), radius: 2, y: 1))
        caption.draw(Text("Canvas").font(.headline).foregroundStyle(.white), at: CGPoint(x: size.width - 12, y: size.height - 10),
                     anchor: .bottomTrailing)
    }

    /// A five-pointed star around `center`.
    static func starPath(center: CGPoint, radius: CGFloat) -> Path {
        Path { path in
            for index in 0..<10 {
                let angle = Double(index) * .pi / 5 - .pi / 2
                let length = index.isMultiple(of: 2) ? radius : radius * 0.45
                let point = CGPoint(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}
