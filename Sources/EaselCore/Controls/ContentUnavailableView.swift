import Foundation

/// What a screen shows when it has no content: a large icon, a title, a description and actions, centred
/// in all the space offered.
///
/// As iOS 17 draws it (the look of UIKit's `UIContentUnavailableConfiguration.empty()`; Apple publishes
/// no numbers, these are estimated from its screens): the label's icon at 48 points in the secondary
/// colour, 16 points above its title in bold `.title2`; the description in `.subheadline`, secondary,
/// 8 points below; the actions 16 points below that; all centred, in a column padded 16 points.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of a content-unavailable view: the icon large above the title.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == EaselCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(title, systemImage: name) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(titleKey, image: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// iOS's view for a search without results: "No Results", a magnifying glass, and "Check the spelling
    /// or try a new search."
    public static var search: Self { searchView(text: nil) }

    /// The search view naming the search text: "No Results for “text”".
    public static func search(text: String) -> Self { searchView(text: text) }

    private static func searchView(text: String?) -> Self {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    nonisolated public struct Label: View {
        let text: String?
        public var body: some View {
            EaselCore.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
