import Easel
import EaselLayouts

/// A pet's picture — its PNG when it has one, else a coloured circle with its emoji or initial — with a
/// badge giving its place.
nonisolated public struct Avatar: View {
    var pet: Pet
    var rank: Int

    public init(pet: Pet, rank: Int) { (self.pet, self.rank) = (pet, rank) }

    static let diameter: CGFloat = 72
    static let palette: [Color] = [.orange, .teal, .purple, .pink, .green, .blue, .indigo, .mint, .red, .cyan]
    static let emoji = ["cat": "🐱", "dog": "🐶", "goldfish": "🐠", "fish": "🐟", "bird": "🐦", "rabbit": "🐰",
                        "hamster": "🐹", "turtle": "🐢", "lizard": "🦎", "snake": "🐍", "horse": "🐴", "parrot": "🦜"]

    /// A colour picked by the name's characters, the same on every run.
    var color: Color {
        Self.palette[pet.type.unicodeScalars.reduce(0) { $0 &+ Int($1.value) } % Self.palette.count]
    }

    var symbol: String { Self.emoji[pet.type.lowercased()] ?? pet.type.prefix(1).uppercased() }

    public var body: some View {
        Group {
            if let path = pet.avatarPath {
                Image(path).resizable().scaledToFill()
            } else {
                Circle().fill(color.opacity(0.25))
                    .overlay { Text(symbol).font(.system(size: 34)) }
            }
        }
        .frame(width: Self.diameter, height: Self.diameter)
        .clipShape(Circle())
        .overlay(Circle().strokeBorder(color, lineWidth: 3))
        .overlay(alignment: .bottomTrailing) {
            Text("\(rank)")
                .font(.caption.bold())
                .foregroundStyle(Color.white)
                .frame(width: 24, height: 24)
                .background(Circle().fill(color))
        }
        .id("avatar-\(pet.type)")
    }
}

/// The background of the avatars: a card with the ring their places sit on.
nonisolated struct Podium: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(Color.blue.opacity(0.08))
            .overlay {
                Circle()
                    .strokeBorder(Color.secondary.opacity(0.4), lineWidth: 1.5)
                    .padding(48)
            }
            .frame(height: 280)
    }
}

/// The pets' avatars on the podium, ranked by votes: the leader on top in a radial layout, or all in a
/// row when the three leaders tie. `AnyLayout` keeps the avatars' identity when the layout changes.
nonisolated public struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    public init(pets: [Pet], isThreeWayTie: Bool) { (self.pets, self.isThreeWayTie) = (pets, isThreeWayTie) }

    public var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())

        Podium()
            .overlay(alignment: .top) {
                layout {
                    ForEach(pets) { pet in
                        Avatar(pet: pet, rank: pets.rank(of: pet))
                            .rank(pets.rank(of: pet))
                    }
                }
                .animation(.default, value: pets)
            }
            .id("profile")
    }
}
