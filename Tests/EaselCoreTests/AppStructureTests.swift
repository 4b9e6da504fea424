import Foundation
import Testing
@testable import EaselCore

/// An app's structure compiles as SwiftUI's (`App`, `Scene`, `@SceneBuilder`, `WindowGroup`, `Settings`),
/// `main()` does nothing, and the scene phase is `.active`.
@Suite struct AppStructureTests {
    struct ContentView: View {
        @Environment(\.scenePhase) private var scenePhase
        var body: some View { Text(scenePhase == .active ? "Active" : "Not active").id("phase") }
    }

    struct SampleApp: App {
        @Environment(\.scenePhase) private var scenePhase
        var showsSettings = true

        var body: some Scene {
            WindowGroup { ContentView() }
                .onChange(of: scenePhase) { _, _ in }
            WindowGroup("Second", id: "second") { Text("Second") }
            if showsSettings {
                Settings { Text("Settings") }
            }
        }
    }

    @MainActor @Test func anAppCompilesAndItsMainDoesNothing() {
        let app = SampleApp()
        _ = app.body
        SampleApp.main()
    }

    @MainActor @Test func theScenePhaseIsActive() {
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
        let properties = ViewLayout(content: ContentView(), environment: EnvironmentValues()).accessibility
        #expect(properties["phase"]?.label == "Active")
    }
}
