import Easel
import Testing

// A navigation stack over a list, with a large or inline title, toolbar buttons and navigation links,
// and a tab view with badges: written as Apple's tutorials write them, compiled against `import Easel`.

private struct Landmark: Identifiable {
    var id: String { name }
    var name: String
    var state: String
}

private struct LandmarkList: View {
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    let landmarks = [Landmark(name: "Turtle Rock", state: "California"), Landmark(name: "Silver Salmon Creek", state: "Alaska"),
                     Landmark(name: "Chilkoot Trail", state: "Alaska")]

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(landmarks) { landmark in
                        NavigationLink {
                            Text(landmark.name)
                        } label: {
                            VStack(alignment: .leading) {
                                Text(landmark.name)
                                Text(landmark.state).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Landmarks")
            .navigationBarTitleDisplayMode(displayMode)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }
}

private struct AppTabs: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Text("Home") }
                .tag(0)
            LandmarkList(displayMode: .inline)
                .tabItem { Text("Landmarks") }
                .badge(3)
                .tag(1)
            Text("Profile")
                .tabItem { Text("Profile") }
                .tag(2)
        }
    }
}

/// iOS 18's `Tab` spelling, with a full-bleed background that ignores the safe area.
private struct NewTabs: View {
    @State private var selection = "favourites"

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
            Tab("Favourites", systemImage: "star", value: "favourites") {
                ZStack {
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                    Text("Favourites").font(.largeTitle.bold()).foregroundStyle(.white)
                }
            }
            .badge(2)
            Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }
        }
    }
}

@Suite struct NavigationScreensTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func largeTitle(_ scheme: ColorScheme) {
        assertCompatible(LandmarkList(), named: "\(scheme)", width: 320, height: 360, colorScheme: scheme)
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func inlineTitle(_ scheme: ColorScheme) {
        assertCompatible(LandmarkList(displayMode: .inline), named: "\(scheme)", width: 320, height: 300, colorScheme: scheme)
    }

    @MainActor @Test(arguments: [DynamicTypeSize.xSmall, .large, .xxxLarge]) func largeTitleDynamicType(_ size: DynamicTypeSize) {
        assertCompatible(LandmarkList(), named: "\(size)", width: 320, height: 420, dynamicTypeSize: size)
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func tabBar(_ scheme: ColorScheme) {
        assertCompatible(AppTabs(), named: "\(scheme)", width: 320, height: 360, colorScheme: scheme)
    }

    /// An iPhone 14's screen (390 × 844, safe area 47/0/34/0): the bars sit inside the safe area and their
    /// backgrounds (the list's grey behind the title, the tab bar's) reach the screen's edges.
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func deviceSafeArea(_ scheme: ColorScheme) {
        let iPhone14 = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        assertCompatible(LandmarkList(), named: "navigation-\(scheme)", width: 390, height: 844, colorScheme: scheme, safeAreaInsets: iPhone14)
        assertCompatible(NewTabs(), named: "tabs-\(scheme)", width: 390, height: 844, colorScheme: scheme, safeAreaInsets: iPhone14)
    }

    @MainActor @Test func navigationFrames() throws {
        let renderer = ImageRenderer(content: NavigationStack {
            Color.red.id("content").navigationTitle("Title")
        })
        renderer.proposedSize = ProposedViewSize(width: 390, height: 600)
        let frames = renderer.layoutFrames()
        // A large title: the 44-point bar and 52 below it; the content fills the rest.
        #expect(frames["content"] == CGRect(x: 0, y: 96, width: 390, height: 504))
        let inline = ImageRenderer(content: NavigationStack {
            Color.red.id("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("Bottom") } }
        })
        inline.proposedSize = ProposedViewSize(width: 390, height: 600)
        #expect(inline.layoutFrames()["content"] == CGRect(x: 0, y: 44, width: 390, height: 512))
        let tabs = ImageRenderer(content: TabView { Color.red.id("content").tabItem { Text("One") } })
        tabs.proposedSize = ProposedViewSize(width: 390, height: 600)
        #expect(tabs.layoutFrames()["content"] == CGRect(x: 0, y: 0, width: 390, height: 551))
    }
}
