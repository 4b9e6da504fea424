// Apple's documentation sample for Swift Charts ("Swift Charts" overview), as an app in Swift 5 language
// mode writes it: `import SwiftUI`, `import Charts`, a struct holding its data, `Chart(data) { … }`.
import Charts
import SwiftUI
import Testing

struct ToyShape: Identifiable {
    var type: String
    var count: Double
    var id = UUID()
}

var toyData: [ToyShape] = [
    .init(type: "Cube", count: 5),
    .init(type: "Sphere", count: 4),
    .init(type: "Pyramid", count: 4),
]

struct BarChart: View {
    var body: some View {
        Chart(toyData) {
            BarMark(
                x: .value("Shape Type", $0.type),
                y: .value("Total Count", $0.count)
            )
        }
    }
}

@Suite struct ChartsSampleCodeTests {
    @Test func theDocumentationsBarChartCompilesAndDraws() throws {
        let renderer = ImageRenderer(content: BarChart().frame(width: 300, height: 200))
        #expect(try renderer.pngData().count > 1000)
    }
}
