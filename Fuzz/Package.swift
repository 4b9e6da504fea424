// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets over the scene pipeline (JSON parser, scene decoder, layout and display list), over
/// a race's CSV, charts in scenes, template parameters, font files and Markdown text.
///
/// A package of its own, so that the normal `swift build` of Easel never sees libFuzzer's entry point.
/// `make fuzz SECONDS=60` builds it with `-sanitize=fuzzer,address` and runs it over `corpus/`.
let package = Package(
    name: "EaselFuzz",
    dependencies: [
        .package(name: "Easel", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift.
        .target(name: "CFuzzerDriver"),
        // `LLVMFuzzerTestOneInput` over the scene pipeline. SwiftPM links an executable with its own entry
        // point in place of `main`, so libFuzzer's `main` is left out and the entry point starts
        // libFuzzer's driver (`LLVMFuzzerRunDriver`) instead.
        .executableTarget(name: "SceneFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "EaselScene", package: "Easel"),
        ]),
        // `LLVMFuzzerTestOneInput` over a race's CSV: SwiftCSV's reader, `RaceData` and `RaceAnimation`'s states.
        .executableTarget(name: "RaceCSVFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "EaselRace", package: "Easel"),
        ]),
        // Image files through the renderer's decoder seam: PNG, JPEG (EXIF), WebP, GIF and SVG bytes.
        .executableTarget(name: "ImageFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "Easel", package: "Easel"),
        ]),
        // Font files through `FontRegistry` (FreeType, fontconfig), then text drawn in them (HarfBuzz, Cairo).
        .executableTarget(name: "FontFileFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "Easel", package: "Easel"),
        ]),
        // Inline Markdown of `LocalizedStringKey` (with interpolations) laid out as text.
        .executableTarget(name: "MarkdownFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "Easel", package: "Easel"),
        ]),
        // Scenes with a `Chart`: its data as JSON rows or a CSV file (the input after a NUL byte), marks,
        // scales and stacking, laid out.
        .executableTarget(name: "ChartSceneFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "EaselScene", package: "Easel"),
        ]),
        // `easel serve`'s template parameter substitution (`SceneTemplate`) over the example templates.
        .executableTarget(name: "TemplateFuzzer", dependencies: [
            "CFuzzerDriver", .product(name: "EaselScene", package: "Easel"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
