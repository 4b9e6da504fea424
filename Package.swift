// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselCore", targets: ["EaselCore"]),
        .library(name: "EaselLayouts", targets: ["EaselLayouts"]),
        // `import Combine` on Linux: OpenCombine under Combine's module name, for view models written for Apple's.
        .library(name: "Combine", targets: ["Combine"]),
        // `import SwiftUI` on Linux: Easel under SwiftUI's module name, for view files written for Apple's.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import Charts` on Linux: Swift Charts' `Chart`, marks, scales, axes and legends drawn by Easel.
        .library(name: "Charts", targets: ["Charts"]),
        // Every preview of a program, found, listed and drawn: what `easel preview` and the snapshot helper run.
        .library(name: "EaselPreviews", targets: ["EaselPreviews"]),
        // `swift package easel-previews`: every preview of a package's targets drawn by `easel preview`.
        .plugin(name: "EaselPreviewsPlugin", targets: ["EaselPreviewsPlugin"]),
        .library(name: "EaselText", targets: ["EaselText"]),
        .library(name: "EaselRender", targets: ["EaselRender"]),
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .library(name: "EaselScene", targets: ["EaselScene"]),
        .library(name: "EaselAnimation", targets: ["EaselAnimation"]),
        .library(name: "EaselRace", targets: ["EaselRace"]),
        .executable(name: "easel", targets: ["EaselCLI"]),
        .executable(name: "poll-animation", targets: ["PollAnimation"]),
        .executable(name: "leak-check", targets: ["LeakCheck"]),
        // The pet poll as a library, for the benchmarks in Benchmarks/ (a package of its own).
        .library(name: "PetPoll", targets: ["PetPoll"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        // Combine's API (ObservableObject, @Published, publishers) on Linux, re-exported as SwiftUI re-exports Combine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `easel serve` (EaselServer): the HTTP server, its graceful shutdown, its log lines and its metrics.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // `#Preview` and `@Previewable` (EaselPreviewMacros): the compiler plugin that expands them.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Pure Swift: geometry, views, the Layout protocol, built-in layouts, the layout pass.
        .target(name: "EaselCore", dependencies: ["OpenCombine"]),
        // Easel's own layouts, which SwiftUI does not have (the talk's and the articles' layouts as library
        // API): a user imports them on purpose, so `import Easel` brings SwiftUI's names only.
        .target(name: "EaselLayouts", dependencies: ["EaselCore"]),
        // Pango with its Cairo backend, and Cairo's SVG and PDF surfaces (Debian: libpango1.0-dev,
        // libcairo2-dev).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // libdeflate, the PNG encoder's compressor (Debian: libdeflate-dev).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // libjpeg-turbo's TurboJPEG API, the JPEG output's encoder (Debian: libturbojpeg0-dev).
        .systemLibrary(name: "CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // libwebp's encoder, decoder, muxer and demuxer: WebP images in and out, still and animated
        // (Debian: libwebp-dev).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // librsvg: SVG images drawn as vectors through Cairo, by the library opened when the first SVG is
        // parsed (LibRSVG), not linked: CRSVGFunctions declares what Easel calls, and RSVGDeclarationsCheck
        // compiles those declarations against librsvg's own headers (CRSVG; Debian: librsvg2-dev).
        .systemLibrary(name: "CRSVGFunctions"),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Text measured and drawn by Pango.
        .target(name: "EaselText", dependencies: ["EaselCore", "CPangoCairo"]),
        // Display lists drawn by Cairo to PNG, SVG and PDF; ImageRenderer; PNG encoding with libdeflate, JPEG and
        // WebP; image files decoded (PNG by Cairo, JPEG by TurboJPEG, WebP by libwebp, GIF by giflib, SVG by librsvg).
        .target(name: "EaselRender", dependencies: ["EaselCore", "EaselText", "CPangoCairo", "CDeflate", "CJPEG", "CWebP", "CRSVGFunctions", "CGIF", "CPixelRows"]),
        // giflib (MIT) to encode GIFs and decode GIF images (Debian: libgif-dev).
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // Row conversions that need the x86 byte shuffle (PNG's RGB rows from Cairo's ARGB32).
        .target(name: "CPixelRows"),
        // Animated transitions between states of a view: frame sequences, GIF, APNG, animated WebP, video through ffmpeg.
        .target(name: "EaselAnimation", dependencies: ["EaselCore", "EaselText", "EaselRender", "CGIF", "CWebP", "CPixelRows"]),
        // OpenCombine under the name `Combine`, so view models that `import Combine` compile unchanged.
        .target(name: "Combine", dependencies: ["OpenCombine", .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                                               .product(name: "OpenCombineDispatch", package: "OpenCombine")]),
        // The umbrella users import in place of SwiftUI.
        .target(name: "Easel", dependencies: ["EaselCore", "EaselText", "EaselRender", "EaselAnimation"]),
        // Easel under SwiftUI's module name, with the UIKit and Foundation names `import SwiftUI` brings on iOS.
        .target(name: "SwiftUI", dependencies: ["Easel", "Combine", "EaselPreviewMacros"]),
        // Swift Charts under its module name: `Chart`, its marks, scales, axes and legends, laid out and drawn by Easel.
        .target(name: "Charts", dependencies: ["Easel"]),
        // `#Preview` and `@Previewable` expanded: each preview a view type and a registration in the
        // `easel_previews` section.
        .macro(name: "EaselPreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The previews of the running program: the `easel_previews` section and the conformance records of
        // `PreviewProvider`s, read in C.
        .target(name: "CPreviewDiscovery"),
        // Previews found (`PreviewRegistry`) and drawn as Xcode's canvas draws them (`PreviewRenderer`), and the
        // program `easel preview` builds around a user's files (`PreviewRunner`).
        .target(name: "EaselPreviews", dependencies: ["Easel", "CPreviewDiscovery"]),
        // Snapshot strategies (PNG, SVG, frames) for pointfreeco's swift-snapshot-testing, on Linux.
        .target(name: "EaselSnapshotTesting", dependencies: [
            "Easel", "EaselPreviews", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // JSON scene files decoded into views, with errors that name the JSON path of each fault.
        .target(name: "EaselScene", dependencies: ["Easel", "EaselLayouts", "Charts", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        // Ranking races from data (an Easel addition): CSV read by SwiftCSV, the `RankingRace` view, its animation.
        .target(name: "EaselRace", dependencies: ["Easel", "Charts", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        // `easel serve`: scenes and templates rendered over HTTP (Hummingbird 2), cached, bounded and observable.
        .target(name: "EaselServer", dependencies: [
            "EaselScene",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        // `easel preview --serve`: a page of every preview (Hummingbird 2), redrawn and pushed as files are saved.
        .target(name: "EaselPreviewServer", dependencies: [
            "EaselPreviews",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The `easel` command line: render scenes, print their layout, render the pet poll and the gallery.
        .executableTarget(name: "EaselCLI", dependencies: [
            "EaselScene", "EaselServer", "EaselRace", "EaselPreviews", "EaselPreviewServer", "PetPoll", "Gallery",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/easel"),

        // `swift package easel-previews`: runs `easel preview` over each of the package's targets.
        .plugin(name: "EaselPreviewsPlugin",
                capability: .command(intent: .custom(verb: "easel-previews", description: "Render every #Preview and PreviewProvider of the package's targets to PNG"),
                                     permissions: [.writeToPackageDirectory(reason: "The previews' pictures are written to previews/ in the package.")])),

        // Examples: the talk's pet poll and the articles' layouts, written as SwiftUI code.
        .target(name: "PetPoll", dependencies: ["Easel", "EaselLayouts"], path: "Examples/PetPoll"),
        .target(name: "Gallery", dependencies: ["Easel", "EaselLayouts", "Charts"], path: "Examples/Gallery"),
        // The talk's and the articles' own layout code, as an app developer writes it for SwiftUI.
        .target(name: "SeedLayouts", dependencies: ["Easel"], path: "Examples/SeedLayouts"),
        // Renders a few rounds of the poll's voting to an animated GIF.
        .executableTarget(name: "PollAnimation", dependencies: ["PetPoll", "Easel"], path: "Examples/PollAnimation"),

        // Seeded randomness and the test font shared by the test targets.
        .target(name: "EaselTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "EaselCoreTests", dependencies: ["EaselCore", "EaselLayouts", "EaselTestSupport", "OpenCombine"]),
        .testTarget(name: "EaselTextTests", dependencies: ["EaselText", "CPangoCairo", "EaselTestSupport"]),
        .testTarget(name: "EaselRenderTests", dependencies: ["Easel", "CPangoCairo", "EaselTestSupport", "RSVGDeclarationsCheck"],
                    exclude: ["symbol-names-in-use.txt"]),
        // Easel's declarations of librsvg's functions (CRSVGFunctions) compiled against librsvg's headers.
        .target(name: "RSVGDeclarationsCheck", dependencies: ["CRSVG", "CPangoCairo"], path: "Tests/RSVGDeclarationsCheck"),
        .testTarget(name: "ExamplesTests", dependencies: ["PetPoll", "Gallery", "SeedLayouts", "EaselLayouts"]),
        .testTarget(name: "EaselSnapshotTestingTests", dependencies: ["EaselSnapshotTesting"]),
        // The references in snapshots/: the renderer's scenes, every example screen and piece.
        .testTarget(name: "SnapshotTests", dependencies: ["EaselSnapshotTesting", "PetPoll", "Gallery"]),
        .testTarget(name: "EaselSceneTests", dependencies: ["EaselScene", "EaselLayouts", "PetPoll", "Gallery", "EaselTestSupport"]),
        // End-to-end: runs the built `easel` binary, which depending on its target builds first.
        .testTarget(name: "EaselCLITests", dependencies: ["EaselCLI", "EaselScene", "PetPoll", "Gallery", "EaselTestSupport"]),
        // The server's routes in-process (HummingbirdTesting), and `easel serve` end to end on loopback.
        .testTarget(name: "EaselServerTests", dependencies: [
            "EaselServer", "EaselCLI", "EaselScene", "EaselTestSupport",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // `easel preview --serve`'s update messages, routes and watch loop in-process, with a producer of
        // pictures that needs no compiler; the end-to-end and browser tests are in EaselCLITests.
        .testTarget(name: "EaselPreviewServerTests", dependencies: [
            "EaselPreviewServer", "EaselPreviews",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "EaselAnimationTests", dependencies: ["EaselAnimation", "Easel", "PetPoll", "Gallery", "CGIF", "EaselTestSupport"]),
        // Property tests: thousands of seeded random view trees keep the layout's properties and render.
        .testTarget(name: "PropertyTests", dependencies: ["Easel", "EaselCore", "EaselLayouts", "EaselRender", "EaselTestSupport"]),
        // SwiftUI code as app developers write it (rows, cards, forms, screens), compiled unchanged against
        // `import Easel` and rendered to the references in snapshots/Compatibility; one file per screen or component.
        .testTarget(name: "CompatibilityTests", dependencies: ["EaselSnapshotTesting", "SeedLayouts", "Combine", "SwiftUI"]),
        // User code in Swift 5 language mode: the talk's layouts (a link to Examples/SeedLayouts/TalkLayouts.swift)
        // and data flow as pre-Swift 6 apps write it, compiled against `import Easel`.
        .testTarget(name: "Swift5ModeTests", dependencies: ["Easel", "Combine", "SwiftUI", "Charts"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Previews in every form (`#Preview`, traits, `@Previewable`, `PreviewProvider`), found by the registry and
        // drawn as the canvas draws them; snapshot-tested in one call.
        .testTarget(name: "PreviewTests", dependencies: ["SwiftUI", "EaselPreviews", "EaselSnapshotTesting"]),
        // Swift Charts on Linux: scales, stacking, exact frames of the plot and labels, bad data, render references.
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "EaselSnapshotTesting", "EaselTestSupport", "EaselScene"]),
        .testTarget(name: "EaselRaceTests", dependencies: ["EaselRace", "EaselTestSupport"]),
        // Fidelity: SwiftUI views from public projects drawn beside the PNGs their snapshot tests recorded on iOS,
        // scored (SSIM, mean difference) against recorded scores; references read by #filePath, no resources.
        .testTarget(name: "FidelityTests", dependencies: ["SwiftUI", "EaselSnapshotTesting"],
                    exclude: ["References", "scores.json"]),
        // `make test-sanitize`'s leak check: 1000 renders must not grow the resident memory.
        .executableTarget(name: "LeakCheck", dependencies: ["Easel", "EaselScene"], path: "Tests/LeakCheck"),
    ],
    swiftLanguageModes: [.v6]
)
