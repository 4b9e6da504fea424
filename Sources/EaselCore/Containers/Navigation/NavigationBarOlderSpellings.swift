import Foundation

/// Whether the view asked its navigation stack to hide the bar (`navigationBarHidden(_:)`).
struct NavigationBarHiddenTrait: LayoutValueKey { static var defaultValue: Bool? { nil } }

// The navigation bar's modifiers as SwiftUI spelled them before iOS 14–16, deprecated and still common in
// view files. Each draws as the modifier that replaced it.
nonisolated extension View {
    /// `navigationTitle(_:)`'s older spelling.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// `navigationTitle(_:)`'s older spelling.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`, in their older spelling.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`, in their older spelling.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Items at the leading and trailing ends of the navigation bar: SwiftUI's older spelling of
    /// `toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items, drawn as those.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the navigation bar (`navigationBarItems(leading:trailing:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar (`navigationBarItems(leading:trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar of the stack around this view while it is the stack's content (SwiftUI's
    /// older spelling of `toolbar(.hidden, for: .navigationBar)`): no bar, title or bar items are drawn
    /// and the content starts at the stack's top (`NavigationStack`, rule 6). The view nearest the
    /// stack's content that sets it wins, as for the title.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        layoutValue(key: NavigationBarHiddenTrait.self, value: hidden)
    }
}
