import ArgumentParser
import Easel
import EaselPreviews
import EaselRender
import Foundation

/// `easel preview PATH… -o DIR`: builds a folder of SwiftUI view files against Easel and draws every
/// preview they declare (`#Preview` and `PreviewProvider`) to PNG, with an index and a contact sheet.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Build SwiftUI view files against Easel and render every #Preview and PreviewProvider to PNG.",
        discussion: """
            PATH is Swift files or folders (searched through): your views and what they need, compiled \
            unchanged as one module (`import SwiftUI` and `import Combine` are Easel's), in Swift 5 \
            language mode. Each preview is drawn to DIR/<File>-<name or number>.png as Xcode's canvas \
            draws it: on an iPhone 15 (393 × 852 points at 3×, with its safe area) unless its traits or \
            previewDevice say otherwise. DIR/index.json lists every preview (file, line, name, size, and \
            the frame of every .id'd view), and DIR/index.png is a contact sheet of them all.

            The build folder (--build-path) is kept, so a second run after an edit rebuilds only your \
            module. The first run builds Easel's modules there too, which takes a few minutes.

            Exit status: 0 when every preview was drawn; 65 when the files do not compile (the compiler's \
            file:line: error: lines go to stderr) or when a preview traps or throws (it is named, and the \
            others are still drawn); 66 when a PATH is missing or holds no Swift file.

            EXAMPLES:
              easel preview Sources/MyViews -o previews/
              easel preview ContentView.swift Models.swift -o previews/ --color-scheme dark
              easel preview Views/ -o previews/ --device "iPhone SE (3rd generation)" --dynamic-type xxxLarge
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders of them.", valueName: "path"))
    var paths: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the pictures, index.json and index.png to.", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("The device of previews that name none (\(PreviewDeviceMetrics.all.map(\.name).joined(separator: ", "))).", valueName: "name"))
    var device = PreviewDeviceMetrics.defaultDevice.name

    @Option(help: ArgumentHelp("light or dark.", valueName: "scheme"))
    var colorScheme = "light"

    @Option(help: ArgumentHelp("The Dynamic Type size (xSmall … xxxLarge, accessibility1 … accessibility5).", valueName: "size"))
    var dynamicType = "large"

    @Option(help: ArgumentHelp("Pixels per point (default: the device's).", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp("The build folder, kept between runs.", valueName: "dir"))
    var buildPath = ".build/easel-preview"

    @Option(help: ArgumentHelp("The Easel package to build against (default: the one this easel was built from; or $EASEL_PATH).", valueName: "dir"))
    var easelPath: String?

    func validate() throws {
        guard PreviewDeviceMetrics.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; known: \(PreviewDeviceMetrics.all.map(\.name).joined(separator: ", "))")
        }
        guard ["light", "dark"].contains(colorScheme) else { throw ValidationError("--color-scheme is light or dark, not '\(colorScheme)'") }
        guard PreviewOptions.dynamicTypeSize(named: dynamicType) != nil else {
            throw ValidationError("unknown Dynamic Type size '\(dynamicType)'")
        }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale is a number of pixels per point in 0 < n ≤ 8") }
    }

    /// The Easel package: `--easel-path`, `$EASEL_PATH`, or the checkout this command was compiled from.
    var easelRoot: URL {
        get throws {
            let candidates = [easelPath, ProcessInfo.processInfo.environment["EASEL_PATH"]].compactMap { $0 }
                + [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path]
            let root = URL(fileURLWithPath: candidates[0]).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw CommandFailure.missingInput("no Easel package at \(root.path): pass --easel-path or set EASEL_PATH to a checkout of Easel")
            }
            return root
        }
    }

    func run() throws {
        try reportingFailures(input: paths.joined(separator: " ")) {
            let sources = try PreviewWorkspace.swiftFiles(in: paths)
            guard !sources.isEmpty else { throw CommandFailure.missingInput("no Swift files in \(paths.joined(separator: ", "))") }
            let workspace = try PreviewWorkspace(folder: URL(fileURLWithPath: buildPath), easelRoot: try easelRoot, sources: sources,
                                                 catalogs: PreviewWorkspace.assetCatalogs(in: paths))
            try workspace.write()
            let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
            let seconds = try workspace.build(swift: swift)
            log(String(format: "built %d file(s) in %.1f s", sources.count, seconds))

            let folder = URL(fileURLWithPath: output).standardizedFileURL
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let session = PreviewSession(workspace: workspace, folder: folder, arguments: runnerOptions + workspace.assetOptions)
            let drawing = Date()
            let index = try session.run()
            log(String(format: "drew %d preview(s) in %.2f s", index.previews.count, Date().timeIntervalSince(drawing)))
            for entry in index.previews { if let image = entry.image, entry.error == nil { print(folder.appendingPathComponent(image).path) } }
            try AtomicFile.write(try index.jsonData(), to: folder.appendingPathComponent("index.json"))
            print(folder.appendingPathComponent("index.json").path)
            guard !index.previews.isEmpty else {
                log("no previews in \(sources.count) file(s): add #Preview { … } or a PreviewProvider")
                return
            }
            let sheeting = Date()
            let sheet = ImageRenderer(content: ContactSheet(entries: index.previews, folder: folder))
            sheet.scale = 2
            try sheet.write(to: folder.appendingPathComponent("index.png"))
            print(folder.appendingPathComponent("index.png").path)
            log(String(format: "drew the contact sheet in %.2f s", Date().timeIntervalSince(sheeting)))

            let failed = index.previews.filter { $0.error != nil }
            if !failed.isEmpty {
                throw CommandFailure.badData(failed.map { "\($0.path):\($0.line): preview \($0.name.map { "\"\($0)\"" } ?? "") \($0.error ?? "")" }
                    .joined(separator: "\n"))
            }
        }
    }

    var runnerOptions: [String] {
        var options = ["--device", device, "--color-scheme", colorScheme, "--dynamic-type", dynamicType]
        if let scale { options += ["--scale", String(scale)] }
        return options
    }

    func log(_ message: String) { FileHandle.standardError.write(Data("easel preview: \(message)\n".utf8)) }
}

/// One run of the runner over every preview: it lists them, then draws them from the first; when the
/// runner traps, the preview it had started is recorded as trapped, with the runtime's message, and the
/// runner is started again after it.
struct PreviewSession {
    let workspace: PreviewWorkspace
    let folder: URL
    let arguments: [String]

    func run() throws -> PreviewIndex {
        let runner = workspace.runnerExecutable.path
        let sources = ["--sources", workspace.sourcesList.path]
        let list = try Subprocess.run(runner, ["list"] + sources)
        guard list.status == 0, !list.signalled,
              let json = list.output.firstIndex(of: "{").map({ String(list.output[$0...]) }),
              var index = try? JSONDecoder().decode(PreviewIndex.self, from: Data(json.utf8)) else {
            throw CommandFailure.badData("listing the previews failed: \(workspace.userPaths(list.output))")
        }
        var from = 0
        while from < index.previews.count {
            var started: Int?
            var lastError: String?
            let result = try Subprocess.run(runner, ["render", "--out", folder.path, "--from", String(from)] + arguments + sources) { line in
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                switch (parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
                case ("start", let number?): started = number
                case ("done", let number?) where parts.count == 3 && index.previews.indices.contains(number):
                    if let entry = try? JSONDecoder().decode(PreviewIndexEntry.self, from: Data(parts[2].utf8)) { index.previews[number] = entry }
                case ("failed", let number?) where index.previews.indices.contains(number):
                    index.previews[number].error = parts.count == 3 ? parts[2] : "failed"
                    index.previews[number].image = nil
                default:
                    if line.contains("Fatal error") || line.contains("fatal error") { lastError = line }
                }
            }
            guard result.signalled || result.status != 0 else { break }
            guard let trapped = started, index.previews.indices.contains(trapped) else {
                throw CommandFailure.software("the preview runner stopped: \(workspace.userPaths(result.output))")
            }
            index.previews[trapped].error = "trapped" + (lastError.map { ": " + workspace.userPaths($0) } ?? " (status \(result.status))")
            index.previews[trapped].image = nil
            from = trapped + 1
        }
        return index
    }
}
