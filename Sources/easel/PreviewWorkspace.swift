import EaselPreviews
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The package `easel preview` builds a user's files in: a folder that holds a generated `Package.swift`,
/// the user's files as links in one module (`PreviewedViews`, which imports `SwiftUI` and `Combine` from
/// this Easel), and a runner (`PreviewRunner`) that lists and draws every preview the files declare.
///
/// The folder is kept between runs, so SwiftPM rebuilds only what changed: after the first build (Easel's
/// own modules, in debug), an edit recompiles the user's module and relinks the runner.
struct PreviewWorkspace {
    /// The folder of the generated package.
    let folder: URL
    /// The root of the Easel package the files are built against.
    let easelRoot: URL
    /// The user's Swift files, and the link each has in the module.
    let files: [(source: URL, link: URL)]
    /// The asset catalogs (`*.xcassets`) among the user's paths.
    let catalogs: [URL]

    static let moduleName = "PreviewedViews"
    /// The file `write()` generates in the module: what Xcode or SwiftPM would generate for an app's
    /// target (`Bundle.module`, the asset catalogs' symbols).
    static let supportFileName = "_EaselPreviewSupport.swift"

    init(folder: URL, easelRoot: URL, sources: [URL], catalogs: [URL] = []) throws {
        self.folder = folder.standardizedFileURL
        self.easelRoot = easelRoot
        let module = self.folder.appendingPathComponent("Sources/\(Self.moduleName)")
        self.catalogs = catalogs
        var names: [String: URL] = [Self.supportFileName: folder]
        var files: [(URL, URL)] = []
        for source in sources {
            let name = source.lastPathComponent
            if let other = names[name] {
                if other == folder { throw CommandFailure.usage("\(source.path): easel preview generates a file of that name") }
                throw CommandFailure.usage("two files are named \(name) (\(other.path) and \(source.path)); Swift needs the files of one module to have different names")
            }
            names[name] = source
            files.append((source, module.appendingPathComponent(name)))
        }
        self.files = files
    }

