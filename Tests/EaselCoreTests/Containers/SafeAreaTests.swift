import Foundation
import Testing
@testable import EaselCore

/// The iPhone 14's portrait safe area: the status bar and the home indicator.
private let iPhone14 = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

/// The frames of `view` in a 390×844 picture (or `width`×`height`) with the device's `insets`.
private func deviceFrames<V: View>(_ view: V, width: CGFloat? = 390, height: CGFloat? = 844, insets: EdgeInsets = iPhone14,
                                   configure: (inout EnvironmentValues) -> Void = { _ in }) -> [String: CGRect] {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    configure(&environment)
    return ViewLayout(content: view, proposal: ProposedViewSize(width: width, height: height), environment: environment,
                      safeAreaInsets: insets).frames
}

/// Shows a reader's safe area insets as a frame: x = leading, y = top, width = trailing, height = bottom.
private struct InsetsProbe: View {
    let id: String
    var body: some View {
        GeometryReader { proxy in
            Color.clear.frame(width: 0, height: 0)
                .id(id + ":" + "\(proxy.safeAreaInsets.top),\(proxy.safeAreaInsets.leading),\(proxy.safeAreaInsets.bottom),\(proxy.safeAreaInsets.trailing)")
        }.id(id)
    }
}

/// The insets a probe saw, as "top,leading,bottom,trailing".
private func probedInsets(_ frames: [String: CGRect], _ id: String) -> String? {
    frames.keys.first { $0.hasPrefix(id + ":") }.map { String($0.dropFirst(id.count + 1)) }
}

@Suite struct SafeAreaTests {
    @MainActor @Test func theRootIsLaidOutInTheSafeArea() {
        expectFrames(deviceFrames(Color.red.id("c")), ["c": rect(0, 47, 390, 763)])
        // A smaller root is centred in the safe area, as a hosting controller centres it.
        expectFrames(deviceFrames(Color.red.frame(width: 100, height: 101).id("c")), ["c": rect(145, 378, 100, 101)])
    }

    @MainActor @Test func theSizeOfAnUnproposedPictureIncludesTheInsets() {
        let layout = ViewLayout(content: Color.red.frame(width: 100, height: 100), safeAreaInsets: iPhone14)
        #expect(layout.size == CGSize(width: 100, height: 181))
    }

