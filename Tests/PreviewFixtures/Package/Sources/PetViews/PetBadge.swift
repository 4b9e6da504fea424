import SwiftUI

public struct PetBadge: View {
    var name: String
    var votes: Int

    public init(name: String, votes: Int) {
        self.name = name
        self.votes = votes
    }

    public var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "pawprint.fill")
            Text(name)
            Text("\(votes)")
                .bold()
                .id("votes")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.orange.opacity(0.2)))
    }
}

#Preview("Cat", traits: .sizeThatFitsLayout) {
    PetBadge(name: "Cat", votes: 25)
}
