import Easel
import EaselLayouts

/// The springs-and-struts split of the article: a flexible header, a 44-point toolbar and a 200-point
/// footer holding two flexible panes side by side — `LinearStack`, the view form of `LinearLayout`.
nonisolated public struct SpringsAndStruts: View {
    public init() {}

    public var body: some View {
        LinearStack(direction: .column, items: [.flexible, .height(44), .height(200)]) {
            Color.red.overlay { Text("Header (flexible)").foregroundStyle(Color.white) }.id("header")
            Color.blue.overlay { Text("Toolbar (44)").foregroundStyle(Color.white) }.id("toolbar")
            LinearStack(direction: .row, items: [.flexible, .flexible]) {
                Color.cyan.overlay { Text("Pane 1") }.id("pane-1")
                Color.pink.overlay { Text("Pane 2") }.id("pane-2")
            }
            .id("footer")
        }
    }
}
