import Foundation

// The search API of iOS 15–17 beyond `searchable(text:placement:prompt:)` (InputModifiers.swift). A still
// shows a screen before anyone searches: the field is not drawn, the suggestions and scopes (which show
// while searching) are not drawn, `isSearching` is false and `dismissSearch` does nothing.

/// When a search's scopes show (SwiftUI's `SearchScopeActivation`).
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Ends the current search (`@Environment(\.dismissSearch)`): callable, and a render has no search to end.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the user is searching in the searchable view around: false in a still.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// The action that ends the current search.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

nonisolated extension View {
    /// Accepted; the search field is not drawn (`searchable(text:placement:prompt:)`), and `isPresented`
    /// is not written.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View { self }

    /// Accepted; the search field is not drawn.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }

    /// Accepted; the search field and its tokens are not drawn.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable { self }

    /// Accepted; the search field is not drawn, and neither are the suggestions (SwiftUI's iOS 15 spelling).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View { self }

    /// Accepted; suggestions show while searching, and a still shows the screen before a search.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Accepted; the scope bar shows while searching, and a still shows the screen before a search.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// Accepted, as `searchScopes(_:scopes:)`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }

    /// Accepted; completes the search text with `completion` when the suggestion is chosen, which a still
    /// never does. The view draws as it is.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// Accepted, as `searchCompletion(_:)` with a token.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
}

extension SearchFieldPlacement {
    /// Whether a search field in the navigation bar's drawer shows before the list is pulled down.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }

    /// The search field in a drawer under the navigation bar (accepted; the field is not drawn).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}
