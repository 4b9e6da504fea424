import SwiftUI

@main
struct PetsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
