import SwiftUI

struct VoteRow: View {
    var name: String
    var votes: Int

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("\(votes)")
                .monospacedDigit()
                .id("votes")
        }
        .padding()
        // The colour set of Assets.xcassets, through the symbol Xcode generates for it.
        .background(Color(.rowBackground))
    }
}

struct VoteRow_Previews: PreviewProvider {
    static var previews: some View {
        VoteRow(name: "Cat", votes: 25)
            .previewLayout(.fixed(width: 320, height: 60))
            .previewDisplayName("Cat")
    }
}
