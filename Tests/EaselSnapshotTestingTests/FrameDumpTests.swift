import Foundation
import Testing
@testable import EaselSnapshotTesting

@Suite struct FrameDumpTests {
    @MainActor @Test func numbersAreRoundedToThousandthsWithoutTrailingZeros() {
        #expect(FrameDump.number(16) == "16")
        #expect(FrameDump.number(28.6405) == "28.641")
        #expect(FrameDump.number(0.5) == "0.5")
        #expect(FrameDump.number(-0.0001) == "0")
        #expect(FrameDump.number(-2.25) == "-2.25")
        #expect(FrameDump.number(0.0004) == "0")
        #expect(FrameDump.number(1.05) == "1.05")
    }
}
