import EaselRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of frames published whole: no reader ever sees a half-written frame, and `frames.json`
/// lists exactly the frames present.
///
/// Steps:
/// 1. Files are written into a new temporary folder next to the destination (`.NAME.RANDOM.tmp`).
/// 2. `commit(manifest:)` writes the manifest there too, then:
///    - when the destination does not exist, renames the folder to it (atomic);
///    - when it is a folder, renames each frame into it (each rename atomic), removes the frames of
///      an earlier, longer sequence (`frame_NNNNN.png`/`.svg` not written now), renames the manifest
///      in last, and removes the temporary folder; other files in the folder are left alone.
/// 3. A folder dropped without `commit` (an error on the way) removes its temporary folder. Until then
///    it is registered with `TemporaryFiles`, for a process stopped by a signal to remove.
/// Owned by one task; not thread-safe.
final class FrameFolder {
    static let manifestName = "frames.json"

    let destination: URL
    private let temporary: URL
    private var names: [String] = []
    private var isCommitted = false

    init(destination url: URL) throws {
        destination = url.standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw AnimationError.writeFailed(path: destination.path, reason: "a file is in the way of the frames folder")
        }
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw AnimationError.writeFailed(path: destination.path, reason: OutputFolder.problem(creatingIn: destination) ?? error.localizedDescription)
        }
        TemporaryFiles.register(temporary)
    }

    deinit {
        TemporaryFiles.unregister(temporary)
        guard !isCommitted else { return }
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Writes the file `name` of the sequence, with `open(2)` and `write(2)` and no `fsync(2)` (which
    /// `Data.write` calls, and which blocks the writer a few milliseconds a frame on a journalling file
    /// system while the frames behind it wait): the folder is published by renaming, not flushed.
    func write(_ data: Data, named name: String) throws {
        let path = temporary.appendingPathComponent(name).path
        let failure = { (reason: String) in
            AnimationError.writeFailed(path: self.destination.appendingPathComponent(name).path, reason: reason)
        }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw failure(String(cString: strerror(errno))) }
        var reason: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = systemWrite(file, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { reason = written < 0 ? String(cString: strerror(errno)) : "no bytes written"; return }
                offset += written
            }
        }
        if close(file) != 0, reason == nil { reason = String(cString: strerror(errno)) }
        if let reason { throw failure(reason) }
        names.append(name)
    }

    /// Publishes the sequence with its manifest.
    func commit(manifest: Data) throws {
        try write(manifest, named: Self.manifestName)
        if !FileManager.default.fileExists(atPath: destination.path) {
            try move(temporary, to: destination)
            isCommitted = true
            return
        }
        let written = Set(names)
        for name in names where name != Self.manifestName {
            try move(temporary.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        for name in existing where Self.isFrameName(name) && !written.contains(name) {
            try? FileManager.default.removeItem(at: destination.appendingPathComponent(name))
        }
        try move(temporary.appendingPathComponent(Self.manifestName), to: destination.appendingPathComponent(Self.manifestName))
        isCommitted = true
        try? FileManager.default.removeItem(at: temporary)
    }

    private func move(_ source: URL, to target: URL) throws {
        guard rename(source.path, target.path) == 0 else {
            throw AnimationError.writeFailed(path: target.path, reason: String(cString: strerror(errno)))
        }
    }

    /// The name of frame `index` with `pathExtension`: `frame_00042.png`.
    static func frameName(_ index: Int, pathExtension: String) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + "." + pathExtension
    }

    /// Whether `name` is a frame's: `frame_`, five or more digits, `.png` or `.svg`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") || name.hasSuffix(".svg") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// `write(2)`, out of reach of the names of `FrameFolder.write` and `FFmpegProcess.write`.
func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(file, bytes, count)
}
