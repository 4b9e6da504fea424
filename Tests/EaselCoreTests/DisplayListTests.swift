import Foundation
import Testing
@testable import EaselCore

/// The display list of `view` laid out at its ideal size with the fixed-advance measurer.
func displayList<V: View>(_ view: V, width: CGFloat? = nil, scale: CGFloat = 1,
                          configure: (inout EnvironmentValues) -> Void = { _ in }) -> DisplayList {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    configure(&environment)
    return ViewLayout(content: view, proposal: ProposedViewSize(width: width, height: nil), scale: scale,
                      environment: environment).displayList
}

let lightRed = RGBA(hex: 0xFF3B30), blue = RGBA(hex: 0x007AFF)

/// The items of one colour, as the tests below spell them.
extension DisplayItem {
    static func fill(_ path: Path, _ color: RGBA) -> DisplayItem { .fill(path, .color(color)) }
    static func stroke(_ path: Path, _ color: RGBA, style: StrokeStyle) -> DisplayItem { .stroke(path, .color(color), style: style) }
    static func text(_ request: TextLayoutRequest, frame: CGRect, color: RGBA) -> DisplayItem { .text(request, frame: frame, paint: .color(color)) }
}

@Suite struct DisplayListTests {
    @MainActor @Test func colourFillsItsFrame() {
        let list = displayList(Color.red.frame(width: 10, height: 20).padding(5))
        #expect(list.size == CGSize(width: 20, height: 30))
        #expect(list.items == [.fill(Path(rect(5, 5, 10, 20)), lightRed)])
    }

    @MainActor @Test func clearAndEmptyViewsDrawNothing() {
        #expect(displayList(Color.clear.frame(width: 10, height: 10)).items.isEmpty)
        #expect(displayList(Spacer().frame(width: 10, height: 10)).items.isEmpty)
        #expect(displayList(Text("")).items.isEmpty)
    }

    @MainActor @Test func itemsFollowDrawingOrder() {
        let view = Color.blue.frame(width: 10, height: 10)
            .background(Color.red)
            .overlay(Color.green.frame(width: 2, height: 2))
        let list = displayList(view)
        #expect(list.items.count == 3)
        #expect(list.items.first == .fill(Path(rect(0, 0, 10, 10)), lightRed))
        #expect(list.items[1] == .fill(Path(rect(0, 0, 10, 10)), blue))
        #expect(list.items.last == .fill(Path(rect(4, 4, 2, 2)), RGBA(hex: 0x34C759)))
    }

