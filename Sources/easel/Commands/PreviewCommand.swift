import ArgumentParser
import Easel
import EaselPreviews
import EaselPreviewServer
import EaselRender
import Foundation

/// `easel preview PATH… -o DIR`: builds a folder of SwiftUI view files against Easel and draws every
/// preview they declare (`#Preview` and `PreviewProvider`) to PNG, with an index and a contact sheet.
struct PreviewCommand: AsyncParsableCommand {
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

            With --serve [HOST:]PORT it builds and draws once, then serves a page of every preview \
            (http://127.0.0.1:PORT/ by default; port 0 takes a free one), watches the files, and redraws \
            and updates the page on every save; a compile error shows on the page. It prints \
            "listening on http://HOST:PORT/" on stdout once the page is ready, and stops on SIGTERM or SIGINT.

            Exit status: 0 when every preview was drawn; 65 when the files do not compile (the compiler's \
            file:line: error: lines go to stderr) or when a preview traps or throws (it is named, and the \
            others are still drawn); 66 when a PATH is missing or holds no Swift file.

            EXAMPLES:
              easel preview Sources/MyViews -o previews/
              easel preview ContentView.swift Models.swift -o previews/ --color-scheme dark
              easel preview Views/ -o previews/ --device "iPhone SE (3rd generation)" --dynamic-type xxxLarge
              easel preview Sources/MyViews --serve 8040
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders of them.", valueName: "path"))
    var paths: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the pictures, index.json and index.png to (with --serve: optional).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Serve a live page of the previews on [HOST:]PORT (host 127.0.0.1 unless given; port 0: any free one).", valueName: "[host:]port"))
    var serve: String?

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
        if let serve { _ = try Self.address(serve) } else if output == nil {
            throw ValidationError("Missing expected argument '--output <dir>' (or --serve [HOST:]PORT)")
        }
        guard PreviewDeviceMetrics.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; known: \(PreviewDeviceMetrics.all.map(\.name).joined(separator: ", "))")
        }
        guard ["light", "dark"].contains(colorScheme) else { throw ValidationError("--color-scheme is light or dark, not '\(colorScheme)'") }
        guard PreviewOptions.dynamicTypeSize(named: dynamicType) != nil else {
            throw ValidationError("unknown Dynamic Type size '\(dynamicType)'")
        }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale is a number of pixels per point in 0 < n ≤ 8") }
    }

