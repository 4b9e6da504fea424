import Foundation

/// Why an animation could not be built or written. Each message says what was wrong.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A timeline needs at least one state.
    case noStates
    /// A timeline's states were laid out at different scales: their frames round to different pixel grids.
    case mixedScales([CGFloat])
    /// Frames per second must be a whole number from 1 to 1000.
    case invalidFrameRate(Int)
    /// A duration or hold is negative, not a number, or longer than `Timing.maximumSeconds`.
    case invalidTime(name: String, value: Double)
    /// The output's file name does not say which format to write.
    case unsupportedOutput(path: String)
    /// An encoder failed (giflib, libwebp, the PNG encoder, or the ffmpeg program: its status and last
    /// lines).
    case encodingFailed(String)
    /// The encoder a format needs is not installed (ffmpeg for MP4 and WebM): the message names the
    /// Debian package.
    case encoderUnavailable(String)
    /// A video's codec or CRF does not fit its container or range.
    case invalidVideoOptions(String)
    /// A file or folder could not be written.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .noStates:
            "an animation needs at least one state"
        case .mixedScales(let scales):
            "an animation's states must be laid out at one scale, not at \(scales.map { "\($0)" }.joined(separator: ", "))"
        case .invalidFrameRate(let fps):
            "invalid frame rate \(fps): use a whole number of frames per second from 1 to 1000"
        case .invalidTime(let name, let value):
            "invalid \(name) \(value): use a number of seconds from 0 to \(Int(AnimationTimeline.Timing.maximumSeconds))"
        case .unsupportedOutput(let path):
            "cannot tell what to write to \(path): \(AnimationFormat.destinationAdvice)"
        case .encodingFailed(let reason):
            "encoding failed: \(reason)"
        case .encoderUnavailable(let reason):
            reason
        case .invalidVideoOptions(let reason):
            reason
        case .writeFailed(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
