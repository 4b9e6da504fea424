// Previews as a Swift 5 mode app writes them, compiled against `import SwiftUI`: `#Preview` with a name,
// traits and `@Previewable` state, and a `PreviewProvider`. PreviewTests draws the same forms in Swift 6 mode.
import SwiftUI
import Testing

struct CounterLabel: View {
    @Binding var count: Int

    var body: some View {
        Text("Count: \(count)")
            .id("count")
    }
}

#Preview("Counter", traits: .fixedLayout(width: 200, height: 60), .landscapeLeft) {
    @Previewable @State var count = 3
    CounterLabel(count: $count)
}

struct CounterLabel_Previews: PreviewProvider {
    static var previews: some View {
        CounterLabel(count: .constant(1))
            .previewLayout(.sizeThatFits)
    }
}

@Suite struct PreviewsInSwift5ModeTests {
    @Test func aProviderSplitsIntoItsTopLevelViews() {
        #expect(PreviewParts.settings(of: CounterLabel_Previews.previews).map(\.layout) == [.sizeThatFits])
    }
}
