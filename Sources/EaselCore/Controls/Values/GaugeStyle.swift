import Foundation

/// How gauges draw: `makeBody(configuration:)` turns a gauge's value (0…1) and labels into a view.
///
/// The built-in styles, as iOS 17 draws them (Apple documents what each shows, not its metrics; the
/// sizes here are estimated from iOS 17's drawing):
/// - `.linearCapacity` (and `.automatic`, iOS's default): the label (subheadline) above a 6-point bar
///   filled with the tint to the value, between the minimum and maximum value labels (caption,
///   secondary, 8 points from the bar), and the current value label (caption, secondary) below it;
///   4 points between rows.
/// - `.accessoryLinearCapacity`: the same with a 4-point bar and every label in caption text.
/// - `.accessoryLinear`: a 5-point track in the tint at 35% (a gradient tint whole) with a marker at the
///   value, between the bound labels (caption2), and the current value label (or, without one, the label)
///   in caption text below it.
/// - `.accessoryCircular`: an open ring of 3/4 of a turn, its opening at the bottom, 6 points wide in a
///   58-point square, in the tint at 35% (a gradient around the ring), with a marker at the value; the
///   current value label (17 points, medium, shrunk to fit) in the centre; the bound labels (10 points) in the
///   opening, centred under the ring's ends, or the label in the middle of the opening when there are none
///   (Apple: `GaugeStyle.accessoryCircular`).
/// - `.accessoryCircularCapacity`: a closed ring, 6 points wide in a 58-point square, `systemFill`, filled
///   with the tint clockwise from the top to the value; the current value label in the centre.
/// Gradient tints (`.tint(Gradient(…))`) are drawn along the bar or around the ring.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws from: the value's position in the gauge's bounds and the labels.
public struct GaugeStyleConfiguration {
    /// A type-erased label of the gauge.
    nonisolated public struct Label: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }
    /// A type-erased label of the current value.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }
    /// A type-erased label of the minimum value.
    nonisolated public struct MinimumValueLabel: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }
    /// A type-erased label of the maximum value.
    nonisolated public struct MaximumValueLabel: View, PrimitiveView {
        let content: AnyView
        func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
    }

    /// The current value's position in the gauge's bounds, 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

nonisolated extension View {
    /// Sets the style of gauges in this view: pushed onto the style stack (`ErasedStyle`), so a gauge a
    /// style's body makes (SwiftUI has no `Gauge(configuration)`; a style makes a `Gauge` of
    /// `configuration.value`) gets the style set outside it.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        pushingStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

/// iOS's default: `linearCapacity`.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled to the value, with the labels around it.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeLayout(configuration: configuration, barThickness: 6, labelFont: .subheadline, boundsFont: .caption,
                          track: ValueTrack(fraction: configuration.value, thickness: 6, height: 6))
    }
}

/// A thin bar filled to the value, with the labels around it in caption text.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeLayout(configuration: configuration, barThickness: 4, labelFont: .caption, boundsFont: .caption,
                          track: ValueTrack(fraction: configuration.value, thickness: 4, height: 4))
    }
}

/// A tinted track with a marker at the value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 4) {
                configuration.minimumValueLabel
                ValueTrack(fraction: configuration.value, thickness: 5, height: 9, track: .tinted, fillsToValue: false, indicator: .marker)
                configuration.maximumValueLabel
            }
            .font(.caption2)
            if let current = configuration.currentValueLabel { current.font(.caption) } else { configuration.label.font(.caption) }
        }
    }
}

/// The rows of the linear capacity styles: label, bar between the bound labels, current value label.
nonisolated private struct LinearGaugeLayout: View {
    var configuration: GaugeStyleConfiguration
    var barThickness: CGFloat
    var labelFont: Font
    var boundsFont: Font
    var track: ValueTrack

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(labelFont)
            HStack(spacing: 8) {
                configuration.minimumValueLabel
                track
                configuration.maximumValueLabel
            }
            .font(boundsFont).foregroundStyle(Color.secondary)
            configuration.currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
        }
    }
}