    /// The Swift files under `paths`: files as given, folders searched through, leaving out hidden folders,
    /// build folders and `Package.swift`.
    static func swiftFiles(in paths: [String]) throws -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure.missingInput("\(path): no such file or folder")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            guard isFolder.boolValue else {
                guard url.pathExtension == "swift" else { throw CommandFailure.usage("\(path): not a Swift file") }
                found.append(url)
                continue
            }
            guard let walk = manager.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in walk {
                if (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if file.lastPathComponent.hasPrefix(".build") { walk.skipDescendants() }
                    continue
                }
                if file.pathExtension == "swift", file.lastPathComponent != "Package.swift" { found.append(file.standardizedFileURL) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The asset catalogs under `paths`: folders named `*.xcassets`, given or found in the folders given
    /// (not inside hidden or build folders), in path order.
    static func assetCatalogs(in paths: [String]) -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if url.pathExtension == "xcassets" { found.append(url); continue }
            guard let walk = manager.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
            for case let item as URL in walk where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if item.pathExtension == "xcassets" { found.append(item.standardizedFileURL) }
                if item.pathExtension == "xcassets" || item.lastPathComponent.hasPrefix(".build") { walk.skipDescendants() }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder the runner reads assets from: links to `catalogs`, numbered so that two catalogs of one
    /// name (every app's `Assets.xcassets`) are both found, in order.
    var assetsFolder: URL { folder.appendingPathComponent("assets", isDirectory: true) }

    /// The runner's options for the assets: `--assets` when there are catalogs.
    var assetOptions: [String] { catalogs.isEmpty ? [] : ["--assets", assetsFolder.path] }

    /// Writes the package: the manifest, the runner's `main.swift`, the links to the user's files (links
    /// of files no longer given are removed), the generated support file, the links to the asset catalogs,
    /// and the list of sources the runner reads.
    func write() throws {
        let manager = FileManager.default
        let module = folder.appendingPathComponent("Sources/\(Self.moduleName)")
        let runner = folder.appendingPathComponent("Sources/PreviewRunner")
        try manager.createDirectory(at: module, withIntermediateDirectories: true)
        try manager.createDirectory(at: runner, withIntermediateDirectories: true)
        let wanted = Set(files.map(\.link.lastPathComponent) + [Self.supportFileName])
        for name in (try? manager.contentsOfDirectory(atPath: module.path)) ?? [] where !wanted.contains(name) {
            try manager.removeItem(at: module.appendingPathComponent(name))
        }
        for (source, link) in files {
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == source.path { continue }
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: source)
        }
        try writeIfChanged(supportSource, to: module.appendingPathComponent(Self.supportFileName))
        try? manager.removeItem(at: assetsFolder)
        if !catalogs.isEmpty {
            try manager.createDirectory(at: assetsFolder, withIntermediateDirectories: true)
            for (index, catalog) in catalogs.enumerated() {
                try manager.createSymbolicLink(at: assetsFolder.appendingPathComponent("\(index)-\(catalog.lastPathComponent)"), withDestinationURL: catalog)
            }
        }
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        try writeIfChanged("""
            // Generated by `easel preview`: lists and draws the previews of the files in PreviewedViews.
            import EaselPreviews
            import Foundation
            import PreviewedViews

            exit(PreviewRunner.main(Array(CommandLine.arguments.dropFirst())))

            """, to: runner.appendingPathComponent("main.swift"))
        try writeIfChanged(files.map(\.source.path).joined(separator: "\n") + "\n", to: sourcesList)
    }

    /// The generated support file: `Bundle.module` (SwiftPM generates it only for a target with
    /// resources; here it is the main bundle, as assets come from the assets folder), and the symbols
    /// Xcode generates for the asset catalogs (`AssetSymbols`).
    var supportSource: String {
        """
        // Generated by `easel preview`: what Xcode or SwiftPM would generate for the files' target.
        import Foundation

        extension Foundation.Bundle {
            static var module: Bundle { .main }
        }


        """ + AssetSymbols.source(catalogs: catalogs, declaredStatics: AssetSymbols.declaredStatics(
            in: files.compactMap { try? String(contentsOf: $0.source, encoding: .utf8) }))
    }

    /// The file listing the user's files, for `PreviewRunner --sources`.
    var sourcesList: URL { folder.appendingPathComponent("sources.txt") }

    /// SwiftPM names a package found at a path by the path's last component.
    var easelIdentity: String { easelRoot.lastPathComponent.lowercased() }

    /// The generated manifest. The user's module is compiled in Swift 5 language mode, as Xcode compiles an
    /// app unless told otherwise, and an `@main` app type in it gets an entry point of another name, so
    /// that it does not clash with the runner's.
    var manifest: String {
        """
        // swift-tools-version: 6.0
        // Generated by `easel preview`; rewritten on every run.
        import PackageDescription

        let package = Package(
            name: "EaselPreview",
            dependencies: [.package(path: \(literal(easelRoot.path)))],
            targets: [
                .target(
                    name: "\(Self.moduleName)",
                    dependencies: [
                        .product(name: "SwiftUI", package: \(literal(easelIdentity))),
                        .product(name: "Combine", package: \(literal(easelIdentity))),
                        .product(name: "Charts", package: \(literal(easelIdentity))),
                    ],
                    swiftSettings: [
                        .swiftLanguageMode(.v5),
                        .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "previewed_app_main"]),
                    ]
                ),
                .executableTarget(
                    name: "PreviewRunner",
                    dependencies: ["\(Self.moduleName)", .product(name: "EaselPreviews", package: \(literal(easelIdentity)))]
                ),
            ]
        )

        """
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try data.write(to: url, options: .atomic)
    }

    /// The runner built in debug.
    var runnerExecutable: URL { folder.appendingPathComponent(".build/debug/PreviewRunner") }

    /// Builds the runner. A compile error comes back as the compiler's `file:line:column: error:` lines,
    /// with the links' paths turned back into the user's.
    /// Returns the seconds the build took.
    /// `child`, when given, is told of each child process, so that another task can stop the build.
    func build(swift: String, child: RunningChild? = nil) throws -> Double {
        let start = Date()
        let arguments = ["build", "--package-path", folder.path, "--product", "PreviewRunner"]
        let environment = Self.buildEnvironment(ProcessInfo.processInfo.environment)
        var result = try Subprocess.run(swift, arguments, environment: environment, child: child)
        // A build that fails without an error in the user's files is SwiftPM's own trouble with a kept
        // build folder after Easel changed: a stale plan ("missing inputs"), which the next build plans
        // anew, or stale objects of Easel's modules (an "undefined reference" to a symbol whose
        // declaration changed), which only a clean build of them fixes. So: once more as it is, then
        // once more without the compiled objects (the checkouts are kept).
        for attempt in 0..<2 where result.status != 0 && userDiagnostics(in: result.output).isEmpty {
            if attempt == 1 {
                let products = folder.appendingPathComponent(".build")
                for name in (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [] where name.contains("-linux-") || name == "debug" {
                    try? FileManager.default.removeItem(at: products.appendingPathComponent(name))
                }
            }
            result = try Subprocess.run(swift, arguments, environment: environment, child: child)
        }
        guard result.status == 0 else {
            let output = userPaths(result.output)
            let errors = userDiagnostics(in: result.output)
            let shown = errors.isEmpty ? Self.diagnostics(in: output) : errors
            throw CommandFailure.badData(shown.isEmpty ? "the build failed:\n\(output)" : shown.joined(separator: "\n"))
        }
        return Date().timeIntervalSince(start)
    }

    /// The environment `swift build` runs in: this process's, without the variables a shell or terminal
    /// sets afresh in every session or after every `cd` (`_`, `PWD`, `OLDPWD`, `SHLVL`, SSH's, tmux's,
    /// terminals' and pyenv's own), none of which changes what a build does.
    ///
    /// SwiftPM keys its cache of evaluated manifests by the whole environment: with any variable
    /// different from the last build's, it compiles and runs every manifest of the package graph again
    /// (34: Easel's, the generated package's and the dependencies'), 23–41 s more than the build itself on
    /// 2 loaded cores (Benchmarks/README.md, round 26), before it compiles the one edited file.
    static func buildEnvironment(_ environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in
            !volatileNames.contains(name) && !volatilePrefixes.contains { name.hasPrefix($0) }
        }
    }

    static let volatileNames: Set<String> = [
        "_", "PWD", "OLDPWD", "SHLVL", "COLUMNS", "LINES", "WINDOWID", "STY", "TMUX", "TMUX_PANE", "GPG_TTY",
        "XDG_SESSION_ID", "XDG_VTNR", "PS1", "PS2", "PROMPT_COMMAND", "HISTFILE", "_PYENV_INSTALL_PREFIX",
    ]
    static let volatilePrefixes = ["SSH_", "TERM", "ITERM_", "VSCODE_", "KITTY_", "WEZTERM_", "ALACRITTY_", "GHOSTTY_",
                                   "KONSOLE_", "GNOME_TERMINAL_", "VTE_", "PYENV_"]

    /// The compiler's error lines about the user's files, with their paths.
    func userDiagnostics(in output: String) -> [String] {
        Self.diagnostics(in: userPaths(output)).filter { line in files.contains { line.hasPrefix($0.source.path + ":") } }
    }

    /// `text` with each link's path replaced by its file's.
    func userPaths(_ text: String) -> String {
        files.reduce(text) { $0.replacingOccurrences(of: $1.link.path, with: $1.source.path) }
    }

    /// The compiler's error lines (`path:line:column: error: message`), each once, in order.
    static func diagnostics(in output: String) -> [String] {
        var seen: Set<String> = []
        return output.split(separator: "\n").map(String.init).filter { line in
            line.contains(": error: ") && line.first == "/" && seen.insert(line).inserted
        }
    }
}

/// A child process run to its end, its standard output and error read together.
enum Subprocess {
    struct Result {
        var status: Int32
        /// Whether the process ended by a signal (a trap), and not by exiting.
        var signalled: Bool
        var output: String
    }

