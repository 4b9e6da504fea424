import Foundation
import Testing
@testable import EaselCore

/// Zero proposals, as swift-snapshot-testing's `.sizeThatFits` makes them (`UIHostingController.sizeThatFits(in:
/// .zero)`): a text offered no width takes no room, and a fixed frame around no view is still a frame.
@Suite struct ZeroProposalTests {
    /// iOS records `Text("Hello, World!").padding()` under `.sizeThatFits` as 32 × 32 points, the padding alone
    /// (pointfreeco/swift-snapshot-testing issue 1070).
    @MainActor @Test func aPaddedTextOfferedNoRoomIsItsPadding() {
        let view = Text("Hello, World!").id("text").padding().id("padded")
        expectFrames(frames(view, width: 0, height: 0), ["text": rect(16, 16, 0, 0), "padded": rect(0, 0, 32, 32)])
        // Offered no width, whatever the height, it is empty; a width of one point keeps a character a line.
        expectFrames(frames(Text("Fish").id("text"), width: 0, height: nil), ["text": rect(0, 0, 0, 0)])
        #expect(frames(Text("Fish").id("text"), width: 1, height: nil)["text"]?.height == 85)
        // Proposed nothing (the ideal size), it keeps its text.
        expectFrames(frames(Text("Fish").id("text").padding().id("padded")), ["padded": rect(0, 0, 66, 54)])
    }

    /// Nothing is drawn for a text that takes no room.
    @MainActor @Test func aTextOfferedNoRoomDrawsNothing() {
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        let layout = ViewLayout(content: Text("Hello").padding(), proposal: ProposedViewSize(width: 0, height: 0), scale: 1,
                                environment: environment)
        #expect(layout.displayList.items.isEmpty)
    }

    /// A label under a zero proposal keeps its icon: its title takes no room.
    @MainActor @Test func aLabelOfferedNoRoomKeepsItsIcon() {
        let view = Label { Text("Title").id("title") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
        let laidOut = frames(view.id("label"), width: 0, height: 0)
        expectFrames(laidOut, ["icon": rect(0, 0, 20, 20)])
        #expect(laidOut["title"]?.size == .zero)
    }

    /// A fixed frame around content that makes no view is a frame of an empty view, as iOS draws Ferrostar's
    /// `CurrentRoadNameView(currentRoadName: nil)` in its test's green 430 × 932 frame.
    @MainActor @Test func aFixedFrameAroundNoViewKeepsItsSize() {
        let empty: String? = nil
        let view = Group { if let empty { Text(empty) } }.frame(width: 430, height: 932).id("frame")
        expectFrames(frames(view, width: 0, height: 0), ["frame": rect(0, 0, 430, 932)])
        expectFrames(frames(EmptyView().frame(width: 10, height: 20).id("frame")), ["frame": rect(0, 0, 10, 20)])
        // Its background fills it.
        var environment = EnvironmentValues()
        environment.textMeasurer = FixedAdvanceTextMeasurer()
        let layout = ViewLayout(content: EmptyView().frame(width: 10, height: 20).background(Color.green),
                                proposal: ProposedViewSize(width: 0, height: 0), scale: 1, environment: environment)
        #expect(layout.displayList.items.count == 1)
        // Other modifiers make nothing of nothing.
        #expect(frames(EmptyView().padding().id("padded")).isEmpty)
    }
}