/// The ring gauges' square and line (estimated from iOS 17's accessory gauges).
private enum RingMetrics {
    static let size: CGFloat = 58
    static let lineWidth: CGFloat = 6
    /// The open ring's turn: 3/4, from 135° (bottom left) clockwise to 405° (bottom right).
    static let openFraction: CGFloat = 0.75
    static let openStart = Angle.degrees(135)
    /// The centre line of the labels in the opening: under the ring's ends.
    static let bottomLabelY: CGFloat = 53
}

/// An open ring with a marker at the value.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let start = RingMetrics.openStart.radians
        let sweep = Double(RingMetrics.openFraction) * 2 * .pi
        let markerAngle = start + sweep * configuration.value
        let radius = (RingMetrics.size - RingMetrics.lineWidth) / 2
        ZStack {
            RingArc(startAngle: start, sweep: sweep, inset: RingMetrics.lineWidth / 2)
                .stroke(TrackTint(geometry: .angular(start: start, end: start + sweep), plainOpacity: 0.35),
                        style: StrokeStyle(lineWidth: RingMetrics.lineWidth, lineCap: .round))
            ValueTrackMarker(thickness: RingMetrics.lineWidth)
                .offset(x: radius * cos(markerAngle), y: radius * sin(markerAngle))
            RingCentreLabel(label: configuration.currentValueLabel)
            Group {
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    configuration.minimumValueLabel.position(x: RingMetrics.size / 2 + radius * cos(start), y: RingMetrics.bottomLabelY)
                    configuration.maximumValueLabel.position(x: RingMetrics.size / 2 + radius * cos(start + sweep), y: RingMetrics.bottomLabelY)
                } else {
                    configuration.label.position(x: RingMetrics.size / 2, y: RingMetrics.bottomLabelY)
                }
            }
            .font(.system(size: 10, weight: .medium))
            .lineLimit(1)
        }
        .frame(width: RingMetrics.size, height: RingMetrics.size)
    }
}

/// A closed ring filled clockwise from the top to the value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let top = -Double.pi / 2
        ZStack {
            Circle().inset(by: RingMetrics.lineWidth / 2).stroke(ControlPalette.systemFill, lineWidth: RingMetrics.lineWidth)
            RingArc(startAngle: top, sweep: 2 * .pi * configuration.value, inset: RingMetrics.lineWidth / 2)
                .stroke(TrackTint(geometry: .angular(start: top, end: top + 2 * .pi)),
                        style: StrokeStyle(lineWidth: RingMetrics.lineWidth, lineCap: .round))
            RingCentreLabel(label: configuration.currentValueLabel)
        }
        .frame(width: RingMetrics.size, height: RingMetrics.size)
    }
}

/// The current value in a ring: 17-point medium text on one line, shrunk to fit inside the ring (as the
/// accessory gauges shrink it).
nonisolated private struct RingCentreLabel: View {
    var label: GaugeStyleConfiguration.CurrentValueLabel?
    var body: some View {
        label.font(.system(size: 17, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
            .frame(width: RingMetrics.size - 2 * RingMetrics.lineWidth - 6)
    }
}

/// An arc of the circle inscribed in the frame, inset by `inset`: from `startAngle` (radians,
/// clockwise on screen from the positive x axis) turning `sweep` radians clockwise on screen.
nonisolated private struct RingArc: Shape {
    var startAngle: Double
    var sweep: Double
    var inset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard sweep > 0 else { return path }
        let radius = max(min(rect.width, rect.height) / 2 - inset, 0)
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .radians(startAngle),
                    endAngle: .radians(startAngle + sweep), clockwise: false)
        return path
    }
}

/// A gauge marker on its own: the dot in its knockout ring (`ValueTrack`'s rule 5).
nonisolated private struct ValueTrackMarker: View {
    var thickness: CGFloat
    var body: some View {
        Circle().fill(Color.primary).frame(width: thickness, height: thickness)
            .padding(2).background(Circle().fill(ControlPalette.systemBackground))
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { Self() } }
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { Self() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: Self { Self() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { Self() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { Self() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { Self() } }
