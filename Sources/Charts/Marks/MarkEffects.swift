import Easel

/// The points a mark is moved by, in the plot's screen coordinates (x right, y down): the whole mark
/// (`offset(x:y:)`), and its start and end edges (`offset(xStart:xEnd:yStart:yEnd:)`), the start being the
/// edge nearer the plot's leading (x) or top (y) edge. Apple: "The `xStart`, `xEnd`, `yStart`, and `yEnd`
/// offset values apply only to marks that have such properties, like bar marks": an edge moves only on an
/// axis where the mark spans an interval (a bar, a rectangle, a rule across the plot); a point, a line or
/// an area moves by `x` and `y` alone. Offsets add up, as the modifiers chain.
struct MarkOffset: Hashable, Sendable {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var xStart: CGFloat = 0
    var xEnd: CGFloat = 0
    var yStart: CGFloat = 0
    var yEnd: CGFloat = 0

    var isZero: Bool { self == MarkOffset() }

    static func + (a: MarkOffset, b: MarkOffset) -> MarkOffset {
        MarkOffset(x: a.x + b.x, y: a.y + b.y, xStart: a.xStart + b.xStart, xEnd: a.xEnd + b.xEnd,
                   yStart: a.yStart + b.yStart, yEnd: a.yEnd + b.yEnd)
    }

    /// `frame` moved, and its edges moved on the axes where the mark spans an interval.
    func applied(to frame: CGRect, xEdges: Bool, yEdges: Bool) -> CGRect {
        guard !isZero else { return frame }
        let x0 = frame.minX + x + (xEdges ? xStart : 0), x1 = frame.maxX + x + (xEdges ? xEnd : 0)
        let y0 = frame.minY + y + (yEdges ? yStart : 0), y1 = frame.maxY + y + (yEdges ? yEnd : 0)
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}

/// A drawing effect on marks (`clipShape`, `shadow`, `blur`, `mask`), drawn with the view modifier of the
/// same name around the marks' shape, in the order the modifiers are applied.
enum MarkEffect {
    case clip(AnyShape, FillStyle)
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case blur(CGFloat)
    case mask(MarkMask)

    /// What tells two effects apart, so that marks with the same effects share a shape: a clip shape by
    /// its outline in two rectangles, a mask by the content it was made from.
    var key: EffectKey {
        switch self {
        case .clip(let shape, let style):
            .clip(shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)), shape.path(in: CGRect(x: 0, y: 0, width: 37, height: 211)), style)
        case .shadow(let color, let radius, let x, let y): .shadow(color, radius, x, y)
        case .blur(let radius): .blur(radius)
        case .mask(let mask): .mask(ObjectIdentifier(mask))
        }
    }

    enum EffectKey: Hashable {
        case clip(Path, Path, FillStyle)
        case shadow(Color, CGFloat, CGFloat, CGFloat)
        case blur(CGFloat)
        case mask(ObjectIdentifier)
    }
}

/// The marks of a `mask(content:)`, resolved once.
final class MarkMask {
    let marks: [ChartMark]
    init(marks: [ChartMark]) { self.marks = marks }
}

/// An effect as a plot item draws it: a mask's marks made into the items they draw, through the chart's scales.
enum ItemEffect {
    case clip(AnyShape, FillStyle)
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case blur(CGFloat)
    case mask([PlotItem])
}

/// The union of `clip` fitted to the frame of each mark of an item (Apple: "The shape fills each mark's
/// frame"): a bar's or a rectangle's frame, a symbol's, a rule's (as wide as its stroke), and the whole
/// extent of a line, an area or a sector.
nonisolated struct MarkClipShape: Shape {
    let marks: ChartMarkShape
    let clip: AnyShape
    /// Half a stroked item's line width, which its frames are widened by.
    let outset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for frame in marks.frames(in: rect) {
            path.addPath(clip.path(in: frame.insetBy(dx: -outset, dy: -outset)))
        }
        return path
    }
}

/// An item's shape drawn through its effects, each the view modifier of its name, innermost first.
nonisolated struct MarkEffectsView: View {
    let content: AnyView
    let shape: ChartMarkShape
    let item: PlotItem

    var body: some View {
        var view = content
        for effect in item.effects {
            switch effect {
            case .clip(let clip, let style):
                view = AnyView(view.clipShape(MarkClipShape(marks: shape, clip: clip, outset: (item.stroke?.lineWidth ?? 0) / 2), style: style))
            case .shadow(let color, let radius, let x, let y):
                view = AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
            case .blur(let radius):
                view = AnyView(view.blur(radius: radius))
            case .mask(let items):
                let (xScale, yScale) = (shape.xScale, shape.yScale)
                view = AnyView(view.mask {
                    ZStack {
                        ForEach(items.indices, id: \.self) { index in
                            ChartItemView(item: items[index], xScale: xScale, yScale: yScale)
                        }
                    }
                })
            }
        }
        return view
    }
}

nonisolated extension ChartContent {
    /// Clips each mark to `shape` fitted to the mark's frame (Apple: "The shape fills each mark's frame"),
    /// inside by `style`'s rule.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let effect = MarkEffect.clip(AnyShape(shape), style)
        return modified { $0.effects.append(effect) }
    }

    /// Draws the marks only where `content`'s marks are drawn, at their alpha (Apple: "Masks chart content
    /// using the alpha channel of the specified content"); the mask's marks are placed by the chart's scales
    /// and do not widen them.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        let mask = MarkMask(marks: _ChartMarks.resolve(content()))
        return modified { $0.effects.append(.mask(mask)) }
    }

    /// Draws a shadow under the marks: their alpha blurred by `radius`, in `color`, moved by `x` and `y`
    /// (the view modifier's rule; Apple's default colour is linear black at 33%).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.effects.append(.shadow(color, radius: radius, x: x, y: y)) }
    }

    /// Blurs the marks with a Gaussian of `radius` (the view modifier's rule).
    public func blur(radius: CGFloat) -> some ChartContent {
        modified { $0.effects.append(.blur(radius)) }
    }

    /// Draws the marks in front of content of a lower `zIndex` and behind content of a higher one
    /// (Apple: "Controls the display order of overlapping chart content"; the default is 0); content of
    /// equal `zIndex` keeps its order.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }

    /// Moves the marks by `x` and `y` points (Apple: "Applies a vertical and horizontal offset").
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offsetBy(MarkOffset(x: x, y: y))
    }

    /// Moves the marks by `value` in points.
    public func offset(_ value: CGSize) -> some ChartContent {
        offsetBy(MarkOffset(x: value.width, y: value.height))
    }

    /// Moves the marks' start and end edges by these points (`MarkOffset` has the rule).
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offsetBy(MarkOffset(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
    }

    /// Moves the marks' x start and end edges, and the marks by `y` points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offsetBy(MarkOffset(y: y, xStart: xStart, xEnd: xEnd))
    }

    /// Moves the marks by `x` points, and their y start and end edges.
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offsetBy(MarkOffset(x: x, yStart: yStart, yEnd: yEnd))
    }

    func offsetBy(_ offset: MarkOffset) -> _ModifiedChartContent<Self> {
        modified { $0.offset = $0.offset + offset }
    }
}
