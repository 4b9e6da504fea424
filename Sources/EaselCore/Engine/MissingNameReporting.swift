import Foundation

extension LayoutDiagnostics {
    /// Where names nothing answers to (a missing symbol, font or image) are reported: a closure, or
    /// none (`unset`), when a debug build writes each to stderr.
    ///
    /// A struct rather than an optional closure: a task-local value of an optional function type crashed
    /// release builds (Swift 6.3, in `swift_task_localValuePush`: `easel render`, and deep trees).
    public struct Reporting<Problem: Sendable & CustomStringConvertible>: Sendable {
        let report: (@Sendable (Problem) -> Void)?

        /// Reports each problem to `report`.
        public init(_ report: @escaping @Sendable (Problem) -> Void) { self.report = report }
        private init() { report = nil }

        /// No closure: a debug build writes each problem to stderr.
        public static var unset: Reporting { Reporting() }

        /// Reports `problem` to the closure, or in a debug build to stderr.
        func callAsFunction(_ problem: Problem) {
            if let report { return report(problem) }
            #if DEBUG
            FileHandle.standardError.write(Data("Easel: \(problem)\n".utf8))
            #endif
        }
    }
}