    /// The checkout this file was compiled from: the nearest folder above it that holds `Package.swift`.
    static var compiledCheckout: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1,
              !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// The Easel package: `--easel-path`, `$EASEL_PATH`, or the checkout this command was compiled from.
    var easelRoot: URL {
        get throws {
            let candidates = [easelPath, ProcessInfo.processInfo.environment["EASEL_PATH"]].compactMap { $0 }
                + [Self.compiledCheckout.path]
            let root = URL(fileURLWithPath: candidates[0]).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw CommandFailure.missingInput("no Easel package at \(root.path): pass --easel-path or set EASEL_PATH to a checkout of Easel")
            }
            return root
        }
    }

    /// `--serve`'s `[HOST:]PORT`: `8040`, `0.0.0.0:8040`, `[::1]:0`.
    static func address(_ text: String) throws -> (host: String, port: Int) {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else {
            throw ValidationError("--serve is [HOST:]PORT with a port from 0 to 65535, not '\(text)'")
        }
        return (host, port)
    }

    func run() async throws {
        if let serve { return try await serveLive(try Self.address(serve)) }
        try reportingFailures(input: paths.joined(separator: " ")) {
            guard let output else { return }
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
            // Scale 2, or less where a sheet of thousands of previews would pass the canvas's limit.
            sheet.scale = ContactSheet.scale(for: sheet.displayList().size, maxSide: CanvasLimits.default.maximumSide)
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

    var runnerOptions: [String] { Self.runnerOptions(PreviewDrawOptions(colorScheme: colorScheme, dynamicType: dynamicType, device: device), scale: scale) }

    static func runnerOptions(_ options: PreviewDrawOptions, scale: Double?) -> [String] {
        var arguments = ["--device", options.device, "--color-scheme", options.colorScheme, "--dynamic-type", options.dynamicType]
        if let scale { arguments += ["--scale", String(scale)] }
        return arguments
    }

    /// `--serve`: the first build and drawing, then the page, until SIGTERM or SIGINT. Failures before it
    /// listens end the command with their status; after, they show on the page.
    func serveLive(_ address: (host: String, port: Int)) async throws {
        // Not `reportingFailures`: its signal handlers would take SIGTERM from the graceful shutdown.
        do {
            let sources = try PreviewWorkspace.swiftFiles(in: paths)
            guard !sources.isEmpty else { throw CommandFailure.missingInput("no Swift files in \(paths.joined(separator: ", "))") }
            let folder = URL(fileURLWithPath: output ?? URL(fileURLWithPath: buildPath).appendingPathComponent("served").path).standardizedFileURL
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            log("building \(sources.count) file(s); a new build folder's first build also compiles Easel's modules, a few minutes")
            let producer = WorkspacePreviews(paths: paths, buildFolder: URL(fileURLWithPath: buildPath), easelRoot: try easelRoot, output: folder,
                                             swift: ProcessInfo.processInfo.environment["SWIFT"] ?? "swift", scale: scale)
            var configuration = PreviewServerConfiguration()
            (configuration.host, configuration.port) = address
            configuration.options = PreviewDrawOptions(colorScheme: colorScheme, dynamicType: dynamicType,
                                                       device: PreviewDeviceMetrics.named(device)?.name ?? device)
            let host = address.host.contains(":") ? "[\(address.host)]" : address.host
            try await PreviewServer(configuration: configuration, producer: producer).run { port in
                FileHandle.standardOutput.write(Data("listening on http://\(host):\(port)/\n".utf8))
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data(("easel preview: " + failure.message + "\n").utf8))
            throw ExitCode(failure.status)
        }
    }

    func log(_ message: String) { FileHandle.standardError.write(Data("easel preview: \(message)\n".utf8)) }
}

/// One run of the runner over every preview: it lists them, then draws them in order (all, from the
/// first, unless told an order); when the runner traps, the preview it had started is recorded as
/// trapped, with the runtime's message, and the runner is started again on the rest of the order.
struct PreviewSession {
    let workspace: PreviewWorkspace
    let folder: URL
    let arguments: [String]
    /// Told of each runner process, so that another task can stop it (`easel preview --serve`).
    var child: RunningChild?

    func run() throws -> PreviewIndex {
        let index = try list()
        return try render(index, order: Array(index.previews.indices))
    }

    /// The previews the runner finds, without pictures.
    func list() throws -> PreviewIndex {
        let list = try Subprocess.run(workspace.runnerExecutable.path, ["list", "--sources", workspace.sourcesList.path], child: child)
        guard list.status == 0, !list.signalled,
              let json = list.output.firstIndex(of: "{").map({ String(list.output[$0...]) }),
              let index = try? JSONDecoder().decode(PreviewIndex.self, from: Data(json.utf8)) else {
            throw CommandFailure.badData("listing the previews failed: \(workspace.userPaths(list.output))")
        }
        return index
    }

    /// Calls back with each preview as it is done: its number, its entry (its `error` set when it failed or
    /// trapped) and its picture's name as listed (kept when it failed).
    typealias Drawn = (Int, PreviewIndexEntry, String) -> Void

    /// Draws the previews of `index` numbered in `order`, in that order.
    func render(_ listed: PreviewIndex, order: [Int], drawn: Drawn = { _, _, _ in }) throws -> PreviewIndex {
        var index: PreviewIndex? = listed
        try drive(order: order[...], index: &index, drawn: drawn)
        return index ?? listed
    }

    /// Lists and draws in one launch of the runner (`list-render`), the previews declared in the files named
    /// in `first` before the others (`PreviewRunner.order`).
    func listAndRender(first: Set<String>, drawn: Drawn = { _, _, _ in }) throws -> PreviewIndex {
        var index: PreviewIndex?
        try drive(order: nil, first: first, index: &index, drawn: drawn)
        guard let index else { throw CommandFailure.software("the preview runner listed no previews") }
        return index
    }

    /// Runs the runner on `order` (`render --only`), or, when nil, on every preview (`list-render`, which
    /// sets `index`); after a trap, again on the rest of the order.
    private func drive(order: ArraySlice<Int>?, first: Set<String> = [], index: inout PreviewIndex?, drawn: Drawn) throws {
        try withoutActuallyEscaping(drawn) { drawn in try drive(order: order, first: first, index: &index, escapingDrawn: drawn) }
    }

    private func drive(order: ArraySlice<Int>?, first: Set<String>, index: inout PreviewIndex?, escapingDrawn drawn: @escaping Drawn) throws {
        var names = index?.previews.map { $0.image ?? "" } ?? []
        var remaining = order
        while remaining.map({ !$0.isEmpty }) ?? true {
            var started: Int?
            var lastError: String?
            let command = remaining.map { ["render", "--only", $0.map(String.init).joined(separator: ",")] }
                ?? ["list-render", "--first", first.sorted().joined(separator: ",")]
            var listed = index
            let result = try Subprocess.run(workspace.runnerExecutable.path,
                                            command + ["--out", folder.path] + arguments + ["--sources", workspace.sourcesList.path],
                                            child: child) { line in
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                let count = listed?.previews.count ?? 0
                switch (parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
                case ("index", _):
                    listed = try? JSONDecoder().decode(PreviewIndex.self, from: Data(line.dropFirst(6).utf8))
                    names = listed?.previews.map { $0.image ?? "" } ?? []
                case ("start", let number?): started = number
                case ("done", let number?) where parts.count == 3 && number < count:
                    if let entry = try? JSONDecoder().decode(PreviewIndexEntry.self, from: Data(parts[2].utf8)) {
                        listed?.previews[number] = entry
                        drawn(number, entry, names[number])
                    }
                case ("failed", let number?) where number < count:
                    listed?.previews[number].error = parts.count == 3 ? parts[2] : "failed"
                    listed?.previews[number].image = nil
                    if let entry = listed?.previews[number] { drawn(number, entry, names[number]) }
                default:
                    if line.contains("Fatal error") || line.contains("fatal error") { lastError = line }
                }
            }
            index = listed
            guard result.signalled || result.status != 0 else { return }
            guard var current = index else {
                throw CommandFailure.badData("listing the previews failed: \(workspace.userPaths(result.output))")
            }
            let order = remaining ?? PreviewRunner.order(current.previews, first: first)[...]
            guard let trapped = started, let position = order.firstIndex(of: trapped) else {
                throw CommandFailure.software("the preview runner stopped: \(workspace.userPaths(result.output))")
            }
            current.previews[trapped].error = "trapped" + (lastError.map { ": " + workspace.userPaths($0) } ?? " (status \(result.status))")
            current.previews[trapped].image = nil
            drawn(trapped, current.previews[trapped], names[trapped])
            index = current
            remaining = order[(position + 1)...]
        }
    }
}
