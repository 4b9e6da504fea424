import ArgumentParser
import EaselScene
import Easel
import Foundation

/// Why a command failed: the message for stderr and the exit status (sysexits).
struct CommandFailure: Error {
    let message: String
    let status: Int32

    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 64) }
    static func badData(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 65) }
    static func missingInput(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 66) }
    static func unavailable(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 69) }
    static func software(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 70) }
    static func cannotCreate(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 73) }

    /// A scene that does not decode, named `name` in the message when given: a missing image file is
    /// a missing input, any other fault bad data.
    static func scene(_ error: SceneError, in name: String? = nil) -> CommandFailure {
        let message = name.map { "\($0): \(error)" } ?? error.description
        return error.kind == .missingFile ? .missingInput(message) : .badData(message)
    }

    /// A render or write failure; `input` names what was rendered, for faults of the content.
    static func rendering(_ error: RenderError, input: String) -> CommandFailure {
        switch error {
        case .writeFailed: .cannotCreate(error.description)
        case .unsupportedFormat, .invalidScale: .usage(error.description)
        case .missingImage: .missingInput("\(input): \(error)")
        case .emptyCanvas, .canvasTooLarge, .unreadableImage, .formatLimit: .badData("\(input): \(error)")
        case .cairo, .pngEncoding: .software("\(input): \(error)")
        }
    }
}

extension CommandFailure {
    /// An animation that could not be built (bad timing: usage) or written (no ffmpeg: unavailable, 69).
    static func animation(_ error: AnimationError) -> CommandFailure {
        switch error {
        case .noStates, .invalidFrameRate, .invalidTime, .unsupportedOutput, .invalidVideoOptions: .usage(error.description)
        case .encoderUnavailable: .unavailable(error.description)
        case .encodingFailed, .mixedScales: .software(error.description)
        case .writeFailed: .cannotCreate(error.description)
        }
    }
}

extension ParsableCommand {
    /// Runs `body`; a `CommandFailure` (or a `RenderError`) is written to stderr and ends the command
    /// with its exit status. An interrupt on the way removes the outputs' temporary files (`InterruptCleanup`).
    func reportingFailures(input: String, _ body: () throws -> Void) throws {
        InterruptCleanup.install()
        do {
            try body()
        } catch let failure as CommandFailure {
            Self.fail(failure)
        } catch let error as RenderError {
            Self.fail(.rendering(error, input: input))
        }
    }

    /// `reportingFailures` for asynchronous work.
    func reportingFailures(input: String, _ body: () async throws -> Void) async throws {
        InterruptCleanup.install()
        do {
            try await body()
        } catch let failure as CommandFailure {
            Self.fail(failure)
        } catch let error as RenderError {
            Self.fail(.rendering(error, input: input))
        }
    }

    private static func fail(_ failure: CommandFailure) -> Never {
        FileHandle.standardError.write(Data((failure.message + "\n").utf8))
        Self.exit(withError: ExitCode(failure.status))
    }
}
