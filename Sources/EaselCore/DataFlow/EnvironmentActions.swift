import Foundation

/// Dismisses the presentation the view is in (`@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()`). A still image presents nothing, so calling it does nothing.
public struct DismissAction {
    public func callAsFunction() {}
}

/// Opens a URL (`@Environment(\.openURL) private var openURL`, then `openURL(url)`). By default it hands the
/// URL to nothing (a render opens no browser) and reports `.discarded`; `environment(\.openURL, …)` with
/// `OpenURLAction(handler:)` installs a handler, which is called.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler(url)
        completion(result.name == Result.handled.name)
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the current presentation; a no-op in a still image.
    public var dismiss: DismissAction { self[DismissActionKey.self] }

    /// Opens URLs; see `OpenURLAction`.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }

    /// Whether controls in the view respond to interaction: true unless an ancestor says `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a popover); a rendered view is not.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}

nonisolated extension View {
    /// Disables the controls in this view when `disabled` is true (`\.isEnabled` becomes false). As in
    /// SwiftUI, `disabled(false)` does not enable what an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }
}