    @MainActor @Test func ignoresSafeAreaByEdge() {
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea()), ["c": rect(0, 0, 390, 844)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .top)), ["c": rect(0, 0, 390, 810)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .bottom)), ["c": rect(0, 47, 390, 797)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .horizontal)), ["c": rect(0, 47, 390, 763)])
        expectFrames(deviceFrames(Color.red.id("c").edgesIgnoringSafeArea(.vertical)), ["c": rect(0, 0, 390, 844)])
    }

    @MainActor @Test func ignoresSafeAreaByRegion() {
        // Easel draws no keyboard: ignoring its region alone changes nothing.
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(.keyboard)), ["c": rect(0, 47, 390, 763)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(.container)), ["c": rect(0, 0, 390, 844)])
    }

    @MainActor @Test func onlyViewsThatReachTheSafeEdgeExtend() {
        let view = VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea().frame(height: 100)
            Color.green.id("middle").ignoresSafeArea()
            Color.blue.id("bottom").ignoresSafeArea().frame(height: 100)
        }
        expectFrames(deviceFrames(view), ["top": rect(0, 0, 390, 147), "middle": rect(0, 147, 390, 563),
                                          "bottom": rect(0, 710, 390, 134)])
    }

    @MainActor @Test func geometryProxyReportsTheInsetsOfTheReader() {
        let root = deviceFrames(InsetsProbe(id: "reader"))
        #expect(probedInsets(root, "reader") == "47.0,0.0,34.0,0.0")
        expectFrames(root, ["reader": rect(0, 47, 390, 763)])
        // A reader in the middle of a stack touches neither edge.
        let middle = deviceFrames(VStack(spacing: 0) { Color.red.frame(height: 100); InsetsProbe(id: "reader"); Color.red.frame(height: 100) })
        #expect(probedInsets(middle, "reader") == "0.0,0.0,0.0,0.0")
        // A reader that ignores the safe area fills the screen and has none left.
        let ignoring = deviceFrames(InsetsProbe(id: "reader").ignoresSafeArea())
        #expect(probedInsets(ignoring, "reader") == "0.0,0.0,0.0,0.0")
        expectFrames(ignoring, ["reader": rect(0, 0, 390, 844)])
        // Without device insets, every reader has none.
        #expect(probedInsets(frames(InsetsProbe(id: "reader"), width: 100, height: 100), "reader") == "0.0,0.0,0.0,0.0")
    }

    @MainActor @Test func safeAreaInsetMakesRoomAndAddsToTheSafeArea() {
        let view = Color.red.id("content").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
        expectFrames(deviceFrames(view), ["content": rect(0, 47, 390, 713), "bar": rect(0, 760, 390, 50)])
        // Content that ignores the safe area extends under the bar and past it to the screen's edge.
        let under = Color.red.id("content").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50).id("bar")
        }
        expectFrames(deviceFrames(under), ["content": rect(0, 0, 390, 844), "bar": rect(0, 760, 390, 50)])
        // A reader in the content sees the bar and the home indicator below it.
        let probe = deviceFrames(InsetsProbe(id: "reader").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        #expect(probedInsets(probe, "reader") == "47.0,0.0,84.0,0.0")
    }

    @MainActor @Test func safeAreaInsetsStackOuterModifierNearestTheEdge() {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 50).id("inner") }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30).id("outer") }
            .safeAreaInset(edge: .top, spacing: 10) { Color.gray.frame(height: 20).id("top") }
        expectFrames(deviceFrames(view), ["top": rect(0, 47, 390, 20), "content": rect(0, 77, 390, 653),
                                          "inner": rect(0, 730, 390, 50), "outer": rect(0, 780, 390, 30)])
    }

    @MainActor @Test func safeAreaInsetSpacingDefaultsToTheViewsSpacing() {
        let view = Color.red.id("content").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }
        expectFrames(frames(view, width: 100, height: 200), ["content": rect(0, 0, 100, 142), "bar": rect(0, 150, 100, 50)])
    }

    @MainActor @Test func safeAreaInsetOnHorizontalEdgesAndItsAlignment() {
        let leading = Color.red.id("content").safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
            Color.blue.frame(width: 40, height: 30).id("side")
        }
        expectFrames(frames(leading, width: 200, height: 100), ["content": rect(40, 0, 160, 100), "side": rect(0, 0, 40, 30)])
        let trailing = Color.red.id("content").safeAreaInset(edge: .trailing, spacing: 4) { Color.blue.frame(width: 40, height: 30).id("side") }
        expectFrames(frames(trailing, width: 200, height: 100), ["content": rect(0, 0, 156, 100), "side": rect(160, 35, 40, 30)])
        let top = Color.red.id("content").safeAreaInset(edge: .top, alignment: .trailing, spacing: 0) {
            Color.blue.frame(width: 40, height: 30).id("tag")
        }
        expectFrames(frames(top, width: 200, height: 100), ["content": rect(0, 30, 200, 70), "tag": rect(160, 0, 40, 30)])
    }

    @MainActor @Test func safeAreaPaddingInsetsTheContentWhichMayIgnoreIt() {
        expectFrames(frames(Color.red.id("c").safeAreaPadding(20), width: 200, height: 100), ["c": rect(20, 20, 160, 60)])
        expectFrames(frames(Color.red.id("c").safeAreaPadding(.horizontal), width: 200, height: 100), ["c": rect(16, 0, 168, 100)])
        expectFrames(frames(Color.red.id("c").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 200, height: 100),
                     ["c": rect(2, 1, 194, 96)])
        expectFrames(frames(Color.red.id("c").ignoresSafeArea().safeAreaPadding(.horizontal, 20), width: 200, height: 100),
                     ["c": rect(0, 0, 200, 100)])
        // On a device, the padding adds to the device's insets.
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .top).safeAreaPadding(.top, 10)), ["c": rect(0, 0, 390, 810)])
    }

    @MainActor @Test func barsAddToTheSafeAreaOfTheirContent() {
        let navigation = NavigationStack { Color.red.id("c").navigationTitle("Title") }
        expectFrames(deviceFrames(navigation), ["c": rect(0, 143, 390, 667)])
        let under = NavigationStack { Color.red.id("c").ignoresSafeArea().navigationTitle("Title") }
        expectFrames(deviceFrames(under), ["c": rect(0, 0, 390, 844)])
        let tabs = TabView { Color.red.id("c").ignoresSafeArea(edges: .bottom).tabItem { Text("One") } }
        expectFrames(deviceFrames(tabs), ["c": rect(0, 47, 390, 797)])
        let tabContent = TabView { Color.red.id("c").tabItem { Text("One") } }
        expectFrames(deviceFrames(tabContent), ["c": rect(0, 47, 390, 714)])
    }

    @MainActor @Test func leadingInsetsAreOnTheRightInARightToLeftLayout() {
        let insets = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let rtl: (inout EnvironmentValues) -> Void = { $0.layoutDirection = .rightToLeft }
        expectFrames(deviceFrames(Color.red.id("c"), width: 200, height: 100, insets: insets, configure: rtl), ["c": rect(0, 0, 180, 100)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .leading), width: 200, height: 100, insets: insets, configure: rtl),
                     ["c": rect(0, 0, 200, 100)])
        expectFrames(deviceFrames(Color.red.id("c").ignoresSafeArea(edges: .trailing), width: 200, height: 100, insets: insets, configure: rtl),
                     ["c": rect(0, 0, 180, 100)])
    }

    @MainActor @Test func tabsSelectByValue() {
        let view = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Color.red.id("home") }
            Tab("Starred", systemImage: "star", value: 2) { Color.blue.id("starred") }.badge(3)
        }
        let laidOut = frames(view, width: 390, height: 600)
        #expect(laidOut["home"] == nil)
        expectFrames(laidOut, ["starred": rect(0, 0, 390, 551)])
        let unvalued = TabView { Tab("Home", systemImage: "house") { Color.red.id("home") } }
        expectFrames(frames(unvalued, width: 390, height: 600), ["home": rect(0, 0, 390, 551)])
    }
}
