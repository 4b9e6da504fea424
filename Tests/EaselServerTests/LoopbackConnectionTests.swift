import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The test client itself: a connection that is refused closes its socket exactly once. A second
/// `close` of the same number closes whatever another thread opened in between (round 20's CI lost a
/// frame file to this, with "Bad file descriptor", while a server test connected to a stopped server).
@Suite struct LoopbackConnectionTests {
    @MainActor @Test func aRefusedConnectionClosesItsSocketOnce() throws {
        let port = try Self.portWithNoListener()
        // Another thread opens, checks and closes files as fast as it can; the lowest free number it
        // gets is the one a refused connection's socket just had.
        let opener = FileOpener()
        opener.start()
        for _ in 0..<2_000 {
            #expect(throws: POSIXError.self) { try LoopbackConnection(port: port, timeout: 1) }
        }
        let foreignCloses = opener.finish()
        #expect(foreignCloses == 0, "the opener's file was closed under it \(foreignCloses) times")
    }

    /// Opens `/dev/null`, checks the descriptor and closes it on a thread of its own until `finish`,
    /// counting the times the descriptor was no longer its own.
    final class FileOpener: @unchecked Sendable {
        private let state = NSLock()
        private var stopping = false, foreignCloses = 0, done = false

        func start() {
            Thread.detachNewThread { [self] in
                while !state.withLock({ stopping }) {
                    let file = open("/dev/null", O_RDONLY | O_CLOEXEC)
                    guard file >= 0 else { continue }
                    if fcntl(file, F_GETFD) < 0 || close(file) != 0 { state.withLock { foreignCloses += 1 } }
                }
                state.withLock { done = true }
            }
        }

        /// Stops the thread and returns its count.
        func finish() -> Int {
            state.withLock { stopping = true }
            while !state.withLock({ done }) { usleep(1_000) }
            return state.withLock { foreignCloses }
        }
    }

    /// A loopback port nobody listens on: bound, then released.
    static func portWithNoListener() throws -> Int {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
