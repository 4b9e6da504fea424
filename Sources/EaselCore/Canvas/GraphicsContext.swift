import Foundation

/// What a `Canvas` draws with: SwiftUI's immediate-mode drawing context, mapped onto the display list.
///
/// Rules:
/// 1. Coordinates are the canvas's points from its top-left corner, through `transform` (`translateBy`,
///    `scaleBy`, `rotate(by:)`, `concatenate` compose onto it, as CoreGraphics' CTM).
/// 2. Every drawing operation appends its item (a fill, a stroke, a text run, an image) drawn through the
///    state at that moment, innermost first: the transform; the filters, in the order they were added
///    (`addFilter`: shadows and blurs are measured in canvas points, not through the transform); the
///    opacity; the blend mode; the clips (`clip(to:)`, each fixed in canvas space when it was made).
/// 3. A context is a value: a copy (`var inner = context`) changes its state alone, and draws into the same
///    canvas. `drawLayer` gives its content a context with the current transform and clip, full opacity,
///    a normal blend and no filters, and draws the layer as one composited item through this context's
///    filters, opacity, blend mode and clips.
/// 4. Shadings resolve to the display list's paints; gradients' points are in the context's coordinates.
public struct GraphicsContext {
    /// The items drawn so far, shared by the copies of a context drawing into one canvas or layer.
    final class Storage {
        var items: [DisplayItem] = []
    }

    private let storage: Storage
    /// The environment of the canvas: colours, fonts and the colour scheme resolve in it.
    public let environment: EnvironmentValues
    /// The size of the canvas, for `clipBoundingRect`.
    private let bounds: CGRect

    /// The opacity drawing operations are composited at (multiplied into each item).
    public var opacity: Double = 1
    /// How drawing operations composite onto what lies below.
    public var blendMode: BlendMode = .normal
    /// The current transform, from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity

    private var clips: [(path: Path, style: FillStyle, inverse: Bool)] = []
    private var filters: [DisplayEffect] = []

    init(environment: EnvironmentValues, size: CGSize) {
        (storage, self.environment, bounds) = (Storage(), environment, CGRect(origin: .zero, size: size))
    }

    /// The items drawn into the context's canvas (or layer), in canvas points.
    var items: [DisplayItem] { storage.items }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates the coordinates by `angle`, clockwise in the canvas's y-down space for positive angles.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Restricts later drawing to the inside of `path` (in the current coordinates), by `style`'s rule;
    /// with `.inverse`, to its outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform), style, options.contains(.inverse)))
    }

    /// The bounding rectangle of the current clip, in the current coordinates.
    public var clipBoundingRect: CGRect {
        var rect = bounds
        for clip in clips where !clip.inverse { rect = rect.intersection(clip.path.boundingRect) }
        guard !rect.isNull else { return .zero }
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0 else { return .zero }
        let inverse = CGAffineTransform(a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant,
                                        d: t.a / determinant, tx: (t.c * t.ty - t.d * t.tx) / determinant,
                                        ty: (t.b * t.tx - t.a * t.ty) / determinant)
        return Path(rect).applying(inverse).boundingRect
    }

    // MARK: Filters

    /// Adds a filter applied to every later drawing operation (rule 2).
    public mutating func addFilter(_ filter: Filter) {
        filters.append(filter.effect(in: environment, bounds: bounds))
    }

    // MARK: Drawing

    /// Fills `path` with `shading`, inside by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = shading.paint(in: path.boundingRect, environment: environment)
        guard paint.isVisible, !path.isEmpty else { return }
        append(.fill(path, paint, style: style))
    }

    /// Strokes `path` with `shading` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = shading.paint(in: path.boundingRect, environment: environment)
        guard paint.isVisible, !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        append(.stroke(path, paint, style: style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the content of a new layer (rule 3).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(environment: environment, size: bounds.size)
        layer.transform = transform
        layer.clips = clips
        try content(&layer)
        guard !layer.items.isEmpty else { return }
        composite([.effect(.compositingGroup, items: layer.items)])
    }

    /// Appends `item` (in the current coordinates) through the whole state (rule 2).
    func append(_ item: DisplayItem) {
        composite(transform == .identity ? [item] : [.group(transform: transform, clip: nil, opacity: 1, items: [item])])
    }

    /// Appends `items` (in canvas coordinates) through the filters, opacity, blend mode and clips.
    private func composite(_ drawn: [DisplayItem]) {
        guard opacity > 0 else { return }
        var items = drawn
        for filter in filters { items = [.effect(filter, items: items)] }
        if opacity < 1 { items = [.group(transform: .identity, clip: nil, opacity: opacity, items: items)] }
        if blendMode != .normal { items = [.effect(.blendMode(blendMode.mode), items: items)] }
        for clip in clips.reversed() {
            if clip.inverse {
                let outside: [DisplayItem] = [
                    .fill(Path(bounds), .color(RGBA(red: 0, green: 0, blue: 0))),
                    .effect(.blendMode(.destinationOut), items: [.fill(clip.path, .color(RGBA(red: 0, green: 0, blue: 0)), style: clip.style)]),
                ]
                items = [.effect(.mask(outside), items: items)]
            } else {
                items = [.effect(.clip(clip.path, clip.style), items: items)]
            }
        }
        storage.items.append(contentsOf: items)
    }
}

