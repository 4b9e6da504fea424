import EaselPreviews
import EaselRender
import EaselPreviewServer
import Foundation
import Synchronization

/// `easel preview --serve`'s pictures: the generated package (`PreviewWorkspace`) built in its kept
/// folder, and its runner (`PreviewSession`) drawing to `output`, which also gets `index.json`.
///
/// The files are found again before each build, so a file added to a watched folder is compiled; the
/// previews of the edited files are drawn first. The server calls one method at a time, from one
/// thread; `stop()` may come from another.
final class WorkspacePreviews: PreviewProducing {
    let paths: [String]
    let buildFolder: URL
    let easelRoot: URL
    let output: URL
    let swift: String
    let scale: Double?
    private let workspace = Mutex<PreviewWorkspace?>(nil)
    private let child = RunningChild()

    init(paths: [String], buildFolder: URL, easelRoot: URL, output: URL, swift: String, scale: Double?) {
        self.paths = paths
        self.buildFolder = buildFolder
        self.easelRoot = easelRoot
        self.output = output
        self.swift = swift
        self.scale = scale
    }

    func watchedFiles() throws -> [URL] { try PreviewWorkspace.swiftFiles(in: paths) }

    func build() throws -> Double {
        do {
            let sources = try watchedFiles()
            guard !sources.isEmpty else { throw CommandFailure.missingInput("no Swift files in \(paths.joined(separator: ", "))") }
            let built = try PreviewWorkspace(folder: buildFolder, easelRoot: easelRoot, sources: sources,
                                             catalogs: PreviewWorkspace.assetCatalogs(in: paths))
            try built.write()
            let seconds = try built.build(swift: swift, child: child)
            workspace.withLock { $0 = built }
            return seconds
        } catch let failure as CommandFailure {
            throw PreviewBuildFailure(lines: failure.message.split(separator: "\n").map(String.init))
        }
    }

    func draw(options: PreviewDrawOptions, first: Set<URL>, drawn: (String, PreviewIndexEntry, Data?) -> Void) throws -> [String] {
        guard let workspace = workspace.withLock({ $0 }) else { throw PreviewBuildFailure(lines: ["nothing built yet"]) }
        let session = PreviewSession(workspace: workspace, folder: output, arguments: PreviewCommand.runnerOptions(options, scale: scale) + workspace.assetOptions, child: child)
        do {
            // A preview's picture name is its id on the page, also when it fails (its entry's image is then nil).
            var names: [Int: String] = [:]
            let index = try session.listAndRender(first: Set(first.map(\.lastPathComponent))) { number, entry, name in
                names[number] = name
                let png = entry.error == nil ? try? Data(contentsOf: output.appendingPathComponent(name)) : nil
                drawn(name, entry, png)
            }
            try AtomicFile.write(try index.jsonData(), to: output.appendingPathComponent("index.json"))
            return index.previews.indices.compactMap { names[$0] }
        } catch let failure as CommandFailure {
            throw PreviewBuildFailure(lines: failure.message.split(separator: "\n").map(String.init))
        }
    }

    func stop() { child.stop() }
}
