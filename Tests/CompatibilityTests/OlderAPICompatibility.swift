import SwiftUI
import Testing

// View and app code as developers write it for iOS, with the older spellings, UIKit's values and
// Foundation's localization API that `import SwiftUI` brings there, compiled unchanged against Easel's
// `SwiftUI` module. (The app below is written without `@main`, which a test target's own entry point
// excludes; `App.main()` is what `@main` calls.)

private struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

private struct TodoListView: View {
    @State private var todos = [Todo(title: "Milk"), Todo(title: "Bread")]
    @State private var isPulsing = false
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationView {
            List($todos) { $todo in
                HStack {
                    Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                        .foregroundColor(Color(.systemBlue))
                        .accessibility(hidden: true)
                    Text(todo.title)
                        .font(Font(UIFont.preferredFont(forTextStyle: .body)))
                    Spacer()
                    Toggle("", isOn: $todo.isDone.animation(.easeInOut))
                        .labelsHidden()
                }
                .accessibility(label: Text(todo.title))
                .accessibility(value: Text(todo.isDone ? "Done" : "Not done"))
                .accessibility(hint: Text("Double-tap to toggle"))
                .accessibility(addTraits: .isButton)
                .accessibility(removeTraits: .isImage)
                .accessibility(identifier: "todo-\(todo.title)")
                .accessibility(sortPriority: 1)
            }
            .navigationBarTitle("Todos", displayMode: .inline)
            .navigationBarItems(leading: EditButton(), trailing: Button(action: {}) { Image(systemName: "plus") })
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

private struct BadgeView: View {
    @State private var isPulsing = false
    let count: Int

    var body: some View {
        VStack(spacing: 8) {
            Circle()
                .fill(Color.red.shadow(.drop(color: .black.opacity(0.2), radius: 4, y: 2)))
                .frame(width: 24, height: 24)
                .scaleEffect(isPulsing ? 1.1 : 1)
                .animation(Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true).delay(0.2).speed(1.5))
                .animation(.linear.repeatCount(3, autoreverses: false), value: isPulsing)
            Text(String(localized: "\(count) new"))
            Text(LocalizedStringResource("Inbox"))
            Text(String(localized: "inbox.title", defaultValue: "Inbox", table: "Main", comment: "The inbox's title"))
            Image(decorative: "badge")
            Image("badge", bundle: .main, label: Text("Badge"))
            Image(systemName: "wifi", variableValue: 0.6)
            if let photo = UIImage(named: "photo") {
                Image(uiImage: photo).resizable().frame(width: 40, height: 40)
            }
            if let symbol = UIImage(systemName: "star.fill"), let cgImage = symbol.cgImage {
                Image(cgImage, scale: 2, label: Text("Star"))
                Image(decorative: cgImage, scale: 1, orientation: .up)
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(UIColor.secondarySystemBackground).shadow(.inner(radius: 2)))
                .frame(width: UIScreen.main.bounds.width / 4, height: 10)
            Text("Fine print")
                .font(Font(UIFont.systemFont(ofSize: 11, weight: .semibold)))
                .foregroundColor(Color(.secondaryLabel))
        }
        .padding()
        .background(Color(.systemBackground))
        .cornerRadius(12)
        .navigationBarHidden(true)
    }
}

private struct PaletteRow: View {
    var body: some View {
        HStack {
            ForEach([UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
                     .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2,
                     .systemGray3, .systemGray4, .systemGray5, .systemGray6], id: \.self) { color in
                Color(color).frame(width: 8, height: 8)
            }
            Color(.label); Color(.secondaryLabel); Color(.tertiaryLabel); Color(.quaternaryLabel)
            Color(.tertiarySystemBackground); Color(.secondarySystemGroupedBackground)
            Color(.systemFill); Color(.secondarySystemFill); Color(.tertiarySystemFill); Color(.quaternarySystemFill)
            Color(.separator); Color(.opaqueSeparator); Color(.link); Color(.placeholderText)
            Color(.white); Color(.black); Color(.clear)
            Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)); Color(UIColor(white: 0.5, alpha: 0.5))
            Color(UIColor(named: "Brand") ?? .systemBlue)
            Color(UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black })
        }
    }
}

private struct SampleApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TodoListView()
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { print("saving") }
        }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
    }
}

private final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
}

@Suite struct OlderAPICompatibility {
    @MainActor @Test func theScreensRender() throws {
        for view in [AnyView(TodoListView()), AnyView(BadgeView(count: 3)), AnyView(PaletteRow())] {
            let renderer = ImageRenderer(content: view.frame(width: 393, height: 852))
            #expect(try renderer.pngData().count > 0)
        }
        SampleApp.main()
    }

    @MainActor @Test func uiKitValuesAreIOSs() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        // A named colour is the catalog's colour set, read when drawn: without a catalog, clear.
        #expect(UIColor(named: "Brand").map { Color($0) } == Color("Brand"))
        #expect(Color(UIColor(named: "Brand")!).resolve(in: EnvironmentValues()).alpha == 0)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(Color(.systemRed) == Color.red)
        #expect(Color(uiColor: .label) == Color.primary)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    @MainActor @Test func localizedStringsAreTheirDevelopmentValues() {
        let name = "Ada"
        #expect(String(localized: "Hello, \(name)") == "Hello, Ada")
        #expect(String(localized: "Count: \(3)") == "Count: 3")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)", comment: "A greeting") == "Hi Ada")
        let resource: LocalizedStringResource = "Welcome \(name)"
        #expect(String(localized: resource) == "Welcome Ada")
        #expect(resource.key == "Welcome Ada")
    }
}