    @MainActor @Test func strokeBorderInsetsByHalfTheLineWidth() {
        let list = displayList(Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 20, height: 20))
        #expect(list.items == [.stroke(Path(rect(2, 2, 16, 16)), lightRed, style: StrokeStyle(lineWidth: 4))])
        let centred = displayList(Circle().stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20))
        #expect(centred.items == [.stroke(Path(ellipseIn: rect(0, 0, 20, 20)), lightRed, style: StrokeStyle(lineWidth: 4))])
    }

    @MainActor @Test func shapesWithoutAFillUseTheForegroundStyle() {
        let list = displayList(Capsule().frame(width: 20, height: 10).foregroundStyle(Color.blue))
        #expect(list.items == [.fill(Capsule().path(in: rect(0, 0, 20, 10)), blue)])
        let primary = displayList(Rectangle().frame(width: 1, height: 1)) { $0.colorScheme = .dark }
        #expect(primary.items == [.fill(Path(rect(0, 0, 1, 1)), RGBA(hex: 0xFFFFFF))])
    }

    /// Text: its own style, else the environment's foreground style, else `.primary` in the colour scheme.
    @MainActor @Test func textColourResolution() {
        func colour<V: View>(_ view: V, dark: Bool = false) -> RGBA? {
            guard case .text(_, _, .color(let color))? = displayList(view, configure: { $0.colorScheme = dark ? .dark : .light }).items.first
            else { return nil }
            return color
        }
        #expect(colour(Text("Hi")) == RGBA(hex: 0x000000))
        #expect(colour(Text("Hi"), dark: true) == RGBA(hex: 0xFFFFFF))
        #expect(colour(Text("Hi").foregroundStyle(Color.blue)) == blue)
        #expect(colour(Text("Hi").padding().foregroundStyle(Color.red)) == lightRed)
        #expect(colour(Text("Hi").foregroundColor(.blue).padding().foregroundStyle(Color.red)) == blue)
        #expect(colour(Text("Hi").padding().foregroundStyle(.tint).tint(.red)) == lightRed)
    }

    @MainActor @Test func textIsDrawnInItsFrameAtItsMeasuredWidth() {
        // Characters of 8.5 points wrap at 12 a line in 110 points: "Vote for the" and "pet now", 102
        // points wide and two lines of 21.25 points, rounded up to whole pixels.
        let list = displayList(Text("Vote for the pet now").id("t").padding(10), width: 130)
        guard case .text(let request, let frame, _)? = list.items.first else {
            Issue.record("no text item")
            return
        }
        #expect(frame == rect(10, 10, 102, 43))
        #expect(request.string == "Vote for the pet now")
        #expect(request.width == 102)
        #expect(request.font == Font.body.resolved(for: .large))
        let ideal = displayList(Text("Hi"))
        guard case .text(let idealRequest, _, _)? = ideal.items.first else {
            Issue.record("no text item")
            return
        }
        #expect(idealRequest.width == nil)
    }

    @MainActor @Test func textProposedLessHeightDrawsOnlyTheLinesThatFit() {
        // 110 points wrap "Vote for the pet now" into two lines of 21.25 points; 30 points of height fit
        // one, so the text is one line tall ("Vote for the", 102 wide) and is drawn with a line limit of 1.
        let list = displayList(Text("Vote for the pet now").frame(width: 110, height: 30, alignment: .top))
        guard case .text(let request, let frame, _)? = list.items.first else {
            Issue.record("no text item")
            return
        }
        #expect(frame == rect(4, 0, 102, 22)) // centred in 110
        #expect(request.lineLimit == 1)
    }

    @MainActor @Test func dividerIsAHairline() {
        let list = displayList(VStack(spacing: 0) { Color.clear.frame(width: 10, height: 4); Divider() }, scale: 3)
        #expect(list.items == [.fill(Path(rect(0, 4, 10, 1.0 / 3)), RGBA(hex: 0x3C3C43, alpha: 0.29))])
    }

    @MainActor @Test func progressViewIsATrackAndATintedCapsule() {
        let list = displayList(ProgressView(value: 0.25), width: 100)
        #expect(list.items == [
            .fill(Capsule().path(in: rect(0, 0, 100, 4)), RGBA(hex: 0x787880, alpha: 0.2)),
            .fill(Capsule().path(in: rect(0, 0, 25, 4)), blue),
        ])
        let mirrored = displayList(ProgressView(value: 0.25), width: 100) { $0.layoutDirection = .rightToLeft }
        #expect(mirrored.items.last == .fill(Capsule().path(in: rect(75, 0, 25, 4)), blue))
        let empty = displayList(ProgressView(value: 0.0), width: 100) { $0.colorScheme = .dark }
        #expect(empty.items == [.fill(Capsule().path(in: rect(0, 0, 100, 4)), RGBA(hex: 0x787880, alpha: 0.36))])
    }

    @MainActor @Test func imageIsDrawnInItsFrame() {
        let list = displayList(Image("cat.png").resizable().frame(width: 30, height: 20))
        #expect(list.items == [.image(path: "cat.png", frame: rect(0, 0, 30, 20))])
    }

    @MainActor @Test func effectsGroupTheirContent() {
        let square = Color.red.frame(width: 10, height: 10)
        let faded = displayList(square.opacity(0.5))
        #expect(faded.items == [.group(transform: .identity, clip: nil, opacity: 0.5,
                                       items: [.fill(Path(rect(0, 0, 10, 10)), lightRed)])])
        let clipped = displayList(square.clipShape(Circle()).padding(2))
        #expect(clipped.items == [.group(transform: .identity, clip: Path(ellipseIn: rect(2, 2, 10, 10)), opacity: 1,
                                         items: [.fill(Path(rect(2, 2, 10, 10)), lightRed)])])
        #expect(displayList(square.opacity(0)).items.isEmpty)
        #expect(displayList(square.opacity(1)).items == [.fill(Path(rect(0, 0, 10, 10)), lightRed)])
    }

    /// Rotation and scale turn about their anchor in the view's frame: the anchor stays put.
    @MainActor @Test func rotationAndScaleKeepTheirAnchor() {
        let view = Color.red.frame(width: 10, height: 20).rotationEffect(.degrees(90)).padding(10)
        guard case .group(let transform, nil, 1, _)? = displayList(view).items.first else {
            Issue.record("no group")
            return
        }
        let centre = CGPoint(x: 15, y: 20).applying(transform)
        #expect(abs(centre.x - 15) < 1e-9 && abs(centre.y - 20) < 1e-9)
        let corner = CGPoint(x: 10, y: 10).applying(transform) // top-left turns clockwise to top-right
        #expect(abs(corner.x - 25) < 1e-9 && abs(corner.y - 15) < 1e-9)
        let scaled = displayList(Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).padding(10))
        guard case .group(let scale, _, _, _)? = scaled.items.first else {
            Issue.record("no group")
            return
        }
        #expect(CGPoint(x: 10, y: 10).applying(scale) == CGPoint(x: 10, y: 10))
        #expect(CGPoint(x: 20, y: 20).applying(scale) == CGPoint(x: 30, y: 30))
    }

    @MainActor @Test func offsetMovesTheDrawnFrame() {
        let list = displayList(Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3))
        #expect(list.items == [.fill(Path(rect(5, -3, 10, 10)), lightRed)])
    }

    @MainActor @Test func borderedButtonHasATintedBackgroundUnderTintedText() {
        let list = displayList(Button("Go") {}.buttonStyle(.bordered))
        guard case .fill(_, .color(let background), _)? = list.items.first, case .text(_, _, .color(let label))? = list.items.last else {
            Issue.record("unexpected items \(list.items)")
            return
        }
        #expect(background == RGBA(hex: 0x007AFF, alpha: 0.15))
        #expect(label == blue)
    }
}
