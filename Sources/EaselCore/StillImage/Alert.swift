import Foundation

/// An alert as iOS 13 and 14 code describes one (`alert(isPresented:content:)`), as SwiftUI's `Alert`.
/// Accepted and type-checked; a render does not draw it (see `Presentations.swift`).
public struct Alert {
    /// A button of an alert.
    public struct Button {
        let label: Text?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}

nonisolated extension View {
    /// Accepted; the alert is not drawn, and `content` is not called.
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View { self }

    /// Accepted; the alert is not drawn, and `content` is not called.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View { self }
}
