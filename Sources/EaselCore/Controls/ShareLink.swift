import Foundation

/// A control that shows the share sheet for items. A still shows no sheet: the link draws its label as a
/// button (in the environment's button style), by default "Share" with the `square.and.arrow.up`
/// symbol, as SwiftUI's `DefaultShareLinkLabel`.
///
/// SwiftUI constrains the items to `Transferable`, which Linux has no counterpart for: the items here
/// are strings and URLs.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    let items: Data
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

/// The label of a share link given none: "Share" with the share symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: Text(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}
