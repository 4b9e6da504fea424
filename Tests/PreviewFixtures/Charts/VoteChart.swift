import Charts
import SwiftUI

/// The poll's votes as Swift Charts draws them: `import Charts` compiles in `easel preview` as in Xcode.
struct VoteChart: View {
    struct Vote: Identifiable {
        var pet: String
        var count: Int
        var id: String { pet }
    }

    var votes = [Vote(pet: "Cat", count: 25), Vote(pet: "Dog", count: 18), Vote(pet: "Fish", count: 4)]

    var body: some View {
        Chart(votes) { vote in
            BarMark(x: .value("Pet", vote.pet), y: .value("Votes", vote.count))
        }
        .padding()
    }
}

#Preview("Votes", traits: .fixedLayout(width: 240, height: 160)) {
    VoteChart()
}
