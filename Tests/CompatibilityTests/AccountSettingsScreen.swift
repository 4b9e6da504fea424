import Easel
import Foundation
import Testing

// An account screen as Apple's tutorials write one: a `Form` with `LabeledContent` rows, toggles with
// labels, a link and a destructive button. Compiled against `import Easel` exactly as against `import SwiftUI`.

private struct AccountSettings: View {
    @State private var notifications = true
    @State private var airplaneMode = false
    @State private var syncPhotos = true

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada Lovelace")
                LabeledContent("Plan") {
                    Text("Family")
                }
                Label("Favourites", systemImage: "star")
            }
            Section {
                Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplaneMode)
                Toggle(isOn: $notifications) {
                    Label("Notifications", systemImage: "bell")
                }
                Toggle("Sync Photos", isOn: $syncPhotos)
                    .tint(.orange)
            } header: {
                Text("General")
            }
            Section {
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}

@Suite struct AccountSettingsScreenTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func accountSettings(_ scheme: ColorScheme) {
        assertCompatible(AccountSettings(), named: "\(scheme)", width: 360, height: 560, colorScheme: scheme)
    }
}
