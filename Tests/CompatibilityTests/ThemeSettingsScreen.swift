import Easel
import Testing

// Theme settings as an iOS 17 app writes them: colour pickers in a form.

private struct ThemeSettings: View {
    @State private var accent = Color.orange
    @State private var background = Color(red: 0.2, green: 0.4, blue: 0.8)

    var body: some View {
        Form {
            Section("Theme") {
                ColorPicker("Accent", selection: $accent)
                ColorPicker("Background", selection: $background, supportsOpacity: false)
            }
        }
    }
}

@Suite struct ThemeSettingsTests {
    @MainActor @Test func themeSettings() {
        assertCompatible(ThemeSettings(), named: "light", width: 320, height: 200)
    }
}
