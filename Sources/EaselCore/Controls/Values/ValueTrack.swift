import Foundation

/// The track of a value control, drawn by one node: gauges' bars and sliders.
///
/// Rules:
/// 1. The view is as wide as it is offered (`idealWidth` when asked for its ideal size) and `height`
///    tall; the track is a capsule `thickness` tall across its width, centred vertically.
/// 2. The value's position runs from `inset` after the leading edge (fraction 0) to `inset` before the
///    trailing edge (fraction 1): the leading edge is the right one under a right-to-left direction.
/// 3. The track is `systemFill`, or the tint at 35% (a gradient tint whole) for `.tinted` tracks.
/// 4. A filled track is the tint from its leading end to the value's position, clipped to the track's
///    capsule; a gradient tint spans the whole track and the fill uncovers it.
/// 5. The indicator, centred on the value's position: a slider thumb (a white 28-point circle with
///    iOS's thumb shadow) or a gauge marker (a dot `thickness` wide in the primary colour, in a
///    knockout ring 2 points wide of the background colour).
nonisolated struct ValueTrack: View, PrimitiveView {
    enum TrackColor { case systemFill, tinted }
    enum Indicator { case none, sliderThumb, marker }

    var fraction: Double
    var thickness: CGFloat
    var height: CGFloat
    var idealWidth: CGFloat = 10
    var track: TrackColor = .systemFill
    var fillsToValue = true
    var indicator: Indicator = .none

    /// A slider's: a 4-point track in a 28-point view, the thumb (28 points, `UISlider`'s) inset 14.
    static func slider(fraction: Double) -> ValueTrack {
        ValueTrack(fraction: fraction, thickness: 4, height: 28, idealWidth: 28, indicator: .sliderThumb)
    }

    var inset: CGFloat {
        switch indicator {
        case .none: 0
        case .sliderThumb: height / 2
        case .marker: thickness / 2 + 2
        }
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [ValueTrackNode(track: self, context: context)] }
}

final class ValueTrackNode: ViewNode {
    let track: ValueTrack

    init(track: ValueTrack, context: ResolveContext) {
        self.track = track
        super.init(context: context)
    }

    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: max(proposal.width ?? track.idealWidth, 0), height: track.height)
    }

    override func draw(into list: inout DisplayListBuilder) {
        let rtl = layoutDirection == .rightToLeft
        let travel = max(frame.width - 2 * track.inset, 0) * track.fraction
        let position = rtl ? frame.maxX - track.inset - travel : frame.minX + track.inset + travel
        let bar = CGRect(x: frame.minX, y: frame.midY - track.thickness / 2, width: frame.width, height: track.thickness)
        let capsule = Capsule().path(in: bar)
        switch track.track {
        case .systemFill: list.fill(capsule, .color(ControlPalette.systemFill.resolve(in: environment)))
        case .tinted: list.fill(capsule, TrackTint(geometry: .linear, plainOpacity: 0.35).paint(in: bar, environment: environment))
        }
        if track.fillsToValue, travel + track.inset > 0 {
            let covered = rtl ? CGRect(x: position, y: bar.minY, width: frame.maxX - position, height: bar.height)
                              : CGRect(x: bar.minX, y: bar.minY, width: position - bar.minX, height: bar.height)
            let fill = list.collect { $0.fill(capsule, TrackTint(geometry: .linear).paint(in: bar, environment: environment)) }
            list.group(fill, clip: Path(covered))
        }
        let center = CGPoint(x: position, y: frame.midY)
        switch track.indicator {
        case .none: break
        case .sliderThumb: drawThumb(at: center, into: &list)
        case .marker:
            let knockout = track.thickness + 4
            list.fill(Circle().path(in: CGRect(x: center.x - knockout / 2, y: center.y - knockout / 2, width: knockout, height: knockout)),
                      .color(ControlPalette.systemBackground.resolve(in: environment)))
            let dot = track.thickness
            list.fill(Circle().path(in: CGRect(x: center.x - dot / 2, y: center.y - dot / 2, width: dot, height: dot)),
                      .color(Color.primary.resolve(in: environment)))
        }
    }

    /// `UISlider`'s thumb: a white circle as tall as the view, with a soft shadow (black at 15%, σ 3.5,
    /// 3 points down) and a hairline rim (black at 6%, 0.5 points) (as iOS 17 draws it; estimated).
    private func drawThumb(at center: CGPoint, into list: inout DisplayListBuilder) {
        let diameter = track.height
        let circle = Circle().path(in: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        let thumb = list.collect { $0.fill(circle, .color(RGBA(hex: 0xFFFFFF))) }
        list.effect(.shadow(color: RGBA(hex: 0x000000, alpha: 0.15), radius: 3.5, offset: CGSize(width: 0, height: 3)), thumb)
        list.stroke(circle, .color(RGBA(hex: 0x000000, alpha: 0.06)), style: StrokeStyle(lineWidth: 0.5))
    }
}
