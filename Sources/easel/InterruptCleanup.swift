import EaselRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `easel` does when it is interrupted (SIGINT, Ctrl-C) or told to stop (SIGTERM, SIGHUP): it
/// removes the temporary files and folders of the outputs being written (`TemporaryFiles`), then dies
/// of the same signal, so the shell sees the usual status (130 for Ctrl-C). An existing output is
/// untouched, since outputs are only ever renamed into place whole.
///
/// The signal handler only writes the signal's number to a pipe (all a handler may safely do); a
/// thread of its own, which no rendering can keep busy, reads it and cleans up.
enum InterruptCleanup {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers once; every command that writes calls it before it starts.
    static func install() { _ = installed }

    private static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        return (ends[0], ends[1])
    }()

    private static let installed: Bool = {
        let ends = pipeEnds
        guard ends.read >= 0 else { return false }
        let thread = Thread {
            var number: Int32 = 0
            while read(ends.read, &number, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {}
            TemporaryFiles.removeAll()
            // Die of the signal (to the whole process: this thread may block it); else exit as a shell would.
            signal(number, SIG_DFL)
            kill(getpid(), number)
            usleep(100_000)
            _exit(128 + number)
        }
        thread.start()
        for number in signals {
            signal(number) { number in
                var number = number
                _ = write(InterruptCleanup.pipeEnds.write, &number, MemoryLayout<Int32>.size)
            }
        }
        return true
    }()
}
