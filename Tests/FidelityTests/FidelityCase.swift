import Foundation
import SwiftUI

/// A public project whose snapshot tests the cases come from.
struct FidelityProject: Sendable {
    /// The folder of its references: `References/<folder>/`, which also holds its `LICENSE`.
    var folder: String
    var repository: String
    var licence: String
    /// The commit the view code and references were taken from.
    var commit: String
    /// The simulator its references were recorded on, as the project states it.
    var simulator: String

    /// The iOS release whose metrics Easel draws the cases with (`EaselIOSVersion`): `.iOS26` for the
    /// projects recorded on iOS 26, which also takes rule 7 (`FidelityLayout`), else Easel's default.
    var iOSVersion: EaselIOSVersion { simulator.contains("iOS 26") ? .iOS26 : .iOS17 }

    var url: String { "https://github.com/\(repository)" }
}

/// One view and the picture iOS recorded of it.
///
/// Rules: `reference` is the file name under the project's references folder, kept as it was recorded; the
/// view is the project's code, compiled unchanged against `import SwiftUI`; `layout`, `scale` and
/// `colorScheme` are those the project's test recorded with (`FidelityLayout`); `file` is the test file it
/// comes from, in the project. Cases are made where they are used (the projects' `all` are computed): their
/// views hold the projects' own types, which need not be `Sendable`.
struct FidelityCase: CustomStringConvertible {
    var project: FidelityProject
    var name: String
    var file: String
    var reference: String
    var layout: FidelityLayout
    var scale: CGFloat
    var colorScheme: ColorScheme = .light
    var view: () -> AnyView

    /// The key of the case in `scores.json`: `<project folder>/<name>`.
    var description: String { "\(project.folder)/\(name)" }

    /// The reference PNG, read from the repository by this file's path.
    var referenceURL: URL {
        FidelityPaths.references.appendingPathComponent(project.folder).appendingPathComponent(reference)
    }

    /// Easel's picture of the view, as PNG bytes.
    func render() throws -> Data {
        try layout.renderer(for: view(), scale: scale, colorScheme: colorScheme, iOSVersion: project.iOSVersion).pngData()
    }
}

/// Where the suite reads and writes, relative to this file (the references are read as other tests read
/// theirs, by `#filePath`, not as resources).
enum FidelityPaths {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let references = folder.appendingPathComponent("References")
    static let scores = folder.appendingPathComponent("scores.json")
    /// The panels and the table: `.build/fidelity/` of the package, or `FIDELITY_OUTPUT` when set.
    static var output: URL {
        if let path = ProcessInfo.processInfo.environment["FIDELITY_OUTPUT"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/fidelity")
    }
}

/// Every case of the suite, project by project.
enum FidelityCases {
    @MainActor static var all: [FidelityCase] { VaultIOSCases.all + FerrostarCases.all + GoodSwiftUICases.all }
}
