import Foundation
#if os(Linux)
import Glibc
#endif

/// Keeps the layout pass's recursion from running off the end of a thread's stack.
///
/// Resolving views, sizing, placing and drawing each recurse once per level of the view tree, from a few
/// hundred bytes to a few kilobytes of stack a level. A thread's stack is fixed when the thread starts
/// (8 MiB on Linux by default), so a tree some thousands of levels deep would overflow it. The rule:
/// 1. Each level calls `run`, which compares the stack pointer with the lowest address of the calling
///    thread's stack (found once per thread, then kept in a thread-local value).
/// 2. While more than `reserve` is left, the level runs right there: the check costs a thread-local read
///    and a comparison.
/// 3. Otherwise that level, and everything below it, runs on a new thread with a stack of `stackSize`,
///    while the calling thread waits for it. The task-local environment `@Environment` reads, and the
///    `LayoutDiagnostics` reporters (problems; missing symbols, fonts and images), are carried over. So a tree's depth is bounded by memory rather than by the first thread's stack: every
///    `stackSize` of recursion costs one thread start.
///
/// Where the stack cannot be found (other systems than Linux), levels always run in place.
/// Other recursive readers in the package (the scene parser and decoder) use it too.
package enum DeepRecursion {
    /// Stack left below which a level moves to a new thread: enough for the deepest single level
    /// (a custom layout's own frames, Pango shaping a text), with room to spare.
    static let reserve = 512 * 1024
    /// The stack of each new thread.
    static let stackSize = 256 * 1024 * 1024

    /// Runs `body` on this thread, or on a new one with a large stack when this one is nearly used up.
    package static func run<Result>(_ body: () -> Result) -> Result {
        #if os(Linux)
        guard let lowest = ThreadStack.lowestAddress else { return body() }
        var marker = 0
        let pointer = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard pointer < lowest + UInt(reserve) else { return body() }
        return onNewThread(body)
        #else
        return body()
        #endif
    }

    #if os(Linux)
    /// Runs `body` on a new thread with a `stackSize` stack and waits for it; runs it here if no thread
    /// can be started.
    private static func onNewThread<Result>(_ body: () -> Result) -> Result {
        let (environment, reporter) = (EnvironmentValues.current, LayoutDiagnostics.reporter)
        let (symbolReporter, fontReporter) = (LayoutDiagnostics.missingSymbolReporter, LayoutDiagnostics.missingFontReporter)
        let imageReporter = LayoutDiagnostics.missingImageReporter
        return withoutActuallyEscaping(body) { body in
            let work = Work {
                LayoutDiagnostics.$reporter.withValue(reporter) {
                    LayoutDiagnostics.$missingSymbolReporter.withValue(symbolReporter) {
                        LayoutDiagnostics.$missingFontReporter.withValue(fontReporter) {
                            LayoutDiagnostics.$missingImageReporter.withValue(imageReporter) {
                                EnvironmentValues.$current.withValue(environment) { body() }
                            }
                        }
                    }
                }
            }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(work as WorkItem).toOpaque()
            let started = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                Unmanaged<WorkItem>.fromOpaque(context).takeRetainedValue().perform()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<WorkItem>.fromOpaque(context).release()
                return body()
            }
            pthread_join(thread, nil)
            return work.take() ?? body()
        }
    }

    #endif
}

#if os(Linux)
/// Something to do on another thread.
private class WorkItem: @unchecked Sendable {
    func perform() {}
}

/// A closure run on another thread while the thread that made it waits in `pthread_join`, and its
/// result. It is `@unchecked Sendable` because the two threads never touch it at the same time: the
/// creating thread reads the result only after the join, which orders it after the write.
private final class Work<Result>: WorkItem, @unchecked Sendable {
    private var body: (() -> Result)?
    private var result: Result?

    init(_ body: @escaping () -> Result) { self.body = body }

    override func perform() {
        result = body?()
        body = nil
    }

    /// The result, once; the closure is already released, as `withoutActuallyEscaping` requires.
    func take() -> Result? {
        defer { result = nil }
        return result
    }
}

/// The calling thread's stack bounds, read once per thread with `pthread_getattr_np`.
private enum ThreadStack {
    /// `pthread_getattr_np` is a GNU extension that Swift's Glibc module does not import; it is looked up
    /// by name.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np")
        .map { unsafeBitCast($0, to: GetAttributes.self) }

    /// The key of the thread-local value holding each thread's lowest stack address (1 when unknown).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The lowest address of the calling thread's stack, or nil when it cannot be found.
    static var lowestAddress: UInt? {
        guard let key else { return nil }
        if let stored = pthread_getspecific(key) {
            let address = UInt(bitPattern: stored)
            return address > 1 ? address : nil
        }
        let address = find() ?? 1
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: address))
        return address > 1 ? address : nil
    }

    private static func find() -> UInt? {
        guard let getAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else { return nil }
        return UInt(bitPattern: base)
    }
}
#endif
