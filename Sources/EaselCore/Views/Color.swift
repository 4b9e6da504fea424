import Foundation

/// A colour with its components fixed: sRGB, 0…1, not premultiplied.
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    /// A colour from a 0xRRGGBB literal.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// A colour, which is also a view that fills the space it is offered.
///
/// System colours take Apple's values for the light and the dark colour scheme.
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case adaptive(light: RGBA, dark: RGBA)
        case accent
        indirect case opacity(Color, Double)
        /// The colour mixed with white by a fraction (its alpha kept), for `Color.gradient`.
        indirect case lightened(Color, Double)
        /// A colour set of the asset catalogs (`Color(_:bundle:)`).
        case named(String)
        /// A system colour whose value changed in iOS 26: the first before it, the second from it on
        /// (`EnvironmentValues.easelIOSVersion`).
        indirect case byIOSVersion(Color, iOS26: Color)
        /// `mix(with:by:in:)`: the first colour a fraction of the way to the second, in a colour space.
        indirect case mixed(Color, Color, Double, Gradient.ColorSpace)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// The colour spaces a colour's components are given in (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB: the components as they are.
        case sRGB
        /// Linear sRGB: each component encoded with sRGB's transfer function (IEC 61966-2-1).
        case sRGBLinear
        /// Display P3 (P3 primaries, sRGB's transfer function, D65): converted to sRGB through linear
        /// light, components outside sRGB clamped to 0…1 (Easel draws in sRGB).
        case displayP3
    }

    /// A colour from its components in `colorSpace` (sRGB unless given), as SwiftUI's
    /// `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(Color.sRGB(colorSpace, red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A grey of `white` in `colorSpace` (sRGB unless given), as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .fixed(Color.sRGB(colorSpace, red: white, green: white, blue: white, alpha: opacity))
    }

    /// The sRGB components of a colour given in `colorSpace`.
    static func sRGB(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        func encode(_ linear: Double) -> Double {
            // 1 encodes to 1 exactly (the formula gives 1 − 2⁻⁵³).
            linear == 1 ? 1 : linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        }
        func decode(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        switch colorSpace {
        case .sRGB:
            return RGBA(red: red, green: green, blue: blue, alpha: alpha)
        case .sRGBLinear:
            func signedEncode(_ value: Double) -> Double { value < 0 ? -encode(-value) : encode(value) }
            return RGBA(red: signedEncode(red), green: signedEncode(green), blue: signedEncode(blue), alpha: alpha)
        case .displayP3:
            let (r, g, b) = (decode(red), decode(green), decode(blue))
            // Linear Display P3 to linear sRGB (both D65).
            let linear = (1.2249401 * r - 0.2249404 * g, -0.0420569 * r + 1.0420571 * g, -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
            func clamped(_ value: Double) -> Double { encode(min(max(value, 0), 1)) }
            return RGBA(red: clamped(linear.0), green: clamped(linear.1), blue: clamped(linear.2), alpha: alpha)
        }
    }

    /// The colour set `name` of the asset catalogs in the assets folder (`AssetCatalogColors`: Xcode's
    /// `Name.colorset`, light and dark), as SwiftUI's `Color(_:bundle:)` reads it from an app's catalog.
    /// The bundle is ignored: Easel's assets come from the assets folder (`ImageRenderer.assetsDirectory`,
    /// the CLI's `--assets`; `easel preview` uses the catalogs among its paths). A name no catalog has
    /// draws nothing (clear), as iOS draws it (it logs "No color named … found in asset catalog").
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .named(name)
    }

    /// A hue that is not finite counts as 0 (red), rather than trapping.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - h.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        storage = .fixed(RGBA(red: r, green: g, blue: b, alpha: opacity))
    }

    static func system(light: UInt32, dark: UInt32, alpha: Double = 1) -> Color {
        Color(.adaptive(light: RGBA(hex: light, alpha: alpha), dark: RGBA(hex: dark, alpha: alpha)))
    }

    public static let red = Color(.byIOSVersion(system(light: 0xFF3B30, dark: 0xFF453A), iOS26: system(light: 0xFF383C, dark: 0xFF453A)))
    public static let orange = system(light: 0xFF9500, dark: 0xFF9F0A)
    public static let yellow = system(light: 0xFFCC00, dark: 0xFFD60A)
    public static let green = system(light: 0x34C759, dark: 0x30D158)
    public static let mint = system(light: 0x00C7BE, dark: 0x63E6E2)
    public static let teal = system(light: 0x30B0C7, dark: 0x40C8E0)
    public static let cyan = system(light: 0x32ADE6, dark: 0x64D2FF)
    public static let blue = Color(.byIOSVersion(system(light: 0x007AFF, dark: 0x0A84FF), iOS26: system(light: 0x0088FF, dark: 0x0A84FF)))
    public static let indigo = system(light: 0x5856D6, dark: 0x5E5CE6)
    public static let purple = system(light: 0xAF52DE, dark: 0xBF5AF2)
    public static let pink = system(light: 0xFF2D55, dark: 0xFF375F)
    public static let brown = system(light: 0xA2845E, dark: 0xAC8E68)
    public static let gray = system(light: 0x8E8E93, dark: 0x8E8E93)
    public static let black = Color(.fixed(RGBA(hex: 0x000000)))
    public static let white = Color(.fixed(RGBA(hex: 0xFFFFFF)))
    public static let clear = Color(.fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
    /// Black in light mode, white in dark mode.
    public static let primary = system(light: 0x000000, dark: 0xFFFFFF)
    /// Apple's secondary label colour: grey at 60% opacity.
    public static let secondary = system(light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.6)
    /// The tint of controls: the environment's `tint`, else blue.
    public static let accentColor = Color(.accent)

    /// This colour at `opacity` times its own alpha.
    public func opacity(_ opacity: Double) -> Color { Color(.opacity(self, opacity)) }

    /// This colour `fraction` of the way to `rhs` (SwiftUI's iOS 18 `mix(with:by:in:)`; Apple: "0.5 means
    /// `self` is mixed in equal parts with `rhs`").
    ///
    /// Rule: both colours are resolved in the environment that draws the mix (so each scheme mixes its own
    /// values); `fraction` is clamped to 0…1 (estimated). `.device` mixes the sRGB components and alpha
    /// linearly; `.perceptual` mixes in Oklab (Easel's perceptual space, as `MeshGradient`'s; Apple names
    /// none), alpha linearly, and clamps the result to sRGB.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(.mixed(self, rhs, fraction, colorSpace))
    }

    /// A colour resolved: its components (SwiftUI's `Color.Resolved`).
    public typealias Resolved = RGBA

    /// The colour's components in `environment` (its colour scheme and tint).
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        switch storage {
        case .fixed(let rgba): return rgba
        case .adaptive(let light, let dark): return environment.colorScheme == .dark ? dark : light
        case .accent: return (environment.tint ?? Color.appAccent(in: environment) ?? .blue).resolveTint(in: environment)
        case .named(let name):
            guard let folder = environment.assetsDirectory, let named = AssetCatalogColors.color(named: name, in: folder) else {
                return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            }
            return environment.colorScheme == .dark ? named.dark : named.light
        case .byIOSVersion(let color, let iOS26):
            return (environment.easelIOSVersion >= .iOS26 ? iOS26 : color).resolve(in: environment)
        case .mixed(let color, let other, let fraction, let colorSpace):
            return color.resolve(in: environment).mixed(with: other.resolve(in: environment), by: fraction, in: colorSpace)
        case .opacity(let color, let opacity):
            var rgba = color.resolve(in: environment)
            rgba.alpha *= opacity
            return rgba
        case .lightened(let color, let fraction):
            let rgba = color.resolve(in: environment)
            func lighten(_ value: Double) -> Double { value + (1 - value) * fraction }
            return RGBA(red: lighten(rgba.red), green: lighten(rgba.green), blue: lighten(rgba.blue), alpha: rgba.alpha)
        }
    }

    /// The app's accent colour: the catalogs' `AccentColor` colour set, the name Xcode's app template
    /// gives it (build setting `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`); nil when there is none.
    private static func appAccent(in environment: EnvironmentValues) -> Color? {
        guard let folder = environment.assetsDirectory, AssetCatalogColors.color(named: "AccentColor", in: folder) != nil else { return nil }
        return Color("AccentColor")
    }

    private func resolveTint(in environment: EnvironmentValues) -> RGBA {
        if case .accent = storage { return Color.blue.resolve(in: environment) }
        return resolve(in: environment)
    }

    /// A colour paints its own components, whatever the bounds.
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }
}

