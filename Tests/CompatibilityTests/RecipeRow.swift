import Easel
import Testing

// A list row as Apple's tutorials write one: a thumbnail, a title and a subtitle, a trailing count.
// Compiled against `import Easel` exactly as it would be against `import SwiftUI`.

private struct Recipe: Identifiable {
    var id: String { name }
    var name: String
    var minutes: Int
    var servings: Int
    var color: Color
}

private struct RecipeRow: View {
    var recipe: Recipe

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(recipe.color)
                .frame(width: 44, height: 44)
                .id("thumbnail")
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(recipe.servings)")
                .font(.callout)
                .monospacedDigit()
                .id("servings")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

private struct RecipeList: View {
    let recipes = [
        Recipe(name: "Shakshuka", minutes: 30, servings: 4, color: .orange),
        Recipe(name: "Miso soup", minutes: 15, servings: 2, color: .brown),
        Recipe(name: "Green curry", minutes: 45, servings: 6, color: .green),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe)
                Divider().padding(.leading, 72)
            }
        }
    }
}

@Suite struct RecipeRowTests {
    @MainActor @Test func rowFrames() throws {
        let renderer = ImageRenderer(content: RecipeRow(recipe: Recipe(name: "Shakshuka", minutes: 30, servings: 4, color: .orange)))
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let frames = renderer.layoutFrames()
        // 16 of horizontal padding; the 44-point thumbnail centred in the row, whose height is the
        // thumbnail's plus 8 above and below.
        #expect(frames["thumbnail"] == CGRect(x: 16, y: 8, width: 44, height: 44))
        let servings = try #require(frames["servings"])
        #expect(abs(servings.maxX - (390 - 16)) < 0.001)
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func list(_ scheme: ColorScheme) {
        assertCompatible(RecipeList(), named: "\(scheme)", colorScheme: scheme)
    }
}