extension GraphicsContext {
    /// How a drawing operation composites onto what lies below: the modes the display list's `BlendMode`
    /// has (SwiftUI's `GraphicsContext.BlendMode` also has Porter-Duff modes such as `.clear` and `.xor`,
    /// which Easel does not draw).
    public struct BlendMode: Hashable, Sendable {
        let mode: EaselCore.BlendMode

        public static let normal = BlendMode(mode: .normal)
        public static let multiply = BlendMode(mode: .multiply)
        public static let screen = BlendMode(mode: .screen)
        public static let overlay = BlendMode(mode: .overlay)
        public static let darken = BlendMode(mode: .darken)
        public static let lighten = BlendMode(mode: .lighten)
        public static let colorDodge = BlendMode(mode: .colorDodge)
        public static let colorBurn = BlendMode(mode: .colorBurn)
        public static let softLight = BlendMode(mode: .softLight)
        public static let hardLight = BlendMode(mode: .hardLight)
        public static let difference = BlendMode(mode: .difference)
        public static let exclusion = BlendMode(mode: .exclusion)
        public static let hue = BlendMode(mode: .hue)
        public static let saturation = BlendMode(mode: .saturation)
        public static let color = BlendMode(mode: .color)
        public static let luminosity = BlendMode(mode: .luminosity)
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        public static let destinationOver = BlendMode(mode: .destinationOver)
        public static let destinationOut = BlendMode(mode: .destinationOut)
        public static let plusDarker = BlendMode(mode: .plusDarker)
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }

    /// A filter of `addFilter`: a shadow, a blur or a colour filter, as the view modifiers of the same names draw.
    public struct Filter: Sendable {
        private let make: @Sendable (EnvironmentValues, CGRect) -> DisplayEffect

        private init(_ make: @escaping @Sendable (EnvironmentValues, CGRect) -> DisplayEffect) { self.make = make }

        func effect(in environment: EnvironmentValues, bounds: CGRect) -> DisplayEffect { make(environment, bounds) }

        /// A shadow under the drawing: its alpha blurred by a Gaussian of standard deviation `radius`, in
        /// `color`, moved by `x` and `y` (as `View.shadow`; the default colour is SwiftUI's black at 33%).
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0) -> Filter {
            Filter { environment, _ in
                .shadow(color: color.resolve(in: environment), radius: max(radius, 0), offset: CGSize(width: x, height: y))
            }
        }

        /// A Gaussian blur of standard deviation `radius` (as `View.blur`).
        public static func blur(radius: CGFloat) -> Filter {
            Filter { _, bounds in .blur(radius: max(radius, 0), opaque: false, bounds: bounds) }
        }

        public static func saturation(_ amount: Double) -> Filter {
            Filter { _, _ in .colorMatrix(ColorFilters.saturation(amount)) }
        }

        public static func grayscale(_ amount: Double) -> Filter {
            Filter { _, _ in .colorMatrix(ColorFilters.saturation(1 - min(max(amount, 0), 1))) }
        }

        public static func brightness(_ amount: Double) -> Filter {
            Filter { _, _ in .colorMatrix(ColorFilters.brightness(amount)) }
        }

        public static func contrast(_ amount: Double) -> Filter {
            Filter { _, _ in .colorMatrix(ColorFilters.contrast(amount)) }
        }

        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter { _, _ in .colorMatrix(ColorFilters.hueRotation(angle.radians)) }
        }

        public static var colorInvert: Filter { Filter { _, _ in .colorMatrix(ColorFilters.invert) } }

        public static var luminanceToAlpha: Filter { Filter { _, _ in .colorMatrix(ColorFilters.luminanceToAlpha) } }
    }

    /// What a fill or stroke paints with: a colour, a style, a gradient in the context's coordinates.
    public struct Shading: Sendable {
        private let resolve: @Sendable (CGRect, EnvironmentValues) -> Paint

        private init(_ resolve: @escaping @Sendable (CGRect, EnvironmentValues) -> Paint) { self.resolve = resolve }

        /// The paint for a shape whose bounding rectangle is `bounds`.
        func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { resolve(bounds, environment) }

        public static func color(_ color: Color) -> Shading { style(color) }

        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            style(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(white: Double, opacity: Double = 1) -> Shading { style(Color(white: white, opacity: opacity)) }

        /// A shape style, resolved for the bounding rectangle of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { bounds, environment in style.paint(in: bounds, environment: environment) }
        }

        /// The environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading { _, environment in
                .gradient(gradient.resolvedStops(in: environment), .linear(start: startPoint, end: endPoint))
            }
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading { _, environment in
                .gradient(gradient.resolvedStops(in: environment), .radial(center: center, startRadius: startRadius, endRadius: endRadius))
            }
        }

        /// A whole turn of the gradient's colours around `center`, from `angle` clockwise.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle()) -> Shading {
            Shading { _, environment in
                .gradient(gradient.resolvedStops(in: environment), .angular(center: center, startAngle: angle.radians,
                                                                            endAngle: angle.radians + 2 * .pi))
            }
        }
    }
}
