import Easel
import Foundation
import Testing

// A settings screen as Apple's tutorials write one: `@AppStorage` and `@SceneStorage` with defaults,
// `@ScaledMetric` icon sizes, `@FocusState`, environment values (`dismiss`, `openURL`, size classes,
// `isEnabled`), and the modifiers a still image ignores (sheet, alert, gestures, task, keyboard). Compiled
// against `import Easel` exactly as against `import SwiftUI`.

private enum Units: String { case metric, imperial }

private struct SettingRow: View {
    @ScaledMetric(relativeTo: .body) private var iconSize = 28
    let title: String
    let value: String
    let color: Color

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(color)
                .frame(width: iconSize, height: iconSize)
                .accessibilityHidden(true)
                .id("icon-\(title)")
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
        .id("row-\(title)")
    }
}

private struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("units") private var units = Units.metric
    @AppStorage("reminders") private var remindersEnabled = true
    @SceneStorage("selectedTab") private var selectedTab = 0
    @FocusState private var isNameFocused: Bool
    @Namespace private var namespace
    @State private var showsAbout = false
    @State private var confirmsReset = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(horizontalSizeClass == .compact ? "Settings" : "Settings (wide)")
                .font(.largeTitle.bold())
                .accessibilityAddTraits(.isHeader)
                .matchedGeometryEffect(id: "title", in: namespace)
                .id("title")
            SettingRow(title: "Name", value: username, color: .blue)
                .focused($isNameFocused)
                .onTapGesture { isNameFocused = true }
            SettingRow(title: "Units", value: units.rawValue.capitalized, color: .orange)
                .contextMenu { Button("Reset") { units = .metric } }
            SettingRow(title: "Reminders", value: remindersEnabled ? "On" : "Off", color: .green)
                .swipeActions { Button("Off") { remindersEnabled = false } }
            SettingRow(title: "Tab", value: "\(selectedTab)", color: colorScheme == .dark ? .purple : .pink)
            Button("Reset all") { confirmsReset = true }
                .keyboardShortcut("r", modifiers: [.command, .shift])
                .help("Resets every setting")
                .padding(.top)
        }
        .padding()
        .sheet(isPresented: $showsAbout) { Text("About") }
        .alert("Reset settings?", isPresented: $confirmsReset) {
            Button("Reset") {}
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Sign out?", isPresented: .constant(false)) { Button("Sign out") { dismiss() } }
        .alert(isPresented: .constant(false)) {
            Alert(title: Text("Signed out"), message: Text("Sign in again to sync."), dismissButton: .default(Text("OK")))
        }
        .gesture(DragGesture(minimumDistance: 20).onEnded { value in
            if value.translation.width > 100 { dismiss() }
        })
        .simultaneousGesture(TapGesture(count: 2).onEnded { showsAbout = true })
        .task { try? await Task.sleep(nanoseconds: 1) }
        .task(id: username) {}
        .onChange(of: units) { oldValue, newValue in selectedTab = 1 }
        .onChange(of: username) { newValue in selectedTab = 2 }
        .onDisappear { openURL(URL(string: "https://example.com")!) }
        .refreshable {}
        .searchable(text: .constant(""), prompt: "Search settings")
        .textInputAutocapitalization(.never)
        .keyboardType(.emailAddress)
        .autocorrectionDisabled()
        .submitLabel(.done)
        .onSubmit { isNameFocused = false }
        .scrollDismissesKeyboard(.interactively)
        .statusBarHidden()
        .contentShape(Rectangle())
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }
}

@Suite struct SettingsScreenTests {
    @MainActor @Test func defaultsShowAndIgnoredModifiersChangeNothing() {
        let renderer = ImageRenderer(content: SettingsView())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        let accessibility = renderer.layoutAccessibility()
        #expect(accessibility["title"]?.label == "Settings")
        #expect(accessibility["row-Name"]?.label == "Name, Anonymous")
        #expect(accessibility["row-Units"]?.label == "Units, Metric")
        #expect(accessibility["icon-Name"]?.isHidden == true)
        // @ScaledMetric: 28 at the default Dynamic Type size.
        #expect(renderer.layoutFrames()["icon-Name"]?.size == CGSize(width: 28, height: 28))
    }

    @MainActor @Test func appStorageReadsTheStoreItIsGiven() throws {
        let store = try #require(UserDefaults(suiteName: "EaselCompatibilitySettings"))
        store.set("Ada", forKey: "username")
        defer { store.removeObject(forKey: "username") }
        let renderer = ImageRenderer(content: SettingsView().defaultAppStorage(store))
        #expect(renderer.layoutAccessibility()["row-Name"]?.label == "Name, Ada")
    }

    @MainActor @Test func sizeClassFollowsTheProposedWidth() {
        let renderer = ImageRenderer(content: SettingsView())
        renderer.proposedSize = ProposedViewSize(width: 1024, height: 768)
        #expect(renderer.layoutAccessibility()["title"]?.label == "Settings (wide)")
    }

    @MainActor @Test func scaledMetricFollowsDynamicType() {
        let renderer = ImageRenderer(content: SettingsView().dynamicTypeSize(.accessibility5))
        // 28 × 53 / 17 (body at accessibility5 over body at large), rounded to the pixel grid.
        let icon = renderer.layoutFrames()["icon-Name"]
        #expect(icon.map { abs($0.width - 28 * 53 / 17) <= 0.5 } == true)
    }

    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func settings(_ scheme: ColorScheme) {
        assertCompatible(SettingsView(), named: "\(scheme)", colorScheme: scheme)
    }

    @MainActor @Test func preferredColorSchemeApplies() {
        let renderer = ImageRenderer(content: SchemeLabel().preferredColorScheme(.dark))
        #expect(renderer.layoutAccessibility()["scheme"]?.label == "dark")
    }

    @MainActor @Test func disabledTurnsIsEnabledOffAndNotBackOn() {
        let renderer = ImageRenderer(content: VStack {
            EnabledLabel(id: "plain")
            EnabledLabel(id: "disabled").disabled(true)
            EnabledLabel(id: "re-enabled").disabled(false).disabled(true)
        })
        let accessibility = renderer.layoutAccessibility()
        #expect(accessibility["plain"]?.label == "enabled")
        #expect(accessibility["disabled"]?.label == "disabled")
        #expect(accessibility["re-enabled"]?.label == "disabled")
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light").id("scheme") }
}

private struct EnabledLabel: View {
    @Environment(\.isEnabled) private var isEnabled
    let id: String
    var body: some View { Text(isEnabled ? "enabled" : "disabled").id(id) }
}
