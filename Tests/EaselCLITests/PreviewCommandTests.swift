import EaselTestSupport
import Foundation
import Testing

/// `easel preview` end to end: the fixture views built against this Easel and drawn; a compile error, a
/// preview that traps, and a folder without Swift files. The tests share one build folder (kept between
/// runs, so only the first builds Easel's modules) and so run one after another.
@Suite(.serialized) struct PreviewCommandTests {
    static let fixtures = repository.appendingPathComponent("Tests/PreviewFixtures/Views")
    static let buildPath = repository.appendingPathComponent(".build/easel-preview-tests").path

    /// `easel preview arguments…` with the tests' build folder, waited for off the concurrency pool (`offPool`:
    /// a build takes minutes).
    func preview(_ arguments: [String], in folder: URL) async throws -> Run {
        try await offPool { try easel(["preview"] + arguments + ["--build-path", Self.buildPath, "--easel-path", repository.path], in: folder) }
    }

    @Test func drawsEveryPreviewWithAnIndexAndAContactSheet() async throws {
        try await withTemporaryFolder { folder in
            let run = try await preview([Self.fixtures.path, "-o", "out"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let out = folder.appendingPathComponent("out")
            #expect(try files(in: out) == ["ContentView-1.png", "ContentView-Badge.png", "VoteRow-Cat.png", "index.json", "index.png"])
            let index = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("index.json"))) as? [String: Any]
            let previews = try #require(index?["previews"] as? [[String: Any]])
            #expect(previews.map { $0["file"] as? String } == ["ContentView.swift", "ContentView.swift", "VoteRow.swift"])
            #expect(previews.map { $0["line"] as? Int } == [22, 26, 21])
            #expect(previews.map { $0["name"] as? String } == [nil, "Badge", "Cat"])
            // The default device: an iPhone 15 at 3×; the badge at its own size; the row in its fixed container.
            #expect(pngSize(try Data(contentsOf: out.appendingPathComponent("ContentView-1.png")))! == (1179, 2556))
            #expect((previews[2]["size"] as? [String: Double]) == ["width": 320, "height": 60])
            let frames = try #require(previews[2]["frames"] as? [String: [String: Double]])
            // The row's text centred in 60 points, on the 3× pixel grid.
            #expect(abs((frames["votes"]?["y"] ?? 0) - 59.0 / 3) < 0.001)
            // The row's background is the catalog's colour set, named by its generated symbol.
            let pixel = try pillow("print(json.dumps(Image.open(sys.argv[1]).convert('RGB').getpixel((15, 90))))",
                                   file: out.appendingPathComponent("VoteRow-Cat.png")) as? [Int]
            #expect(pixel == [255, 204, 0])
            #expect(pngSize(try Data(contentsOf: out.appendingPathComponent("index.png"))) != nil)
        }
    }

    /// `import Charts` compiles beside `import SwiftUI` and the chart is drawn: its first bar is Swift Charts'
    /// blue, where the build used to fail with "no such module 'Charts'".
    @Test func aChartFileImportsChartsAndIsDrawn() async throws {
        try await withTemporaryFolder { folder in
            let charts = repository.appendingPathComponent("Tests/PreviewFixtures/Charts")
            let run = try await preview([charts.path, "-o", "out", "--scale", "1"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let picture = folder.appendingPathComponent("out/VoteChart-Votes.png")
            #expect(pngSize(try Data(contentsOf: picture))! == (240, 160))
            // The middle of the cat's bar, the first and tallest of three in the plot's leading third.
            let pixel = try pillow("print(json.dumps(Image.open(sys.argv[1]).convert('RGB').getpixel((50, 110))))",
                                   file: picture) as? [Int]
            #expect(pixel == [0, 122, 255])
        }
    }

    @Test func aSecondRunAfterAnEditRebuildsAndRedraws() async throws {
        try await withTemporaryFolder { folder in
            let views = folder.appendingPathComponent("Views")
            try FileManager.default.copyItem(at: Self.fixtures, to: views)
            let first = try await preview(["Views", "-o", "out", "--scale", "1"], in: folder)
            #expect(first.status == 0, "\(first.stderr)")
            let before = try Data(contentsOf: folder.appendingPathComponent("out/VoteRow-Cat.png"))
            let row = views.appendingPathComponent("VoteRow.swift")
            try String(contentsOf: row, encoding: .utf8).replacingOccurrences(of: "votes: 25", with: "votes: 31")
                .write(to: row, atomically: true, encoding: .utf8)
            let second = try await preview(["Views", "-o", "out", "--scale", "1"], in: folder)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("out/VoteRow-Cat.png")) != before)
        }
    }

