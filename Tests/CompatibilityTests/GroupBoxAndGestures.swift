import Easel
import Foundation
import Testing

// Views and modifiers that chart screens use around their charts, with `import Easel` alone: `GroupBox`,
// `allowsHitTesting`, `"\(value, specifier:)"` and gestures composed as SwiftUI composes them.

/// A group box with a label and a custom style that nests the automatic one.
private struct OutlinedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2))
    }
}

private struct Readings: View {
    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Today") {
                Text("\(12.3456, specifier: "%.1f") km walked").id("distance")
            }
            GroupBox {
                Text("No label").id("unlabelled")
            }
            GroupBox {
                Text("Styled").id("styled")
            } label: {
                Label("Heart rate", systemImage: "heart.fill")
            }
            .groupBoxStyle(OutlinedGroupBoxStyle())
        }
        .padding()
    }
}

@Suite struct GroupBoxAndGesturesTests {
    func frames<V: View>(_ view: V, width: CGFloat = 300) -> [String: CGRect] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: nil)
        return renderer.layoutFrames()
    }

    /// iOS's group box: the label in `.headline`, 8 points above the content, 16 points of padding, across
    /// the width offered.
    @MainActor @Test func aGroupBoxPadsItsLabelAndContent() throws {
        let frames = self.frames(GroupBox { Text("Body").id("body") } label: { Text("Title").id("title") }.id("box"))
        let box = try #require(frames["box"]), title = try #require(frames["title"]), body = try #require(frames["body"])
        #expect(box.origin == .zero && box.width == 300)
        #expect(title.origin == CGPoint(x: 16, y: 16))
        #expect(body.minX == 16 && body.minY == title.maxY + 8)
        #expect(box.maxY == body.maxY + 16)
        // The headline is semibold at the body's 17 points: as tall as body text, and wider.
        let plain = try #require(self.frames(Text("Title").id("plain"))["plain"])
        #expect(title.height == plain.height && title.width > plain.width)
        // Without a label the content starts at the padding.
        #expect(try #require(self.frames(GroupBox { Text("Body").id("only") })["only"]).origin == CGPoint(x: 16, y: 16))
    }

    @MainActor @Test func aNumberIsWrittenWithItsSpecifier() {
        let renderer = ImageRenderer(content: Text("\(12.3456, specifier: "%.1f") km walked").id("distance"))
        #expect(renderer.layoutAccessibility()["distance"]?.label == "12.3 km walked")
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func groupBoxes(_ scheme: ColorScheme) {
        assertCompatible(Readings(), named: "readings-\(scheme)", colorScheme: scheme)
    }

    /// Gestures never fire in a still picture: a view with them, composed in every way, and with hit
    /// testing off, draws exactly as the view alone.
    @MainActor @Test func gesturesAndHitTestingLeaveThePictureUnchanged() {
        let plain = Color.blue.frame(width: 80, height: 40)
        let tapOrDrag = SpatialTapGesture().exclusively(before: DragGesture()).onEnded { value in
            switch value {
            case .first(let tap): _ = tap.location
            case .second(let drag): _ = drag.translation
            }
        }
        let both = TapGesture(count: 2).simultaneously(with: LongPressGesture()).onEnded { value in _ = (value.first, value.second) }
        let pressThenDrag = LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .local))
            .onChanged { value in
                switch value {
                case .first(let pressing): _ = pressing
                case .second(let pressed, let drag): _ = (pressed, drag?.location)
                }
            }
        let mapped = SpatialTapGesture(count: 1, coordinateSpace: .local).map(\.location).onEnded { (location: CGPoint) in _ = location }
        let gestured = plain.gesture(tapOrDrag).simultaneousGesture(both).highPriorityGesture(pressThenDrag).gesture(mapped)
            .allowsHitTesting(false)
        func list(_ view: some View) -> DisplayList {
            let renderer = ImageRenderer(content: view)
            return renderer.displayList()
        }
        #expect(list(gestured) == list(plain))
        #expect(!list(plain).items.isEmpty)
    }
}
