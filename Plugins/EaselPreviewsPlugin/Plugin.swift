import Foundation
import PackagePlugin

/// `swift package easel-previews`: draws every preview of the package's own targets with `easel preview`.
///
/// ```
/// swift package --allow-writing-to-package-directory easel-previews [--target NAME …] [--output DIR]
///     [easel preview's options: --device, --color-scheme, --dynamic-type, --scale, --build-path]
/// ```
///
/// Each Swift target that is not a test (or each `--target`) is built on its own with its files, as
/// `easel preview` builds a folder, and its previews are drawn to `DIR/<target>/` (`previews/` in the
/// package by default). The build folders are kept in the plugin's work folder, so later runs are
/// incremental. A target's files must compile as one module against `SwiftUI` and `Combine`: one that
/// imports another of the package's targets is not supported yet.
@main
struct EaselPreviewsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let passed = extractor.remainingArguments
        let easel = try easelExecutable()

        let targets = try (names.isEmpty ? context.package.targets : context.package.targets(named: names))
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind != .test }
        guard !targets.isEmpty else { throw PluginFailure("no Swift targets to preview") }
        let folder = output.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
            ?? context.package.directoryURL.appendingPathComponent("previews")

        // The Easel package the views are built against: the dependency that holds this plugin.
        let easelPackage = context.package.dependencies.map(\.package)
            .first { $0.products.contains { $0.name == "EaselPreviewsPlugin" } }?.directoryURL
        var failed: [String] = []
        for target in targets {
            var arguments = target.sourceFiles(withSuffix: "swift").map(\.url.path)
                + ["-o", folder.appendingPathComponent(target.name).path]
            if let easelPackage, !passed.contains("--easel-path") { arguments += ["--easel-path", easelPackage.path] }
            if !passed.contains("--build-path") {
                arguments += ["--build-path", context.pluginWorkDirectoryURL.appendingPathComponent(target.name).path]
            }
            print("easel-previews: \(target.name)")
            let process = Process()
            process.executableURL = easel
            process.arguments = ["preview"] + arguments + passed
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append("\(target.name) (exit \(process.terminationStatus))") }
        }
        if !failed.isEmpty { throw PluginFailure("easel preview failed for \(failed.joined(separator: ", "))") }
    }
}

extension EaselPreviewsPlugin {
    /// The `easel` command: `$EASEL` if set, else built from the Easel package the plugin comes from
    /// (SwiftPM builds it when asked, rather than with every build of the package as a tool dependency
    /// would be), else `easel` on the PATH.
    func easelExecutable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["EASEL"], FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        let build = try packageManager.build(.product("easel"), parameters: PackageManager.BuildParameters(configuration: .debug))
        if build.succeeded, let artifact = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "easel" }) {
            return artifact.url
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("easel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginFailure("cannot build the easel command:\n\(build.logText)")
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
