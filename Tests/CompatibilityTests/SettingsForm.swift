import Easel
import Testing

// A settings screen as Apple's tutorials write one: a `Form` of sections with headers and a footer,
// rows of a title and a trailing value. Compiled against `import Easel` exactly as against `import SwiftUI`.

private struct SettingsForm: View {
    var body: some View {
        Form {
            Section("Account") {
                HStack {
                    Text("Name")
                    Spacer()
                    Text("Ada Lovelace").foregroundStyle(.secondary)
                }
                HStack {
                    Text("Plan")
                    Spacer()
                    Text("Family").foregroundStyle(.secondary)
                }
            }
            Section {
                Text("Notifications")
                Text("Privacy")
                Text("Storage")
            } header: {
                Text("General")
            } footer: {
                Text("Changes apply to every device signed in to this account.")
            }
        }
    }
}

private struct Fruit: Identifiable {
    var id: String { name }
    var name: String
    var color: Color
}

// An inset grouped list with sections, rows built with `ForEach`, and per-row modifiers.
private struct FruitList: View {
    let fruits = [Fruit(name: "Apple", color: .red), Fruit(name: "Banana", color: .yellow), Fruit(name: "Kiwi", color: .green)]

    var body: some View {
        List {
            Section("Fruit") {
                ForEach(fruits) { fruit in
                    HStack(spacing: 12) {
                        Circle().fill(fruit.color).frame(width: 12, height: 12)
                        Text(fruit.name)
                    }
                }
            }
            Section("Favourite") {
                Text("Kiwi")
                    .listRowBackground(Color.green.opacity(0.2))
                Text("No separator below")
                    .listRowSeparator(.hidden)
                Text("Last")
            }
        }
    }
}

@Suite struct SettingsFormTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func settingsForm(_ scheme: ColorScheme) {
        assertCompatible(SettingsForm(), named: "\(scheme)", width: 320, height: 420, colorScheme: scheme)
    }

    @MainActor @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility1]) func settingsFormDynamicType(_ size: DynamicTypeSize) {
        assertCompatible(SettingsForm(), named: "\(size)", width: 320, height: 520, dynamicTypeSize: size)
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func insetGroupedList(_ scheme: ColorScheme) {
        assertCompatible(FruitList(), named: "\(scheme)", width: 320, height: 400, colorScheme: scheme)
    }

    @MainActor @Test func plainAndGroupedLists() {
        assertCompatible(FruitList().listStyle(.plain), named: "plain", width: 320, height: 400)
        assertCompatible(FruitList().listStyle(.grouped), named: "grouped", width: 320, height: 400)
    }

    @MainActor @Test func listFrames() throws {
        let renderer = ImageRenderer(content: List {
            Text("One").id("one")
            Text("Two").id("two")
        }.id("list"))
        renderer.proposedSize = ProposedViewSize(width: 320, height: 300)
        let frames = renderer.layoutFrames()
        // Sections stand 16 in from the sides (width under 414); the text is 20 further in; the first
        // section is 35 below the top; rows are 44 tall, text centred in them.
        let one = try #require(frames["one"]), two = try #require(frames["two"])
        #expect(frames["list"] == CGRect(x: 0, y: 0, width: 320, height: 300))
        #expect(one.minX == 36)
        #expect(abs(one.midY - (35 + 22)) <= 0.5)
        #expect(abs(two.midY - (35 + 44 + 22)) <= 0.5)
    }
}
