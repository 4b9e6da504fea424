import EaselSnapshotTesting
import Foundation
import Testing

/// A scene on the colour scheme's system background (white or black), padded, 320 points wide.
struct Sheet<Content: View>: View {
    let scheme: ColorScheme
    @ViewBuilder let content: () -> Content
    var body: some View {
        VStack(alignment: .leading, spacing: 12) { content() }
            .padding()
            .frame(width: 320, alignment: .leading)
            .background(scheme == .dark ? Color.black : Color.white)
    }
}

struct TextScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            Text("Large title").font(.largeTitle)
            Text("Title, bold").font(.title).bold()
            Text("Headline").font(.headline)
            HStack(alignment: .firstTextBaseline) {
                Text("Body")
                Text("italic").italic()
                Text("caption").font(.caption)
                Text("1,111 votes").monospacedDigit()
            }
            Text("Secondary text wraps at word boundaries when it is proposed less width than it needs.")
                .foregroundStyle(.secondary)
            Text("A line limit of two lines truncates this long paragraph with an ellipsis at the end of the second line.")
                .lineLimit(2)
            Text("Centred lines\nof text").multilineTextAlignment(.center)
            Text("Trailing lines\nof text").multilineTextAlignment(.trailing)
            HStack { Text("Serif").font(.system(size: 17, design: .serif)); Text("Mono").font(.system(size: 17, design: .monospaced)) }
        }
    }
}

struct ScriptScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            Text("日本語のテキスト 中文 한국어")
            Text("مرحبا بالعالم")
            Text("שלום עולם")
            Text("Pets 🐱🐟🐶 🎉")
            Text("שלום עולם, מה שלומך היום? הכל טוב, תודה רבה")
                .environment(\.layoutDirection, .rightToLeft)
            HStack { Text("Right"); Text("to"); Text("left") }.environment(\.layoutDirection, .rightToLeft)
        }
    }
}

struct ShapeScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            HStack {
                Rectangle().fill(Color.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(width: 40, height: 40)
                Capsule().fill(Color.green).frame(width: 60, height: 30)
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                Ellipse().fill(Color.purple).frame(width: 50, height: 30)
            }
            HStack {
                Rectangle().stroke(Color.red, lineWidth: 3).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).strokeBorder(Color.orange, lineWidth: 4).frame(width: 40, height: 40)
                Capsule().stroke(Color.green, lineWidth: 2).frame(width: 60, height: 30)
                Circle().strokeBorder(Color.blue, lineWidth: 5).frame(width: 40, height: 40)
                Circle().frame(width: 30, height: 30)
            }
        }
    }
}

struct ColorScene: View {
    let scheme: ColorScheme
    static let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple,
                                  .pink, .brown, .gray, .black, .white, .primary, .secondary, .accentColor]
    var body: some View {
        Sheet(scheme: scheme) {
            HStack(spacing: 4) { ForEach(0..<9) { Self.colors[$0].frame(width: 28, height: 28) } }
            HStack(spacing: 4) { ForEach(9..<18) { Self.colors[$0].frame(width: 28, height: 28) } }
        }
    }
}

struct ControlScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            ProgressView(value: 0.0)
            ProgressView(value: 0.3)
            ProgressView(value: 1.0).tint(.green)
            Divider()
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
            }
            HStack {
                Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
                Button("Default") {}
                Button("Orange") {}.buttonStyle(.borderedProminent).tint(.orange)
            }
        }
    }
}

struct ModifierScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            HStack(spacing: 16) {
                Text("Background").padding(6).background(Color.yellow)
                Text("Overlay").padding(6).overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
                Text("Border").padding(6).border(Color.blue, width: 2)
            }
            HStack(spacing: 16) {
                Color.teal.frame(width: 50, height: 40).cornerRadius(10)
                Color.indigo.frame(width: 40, height: 40).clipShape(Circle())
                Color.red.frame(width: 40, height: 40).opacity(0.4)
                Color.green.frame(width: 40, height: 40).offset(x: 6, y: 6)
                Color.orange.frame(width: 40, height: 20).rotationEffect(.degrees(30))
            }
            HStack(spacing: 16) {
                Text("Scaled").scaleEffect(1.5)
                Text("Rotated").rotationEffect(.degrees(-10))
                Text("Faded").opacity(0.5)
            }
        }
    }
}

