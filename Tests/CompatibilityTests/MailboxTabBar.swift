import Easel
import Foundation
import Testing

// A mailbox header as an app writes it: a tab bar whose selection underline is positioned by anchor
// preferences (each tab reports its bounds, the bar reads them in an overlay and draws the underline
// under the selected tab), and an unread badge whose count the rows below report as a preference.

private enum MailboxTab: String, CaseIterable, Identifiable {
    case inbox = "Inbox"
    case archive = "Archive"
    case sent = "Sent"

    var id: Self { self }
}

private struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [MailboxTab: Anchor<CGRect>] = [:]

    static func reduce(value: inout [MailboxTab: Anchor<CGRect>], nextValue: () -> [MailboxTab: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct UnreadCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

private struct MailboxTabBar: View {
    @Binding var selection: MailboxTab

    var body: some View {
        HStack(spacing: 24) {
            ForEach(MailboxTab.allCases) { tab in
                Text(tab.rawValue)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(tab == selection ? Color.accentColor : Color.secondary)
                    .padding(.vertical, 10)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab: $0] }
                    .id("tab-\(tab.rawValue)")
            }
            Spacer()
        }
        .padding(.horizontal)
        .overlayPreferenceValue(TabBoundsKey.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selection] {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: rect.width, height: 3)
                        .id("underline")
                        .offset(x: rect.minX, y: rect.maxY - 3)
                }
            }
        }
    }
}

private struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let isUnread: Bool
}

private struct MailboxScreen: View {
    @State private var selection = MailboxTab.archive
    let messages = [
        Message(id: 1, sender: "Ana", subject: "Tickets for Friday", isUnread: true),
        Message(id: 2, sender: "Ben", subject: "Re: the garden", isUnread: false),
        Message(id: 3, sender: "Chloé", subject: "Photos from Porto", isUnread: true),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MailboxTabBar(selection: $selection)
            Divider()
            VStack(alignment: .leading, spacing: 0) {
                ForEach(messages) { message in
                    HStack(spacing: 10) {
                        Circle()
                            .fill(message.isUnread ? Color.accentColor : Color.clear)
                            .frame(width: 8, height: 8)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .preference(key: UnreadCountKey.self, value: message.isUnread ? 1 : 0)
                }
            }
        }
        .overlayPreferenceValue(UnreadCountKey.self, alignment: .topTrailing) { unread in
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 7)
                    .padding(.vertical, 2)
                    .background(Color.red, in: Capsule())
                    .padding(.top, 10)
                    .padding(.trailing)
                    .id("badge")
            }
        }
        .background(Color(white: 0.97))
    }
}

@Suite struct MailboxTabBarTests {
    @MainActor @Test func underlineSitsUnderTheSelectedTab() throws {
        let renderer = ImageRenderer(content: MailboxScreen())
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        let frames = renderer.layoutFrames()
        let tab = try #require(frames["tab-Archive"])
        let underline = try #require(frames["underline"])
        #expect(underline == CGRect(x: tab.minX, y: tab.maxY - 3, width: tab.width, height: 3))
        #expect(frames["badge"] != nil)
    }

    @MainActor @Test func selectionUnderline() {
        assertCompatible(MailboxScreen(), named: "light", width: 320)
    }
}
