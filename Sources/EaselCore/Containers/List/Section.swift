import Foundation

/// A part of a list or form: rows under an optional header, above an optional footer, as in SwiftUI.
///
/// In a `List` or `Form` the section draws as the list's style draws sections. Anywhere else its
/// header, content and footer are simply its views, one after the other, in the enclosing container.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        (self.header, self.content, self.footer) = (header(), content(), footer())
    }

    /// (Deprecated in SwiftUI, kept so older code compiles.)
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        (self.header, self.content, self.footer) = (header, content(), footer)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard context.environment.isListContent else {
            return context.child("header").resolve(header) + context.child("content").resolve(content)
                + context.child("footer").resolve(footer)
        }
        // Headers and footers: footnote, secondary (iOS's grouped table header and footer text); a header
        // given as a title is drawn in capitals, as iOS's default `textCase(.uppercase)` for headers does.
        let chrome = context.with {
            $0.font = .footnote
            $0.foregroundStyle = AnyShapeStyle(Color.secondary)
            $0.isListContent = false
        }.container(orientation: nil)
        let headerNodes = if let title = (header as? Text)?.content {
            chrome.child("header").resolve(Text(title.uppercased()))
        } else {
            chrome.child("header").resolve(header)
        }
        let rows = context.with { $0.isListContent = false; $0.isListRow = true }.container(orientation: nil).child("content").resolve(content)
        return [ListSectionNode(header: headerNodes, rows: rows, footer: chrome.child("footer").resolve(footer), context: context)]
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// A section's parts, for the list that holds it to lay out (`ViewNode.listSection`).
struct ListSectionContent {
    let header: [ViewNode]
    let rows: [ViewNode]
    let footer: [ViewNode]
}

/// A section inside a list: its parts, for the list to lay out. Should it end up laid out by anything
/// else (a section wrapped in a layout modifier inside a list), it stacks its parts vertically.
final class ListSectionNode: WrapperNode {
    let content: ListSectionContent

    init(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], context: ResolveContext) {
        content = ListSectionContent(header: header, rows: rows, footer: footer)
        let stack = makeContainerNode(layout: VStackLayout(spacing: 0), children: header + rows + footer, context: context)
        super.init(child: stack, context: context)
    }

    override var listSection: ListSectionContent? { content }
}