    /// Runs `program` with `arguments`, in `environment` when given (else this process's).
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil, child: RunningChild? = nil,
                    onLine: ((String) -> Void)? = nil) throws -> Result {
        let process = Process()
        if let environment { process.environment = environment }
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        if let child { try child.starting(process) } else {
            do { try process.run() } catch { throw CommandFailure.unavailable("cannot run \(program): \(error.localizedDescription)") }
        }
        defer { child?.ended() }
        var collected = Data()
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            guard let onLine else { continue }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                      output: String(decoding: collected, as: UTF8.self))
    }
}

/// The child process a long-lived caller (`easel preview --serve`) is waiting for, so that another task
/// can stop it; once stopped, no other is started.
final class RunningChild: Sendable {
    private let state = Mutex<(pid: Int32?, stopped: Bool)>((nil, false))

    /// Starts `process`, unless stopped.
    func starting(_ process: Process) throws {
        try state.withLock { state in
            guard !state.stopped else { throw CommandFailure.software("stopped") }
            do { try process.run() } catch {
                throw CommandFailure.unavailable("cannot run \(process.executableURL?.path ?? "?"): \(error.localizedDescription)")
            }
            state.pid = process.processIdentifier
        }
    }

    func ended() { state.withLock { $0.pid = nil } }

    /// Sends SIGTERM to the child running now, if any, and starts no other.
    func stop() {
        state.withLock { state in
            state.stopped = true
            if let pid = state.pid { kill(pid, SIGTERM) }
        }
    }
}
