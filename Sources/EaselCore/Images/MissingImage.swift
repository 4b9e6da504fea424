import Foundation

/// An image name (`Image("name")`) that no file of the assets folder answers: it drew nothing, as
/// SwiftUI draws nothing for a name its asset catalog lacks.
public struct MissingImage: Sendable, Equatable, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// The assets folder searched, or nil when none was set.
    public let folder: String?

    public var description: String {
        if let folder { return "no image named '\(name)' in the assets folder \(folder); it draws nothing" }
        return "no image named '\(name)' (no assets folder is set: ImageRenderer.assetsDirectory, --assets or \"assets\"); it draws nothing"
    }
}

extension LayoutDiagnostics {
    /// Where missing images are reported (set it around a layout: `$missingImageReporter.withValue(.init { … })`);
    /// unset, a debug build writes each to stderr, as SwiftUI logs a missing image name.
    @TaskLocal public static var missingImageReporter: Reporting<MissingImage> = .unset

    static func report(_ problem: MissingImage) { missingImageReporter(problem) }
}