struct DynamicTypeScene: View {
    let scheme: ColorScheme
    var body: some View {
        Sheet(scheme: scheme) {
            ForEach([DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility3], id: \.self) { size in
                Text("Best pet").dynamicTypeSize(size)
            }
            Text("Headline at accessibility 1").font(.headline).dynamicTypeSize(.accessibility1)
        }
    }
}

struct ImageScene: View {
    let scheme: ColorScheme
    let path: String
    var body: some View {
        Sheet(scheme: scheme) {
            HStack {
                Image(path)
                Image(path).resizable().frame(width: 60, height: 40)
                Image(path).resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 60).border(Color.gray)
                Image(path).resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 60).clipped()
            }
        }
    }
}

/// A small picture for image tests, drawn by Easel itself: 24 × 16 pixels of coloured quarters.
func writeImageFixture(to url: URL) throws {
    let quarters = VStack(spacing: 0) {
        HStack(spacing: 0) { Color.red; Color.green }
        HStack(spacing: 0) { Color.blue; Color.yellow }
    }.frame(width: 24, height: 16)
    try ImageRenderer(content: quarters).write(to: url)
}

/// A 3 × 3 mesh gradient with its centre vertex moved: smoothed (the default), not smoothed, and filling a circle
/// over a background colour that shows where the vertices leave the frame uncovered.
struct MeshGradientScene: View {
    static let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.35], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    static let colors: [Color] = [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint]
    var body: some View {
        HStack(spacing: 8) {
            MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors)
            MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors, smoothsColors: false)
            Circle().fill(MeshGradient(width: 3, height: 3, points: Self.points.map { $0 * 0.8 + 0.1 }, colors: Self.colors, background: .black))
        }
        .frame(width: 3 * 64 + 16, height: 64)
        .padding(8)
        .background(Color.white)
    }
}

/// The renderer's scenes — text, scripts, shapes, colours, controls, modifiers, Dynamic Type, images —
/// in light and dark at 2× and their ideal size: `snapshots/Render/`.
@Suite struct RenderSnapshotTests {
    static let cases = ColorScheme.allCases.map { SnapshotCase(size: .unspecified, scale: 2, traits: SnapshotTraits(colorScheme: $0)) }

    @MainActor @Test(arguments: cases) func text(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: TextScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "text", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func scripts(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: ScriptScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "scripts", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func shapes(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: ShapeScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "shapes", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func colors(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: ColorScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "colors", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func controls(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: ControlScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "controls", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func modifiers(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: ModifierScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "modifiers", snapshotCase, frames: false)
    }

    @MainActor @Test(arguments: cases) func dynamicType(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: DynamicTypeScene(scheme: snapshotCase.traits.colorScheme), group: "Render", subject: "dynamic-type", snapshotCase,
                        frames: false)
    }

    /// At scale 1 and in light only: a mesh draws the same in either scheme.
    @MainActor @Test func meshGradient() {
        assertSnapshots(of: MeshGradientScene(), group: "Render", subject: "mesh-gradient",
                        SnapshotCase(size: .unspecified, scale: 1, traits: SnapshotTraits(colorScheme: .light)), frames: false)
    }

    @MainActor @Test(arguments: cases) func images(_ snapshotCase: SnapshotCase) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = folder.appendingPathComponent("quarters.png")
        try writeImageFixture(to: fixture)
        assertSnapshots(of: ImageScene(scheme: snapshotCase.traits.colorScheme, path: fixture.path), group: "Render", subject: "images",
                        snapshotCase, frames: false)
    }
}
