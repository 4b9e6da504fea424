import Foundation

/// The colours iOS's value controls (progress views, gauges, sliders, steppers, pickers, text fields,
/// date pickers) are drawn with, as UIKit documents them (`UIColor` system colours, iOS 17 values).
enum ControlPalette {
    /// `systemFill`: #787880 at 20% (light) and 36% (dark): slider and progress tracks.
    static let systemFill = Color(.adaptive(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36)))
    /// `tertiarySystemFill`: #767680 at 12% (light) and 24% (dark): segmented control and stepper
    /// backgrounds, date picker pills.
    static let tertiarySystemFill = Color.tertiarySystemFill
    /// `placeholderText`: #3C3C43 (light) or #EBEBF5 (dark) at 30%.
    static let placeholderText = Color(.adaptive(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)))
    /// `tertiaryLabel`: the same greys at 30%: a stepper's glyph at its bound.
    static let tertiaryLabel = Color.tertiaryLabel
    /// `systemBackground`: white (light) or black (dark): the knockout around a gauge's marker.
    static let systemBackground = Color.system(light: 0xFFFFFF, dark: 0x000000)
    /// `opaqueSeparator`-like grey of a segmented control's dividers and a stepper's middle line:
    /// #3C3C43 at 16% (light), #EBEBF5 at 16% (dark) (as iOS 17 draws them; Apple gives no value).
    static let divider = Color(.adaptive(light: RGBA(hex: 0x3C3C43, alpha: 0.16), dark: RGBA(hex: 0xEBEBF5, alpha: 0.16)))
    /// The selected segment of a segmented control: white (light) or #636366, `systemGray2` dark (dark).
    static let selectedSegment = Color.system(light: 0xFFFFFF, dark: 0x636366)
    /// `systemGray3` (#C7C7CC light, #48484A dark): the border of a rounded text field.
    static let fieldBorder = Color.system(light: 0xC7C7CC, dark: 0x48484A)
}

/// Whether controls draw their labels (`labelsHidden()`).
struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// True under `labelsHidden()`: pickers, steppers and date pickers draw their control alone.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls in this view (pickers, steppers, date pickers draw their control
    /// alone; the labels stay for accessibility), as SwiftUI's `labelsHidden()`.
    public func labelsHidden() -> some View { transformEnvironment { $0.labelsHidden = true } }
}

extension EnvironmentValues {
    /// The style `tint(_:)` set while it still sets the tint (a gradient, or a colour); nil otherwise.
    var tintShapeStyle: AnyShapeStyle? {
        guard let set = tintStyle, set.tint == tint else { return nil }
        return set.style
    }

    /// The tint's colour stops: a gradient tint's, else the one tint (or accent) colour.
    func tintStops() -> [Paint.Stop] {
        if let style = tintShapeStyle { return style.paint(in: .zero, environment: self).stops }
        return [Paint.Stop(color: Color.accentColor.resolve(in: self), location: 0)]
    }
}

/// A gradient is a shape style of its own (SwiftUI, iOS 16): drawn from the top of what it paints to
/// the bottom, as `AnyGradient` draws it.
extension Gradient: ShapeStyle {
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        AnyGradient(self).paint(in: bounds, environment: environment)
    }
}

/// The tint of a value control along its track: a plain tint's colour, or a gradient tint laid from
/// the track's leading end to its trailing end (`linear`) or around its centre (`angular`, angles in
/// degrees clockwise from the positive x axis).
struct TrackTint: ShapeStyle {
    enum Geometry: Sendable { case linear, angular(start: Double, end: Double) }
    var geometry: Geometry
    /// The opacity of a plain tint (a gradient is drawn whole).
    var plainOpacity: Double = 1

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let stops = environment.tintStops()
        guard stops.count > 1 else {
            return .color((stops.first?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)).multiplyingAlpha(by: plainOpacity))
        }
        switch geometry {
        case .linear:
            let rtl = environment.layoutDirection == .rightToLeft
            return .gradient(stops, .linear(start: CGPoint(x: rtl ? bounds.maxX : bounds.minX, y: bounds.midY),
                                            end: CGPoint(x: rtl ? bounds.minX : bounds.maxX, y: bounds.midY)))
        case .angular(let start, let end):
            return .gradient(stops, .angular(center: CGPoint(x: bounds.midX, y: bounds.midY), startAngle: start, endAngle: end))
        }
    }
}
