import Easel
import Foundation
import Testing

/// The environment of the pure tests: text measured by the fixed-advance measurer (every character
/// half its font size wide), so expected frames can be worked out by hand.
func fixedEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    return environment
}

/// The tagged display lists of `states`, laid out at their ideal size with one tag table.
func taggedLists<V: View>(_ states: [V], proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                          environment: EnvironmentValues = fixedEnvironment()) -> [DisplayList] {
    let table = DisplayTagTable()
    return states.map { ViewLayout(content: $0, proposal: proposal, scale: scale, environment: environment).displayList(tagging: table) }
}

/// The move between two states of a view, measured with the fixed-advance measurer.
func transition<V: View>(_ from: V, _ to: V, animation: Animation? = .linear(duration: 1), duration: Double? = nil,
                         proposal: ProposedViewSize = .unspecified) -> LayoutTransition {
    let lists = taggedLists([from, to], proposal: proposal)
    return LayoutTransition(from: lists[0], to: lists[1], animation: animation, duration: duration,
                            textMeasurer: FixedAdvanceTextMeasurer())
}

/// Every untagged drawing item of `list`, depth first, with the opacity of the groups around it.
func leaves(_ items: [DisplayItem], opacity: Double = 1) -> [(item: DisplayItem, opacity: Double)] {
    items.flatMap { item -> [(item: DisplayItem, opacity: Double)] in
        switch item {
        case .tagged(_, let inner): leaves(inner, opacity: opacity)
        case .group(_, _, let groupOpacity, let inner): leaves(inner, opacity: opacity * groupOpacity)
        case .effect(_, let inner): leaves(inner, opacity: opacity)
        case .fill, .stroke, .text, .image: [(item, opacity)]
        }
    }
}

/// The bounding box of a path's points.
func bounds(_ path: Path) -> CGRect {
    var points: [CGPoint] = []
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quadCurve(let p, let c): points += [p, c]
        case .curve(let p, let c1, let c2): points += [p, c1, c2]
        case .closeSubpath: break
        }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// The fills of `list` with their colours, bounds and opacities.
func fills(_ list: DisplayList) -> [(bounds: CGRect, color: RGBA, opacity: Double)] {
    leaves(list.items).compactMap { leaf in
        guard case .fill(let path, .color(let color), _) = leaf.item else { return nil }
        return (bounds(path), color, leaf.opacity)
    }
}

/// The texts of `list` with their frames, colours and opacities.
func texts(_ list: DisplayList) -> [(string: String, frame: CGRect, color: RGBA, opacity: Double)] {
    leaves(list.items).compactMap { leaf in
        guard case .text(let request, let frame, .color(let color)) = leaf.item else { return nil }
        return (request.string, frame, color, leaf.opacity)
    }
}

/// Whether `a` and `b` are within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A fresh, empty folder for a test's files.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-animation-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