    @Test func aCompileErrorIsTheCompilersLineAndExit65() async throws {
        try await withTemporaryFolder { folder in
            try """
                import SwiftUI

                struct Broken: View {
                    var body: some View { Text(missingName) }
                }
                """.write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
            let run = try await preview(["Broken.swift", "-o", "out"], in: folder)
            #expect(run.status == 65)
            let path = folder.appendingPathComponent("Broken.swift").standardizedFileURL.path
            #expect(run.stderr.contains("\(path):4:32: error: cannot find 'missingName' in scope"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    @Test func aPreviewThatTrapsIsNamedAndTheOthersAreDrawn() async throws {
        try await withTemporaryFolder { folder in
            try """
                import SwiftUI

                #Preview("Before") { Text("before") }

                #Preview("Crash") {
                    let pets: [String] = []
                    return Text(pets[1])
                }

                #Preview("After") { Text("after") }
                """.write(to: folder.appendingPathComponent("Traps.swift"), atomically: true, encoding: .utf8)
            let run = try await preview(["Traps.swift", "-o", "out", "--scale", "1"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.contains("Traps.swift:5: preview \"Crash\" trapped"), "\(run.stderr)")
            #expect(try files(in: folder.appendingPathComponent("out")) == ["Traps-After.png", "Traps-Before.png", "index.json", "index.png"])
        }
    }

    /// SwiftPM keys its cache of evaluated manifests by the whole environment, so `swift build` runs without
    /// the variables a shell sets afresh per session or `cd` (else every manifest of the package graph is
    /// compiled and run again, seconds before the edited file is compiled); the others are passed on.
    @Test func swiftBuildRunsWithoutTheShellsPerSessionVariables() async throws {
        try await withTemporaryFolder { folder in
            try "import SwiftUI\n".write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
            let swift = folder.appendingPathComponent("fake-swift")
            // The environment the process was started with, before its shell sets any variable of its own.
            try "#!/bin/sh\ntr '\\0' '\\n' < /proc/$$/environ > \"\(folder.path)/environment.txt\"\nexit 1\n"
                .write(to: swift, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT"] = swift.path
            environment["OLDPWD"] = "/somewhere/else"
            environment["PWD"] = folder.path
            environment["SHLVL"] = "3"
            environment["_"] = "/usr/bin/easel"
            environment["SSH_CONNECTION"] = "10.0.0.1 50122 10.0.0.2 22"
            environment["EASEL_TEST_KEPT"] = "kept"
            let passed = environment
            let run = try await offPool {
                try easel(["preview", "V.swift", "-o", "out", "--build-path", folder.appendingPathComponent("build").path,
                           "--easel-path", repository.path], in: folder, environment: passed)
            }
            #expect(run.status != 0)
            let names = try String(contentsOf: folder.appendingPathComponent("environment.txt"), encoding: .utf8)
                .split(separator: "\n").compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) }
            #expect(names.contains("EASEL_TEST_KEPT"))
            #expect(names.contains("PATH"))
            for name in ["OLDPWD", "SHLVL", "_", "SSH_CONNECTION"] { #expect(!names.contains(name), "\(name) was passed to swift build") }
        }
    }

    @Test func aFolderWithoutSwiftFilesIsAMissingInput() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            let run = try await preview(["empty", "-o", "out"], in: folder)
            #expect(run.status == 66)
            #expect(run.stderr.contains("no Swift files in empty"))
        }
    }
}

extension PreviewCommandTests {
    /// The recipe of docs/previews.md: a package that depends on Easel's `SwiftUI` only on Linux builds,
    /// and `swift package easel-previews` draws its target's previews. The package is kept in `.build`, so
    /// that later runs are incremental.
    @MainActor @Test func aPackageBuildsWithTheRecipeAndThePluginDrawsItsPreviews() async throws {
        let fixture = repository.appendingPathComponent("Tests/PreviewFixtures/Package")
        let package = repository.appendingPathComponent(".build/easel-preview-package")
        let manager = FileManager.default
        try? manager.removeItem(at: package.appendingPathComponent("Sources"))
        try? manager.removeItem(at: package.appendingPathComponent("previews"))
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        try manager.copyItem(at: fixture.appendingPathComponent("Sources"), to: package.appendingPathComponent("Sources"))
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift.template"), encoding: .utf8)
            .replacingOccurrences(of: "EASEL_PATH", with: repository.path)
            .replacingOccurrences(of: "EASEL_PACKAGE", with: repository.lastPathComponent.lowercased())
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let build = try await offPool { try runTool("/usr/bin/env", ["swift", "build", "--package-path", package.path], in: package) }
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")

        var environment = ProcessInfo.processInfo.environment
        environment["EASEL"] = try #require(easelBinary).path
        let pluginEnvironment = environment
        let plugin = try await offPool {
            try runTool("/usr/bin/env", ["swift", "package", "--package-path", package.path, "--allow-writing-to-package-directory",
                                         "easel-previews", "--scale", "1", "--build-path", Self.buildPath],
                        in: package, environment: pluginEnvironment)
        }
        #expect(plugin.status == 0, "\(plugin.stdout)\(plugin.stderr)")
        let previews = package.appendingPathComponent("previews/PetViews")
        #expect(try files(in: previews) == ["PetBadge-Cat.png", "index.json", "index.png"])
    }
}