/// A colour, gradient or other style that fills or strokes a shape or text.
///
/// Easel's styles give their paint directly (`paint(in:environment:)`). A style of the user's, as
/// SwiftUI's iOS 17 custom styles do, implements `resolve(in:)` instead, returning the style it stands for
/// in an environment; it is painted as that style.
public protocol ShapeStyle: Sendable {
    /// The style this one stands for once resolved in an environment (SwiftUI's `ShapeStyle.Resolved`).
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment` (a custom style's one requirement).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint this style fills `bounds` (absolute points, the frame of the view it paints) with in
    /// `environment`: a colour, or a gradient whose points are resolved from `bounds`.
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint
}

extension ShapeStyle where Resolved == Never {
    /// A style that gives its paint directly is never resolved.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) gives its paint directly and is never resolved")
    }
}

extension ShapeStyle {
    /// A custom style is painted as the style it resolves to.
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolve(in: environment).paint(in: bounds, environment: environment)
    }
}

extension Never: ShapeStyle {
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { fatalError("Never has no paint") }
}

/// A resolved colour is a style of its own, as SwiftUI's `Color.Resolved` is.
extension RGBA: ShapeStyle {
    public typealias Resolved = Never
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(self) }
}

extension ShapeStyle {
    /// The one colour this style stands for in `environment`: a colour's own, a gradient's first stop's.
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        paint(in: .zero, environment: environment).stops.first?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { base.paint(in: bounds, environment: environment) }
}

/// The foreground style of the environment: `.primary` unless set with `foregroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        (environment.foregroundStyle ?? AnyShapeStyle(Color.primary)).paint(in: bounds, environment: environment)
    }
}

/// The environment's tint (a colour or any style set with `tint(_:)`), else the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        if let set = environment.tintStyle, set.tint == environment.tint { return set.style.paint(in: bounds, environment: environment) }
        return .color(Color.accentColor.resolve(in: environment))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
