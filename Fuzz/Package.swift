// swift-tools-version: 6.0
import PackageDescription

/// A libFuzzer target over the scene pipeline: JSON parser, scene decoder, layout and display list.
///
/// A package of its own, so that the normal `swift build` of Easel never sees libFuzzer's entry point.
/// `make fuzz SECONDS=60` builds it with `-sanitize=fuzzer,address` and runs it over `corpus/`.
let package = Package(
    name: "EaselFuzz",
    dependencies: [
        .package(name: "Easel", path: ".."),
    ],
    targets: [
        // libFuzzer supplies `main`; the target only defines `LLVMFuzzerTestOneInput`.
        .executableTarget(name: "SceneFuzzer", dependencies: [
            .product(name: "EaselScene", package: "Easel"),
        ], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ],
    swiftLanguageModes: [.v6]
)
