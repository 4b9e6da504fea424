import Foundation
import Synchronization

/// The outlines of the symbol set's icons, read from their SVG files once per process.
///
/// An icon is the union of its `<path>` (with `fill-rule`), `<circle>` and `<rect>` elements on the
/// set's 16 × 16 grid, as one path the non-zero rule fills (`EvenOddOrientation`). The files live in
/// `directory`: Debian's `/usr/share/bootstrap-icons/svg`, or `EASEL_SYMBOLS_DIRECTORY` when set.
public enum SymbolLibrary {
    /// The side of the icons' square grid, in the SVG files' units.
    package static let gridSize: CGFloat = 16

    /// Where the icons' SVG files are read from.
    public static var directory: String {
        ProcessInfo.processInfo.environment["EASEL_SYMBOLS_DIRECTORY"] ?? "/usr/share/bootstrap-icons/svg"
    }

    private static let cache = Mutex<[String: Path?]>([:])

    /// The outline of the SF Symbols name `systemName` on the 16-unit grid, or nil when the set has no
    /// such symbol (or its file is missing or unreadable). Easel's own outline comes first where it
    /// has one (`OwnSymbolOutlines`).
    public static func outline(systemName: String) -> Path? {
        let own = OwnSymbolOutlines.svg(systemName: systemName)
        let icon = SymbolNames.iconName(for: systemName)
        guard let key = own == nil ? icon : "easel:" + systemName else { return nil }
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let path = (own ?? icon.flatMap { try? String(contentsOfFile: directory + "/" + $0 + ".svg", encoding: .utf8) }).flatMap(outline(svg:))
        cache.withLock { $0[key] = path }
        return path
    }

    /// The union of an icon file's elements, or nil when it has none or one is malformed.
    static func outline(svg: String) -> Path? {
        var elements: [Path] = []
        var isEvenOdd: [Bool] = []
        for tag in svg.split(separator: "<").dropFirst() {
            let name = tag.prefix { $0.isLetter }
            let attributes = attributes(of: tag)
            guard attributes["transform"] == nil else { return nil }
            switch name {
            case "path":
                guard let data = attributes["d"], let path = SVGPathData.path(data) else { return nil }
                elements.append(path)
                isEvenOdd.append(attributes["fill-rule"] == "evenodd")
            case "circle":
                guard let cx = number(attributes["cx"]), let cy = number(attributes["cy"]), let r = number(attributes["r"]) else { return nil }
                elements.append(Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)))
                isEvenOdd.append(false)
            case "rect":
                guard let width = number(attributes["width"]), let height = number(attributes["height"]) else { return nil }
                let rect = CGRect(x: number(attributes["x"]) ?? 0, y: number(attributes["y"]) ?? 0, width: width, height: height)
                let radius = number(attributes["rx"]) ?? 0
                elements.append(Path(roundedRect: rect, cornerRadius: radius))
                isEvenOdd.append(false)
            default:
                continue
            }
        }
        guard !elements.isEmpty else { return nil }
        // One element filled by the non-zero rule is drawn as it is; otherwise every element is rewound
        // so its outer contours turn one way, and overlapping elements add up rather than cancel.
        if elements.count == 1, !isEvenOdd[0] { return elements[0] }
        var union = Path()
        for element in elements {
            for part in EvenOddOrientation.nonZeroEquivalent(of: element).elements { union.append(element: part) }
        }
        return union
    }

    private static func number(_ text: String?) -> CGFloat? { text.flatMap { Double($0) }.map { CGFloat($0) } }

    /// The `name="value"` attributes of one tag.
    private static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let close = rest[valueStart...].firstIndex(of: "\"") else { break }
            result[name] = String(rest[valueStart..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
