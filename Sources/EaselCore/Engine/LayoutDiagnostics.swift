import Foundation
import Synchronization

/// A size or frame the layout pass met that was not finite (NaN, or infinite where a frame must be
/// finite), the view it belonged to, and what the pass used instead.
public struct InvalidGeometry: Sendable, Equatable, CustomStringConvertible {
    /// The layout node's type and its structural position from the root (`FrameNode at 0/1`).
    public let view: String
    /// What was wrong: `size (nan, 10.0)` or `frame (inf, 0.0, 10.0, 10.0)`.
    public let value: String
    /// What the pass used instead.
    public let replacement: String

    public var description: String { "invalid \(value) of \(view), replaced by \(replacement)" }
}

/// Reports sizes and frames the layout pass had to repair.
///
/// The rule, as SwiftUI behaves (it logs "Invalid frame dimension" and carries on): no NaN or
/// infinite frame reaches a renderer.
/// 1. A size a view answers (`sizeThatFits`) with a NaN dimension takes 0 for that dimension; an
///    infinite answer stays (a flexible view may answer an infinite proposal with an infinite size).
/// 2. A frame a view is placed in with a coordinate or dimension that is not finite takes 0 for it.
/// Each repair is reported to `reporter` when one is set (a task-local value: set it around a layout,
/// as tests do); otherwise a debug build writes the first repair of the process to stderr.
public enum LayoutDiagnostics {
    /// Where repairs go: a closure, or `standardError` (a debug build writes the first repair there).
    public struct Reporter: Sendable {
        let report: (@Sendable (InvalidGeometry) -> Void)?
        /// Reports each repair to `report`.
        public init(_ report: @escaping @Sendable (InvalidGeometry) -> Void) { self.report = report }
        private init() { report = nil }
        /// No closure: a debug build writes the first repair of the process to stderr.
        public static let standardError = Reporter()
    }

    /// Where the layout pass reports its repairs (set it around a layout: `$reporter.withValue(…)`).
    @TaskLocal public static var reporter: Reporter = .standardError

    private static let hasWritten = Mutex(false)

    static func report(_ problem: InvalidGeometry) {
        if let report = reporter.report {
            report(problem)
            return
        }
        #if DEBUG
        let isFirst = hasWritten.withLock { written in
            defer { written = true }
            return !written
        }
        if isFirst { FileHandle.standardError.write(Data("Easel: \(problem) (reported once)\n".utf8)) }
        #endif
    }

    /// `size` with each NaN dimension replaced by 0 (rule 1), reported as `node`'s.
    /// The check is inlined into the layout pass, which makes it for every size it computes and every
    /// frame it fixes; the repair is not (about 1.5M of L1 nested's instructions were the calls).
    @inline(__always)
    static func sanitized(_ size: CGSize, of node: ViewNode) -> CGSize {
        guard size.width.isNaN || size.height.isNaN else { return size }
        return repaired(size, of: node)
    }

    /// Rule 1's repair and report, out of line.
    @inline(never)
    private static func repaired(_ size: CGSize, of node: ViewNode) -> CGSize {
        let repaired = CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
        report(InvalidGeometry(view: describe(node), value: "size \(describe(size))", replacement: "size \(describe(repaired))"))
        return repaired
    }

    /// `rect` with each coordinate or dimension that is not finite replaced by 0 (rule 2), reported as
    /// `node`'s.
    @inline(__always)
    static func sanitized(_ rect: CGRect, of node: ViewNode) -> CGRect {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        guard !(x.isFinite && y.isFinite && width.isFinite && height.isFinite) else { return rect }
        return repaired(rect, of: node)
    }

    /// Rule 2's repair and report, out of line.
    @inline(never)
    private static func repaired(_ rect: CGRect, of node: ViewNode) -> CGRect {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let repaired = CGRect(x: finite(x), y: finite(y), width: finite(width), height: finite(height))
        report(InvalidGeometry(view: describe(node), value: "frame \(describe(rect))", replacement: "frame \(describe(repaired))"))
        return repaired
    }

    private static func describe(_ node: ViewNode) -> String {
        let position = node.identity.description
        return node.diagnosticName + (position.isEmpty ? " at the root" : " at \(position)")
    }

    private static func describe(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }

    private static func describe(_ rect: CGRect) -> String {
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
    }
}
