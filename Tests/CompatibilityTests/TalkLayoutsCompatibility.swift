import Easel
@testable import SeedLayouts
import Testing

// The WWDC22 talk's layouts (Examples/SeedLayouts/TalkLayouts.swift), which declare their own
// `struct Rank: LayoutValueKey` and `View.rank(_:)` exactly as the talk does: they compile against
// `import Easel` (which no longer brings a `rank` of its own) and place the podium as the talk shows it.
@Suite struct TalkLayoutsCompatibilityTests {
    @MainActor @Test(arguments: [[1, 2, 3], [2, 1, 3], [1, 1, 2]])
    func podium(ranks: [Int]) {
        let podium = MyRadialLayout {
            ForEach(0..<3) { index in
                Circle()
                    .fill([Color.orange, .blue, .green][index])
                    .frame(width: 40, height: 40)
                    .rank(ranks[index])
            }
        }
        .frame(width: 160, height: 160)
        assertCompatible(podium, named: ranks.map(String.init).joined(), width: 160, height: 160)
    }
}
