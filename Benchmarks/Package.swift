// swift-tools-version: 6.0
// Easel's benchmark suite: `make bench` at the top of the repository builds it in release and prints one
// table of ratios, each measured side by side with a peer or a floor in the same run.
import PackageDescription

let package = Package(
    name: "EaselBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Easel", path: ".."),
    ],
    targets: [
        // Cairo and Pango for the peers: a plain Cairo program's PNG writer and a raw Pango loop.
        .systemLibrary(name: "CBenchCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // The raw Pango measuring loop T1 compares with, in C as a plain Pango program writes it.
        .target(name: "RawPango", dependencies: ["CBenchCairo"]),
        // What the cases lay out and render: the trees of L1 and L2, the strings of T1, the charts of G1.
        .target(name: "BenchmarkScenes", dependencies: [.product(name: "Easel", package: "Easel"),
                                                       .product(name: "Charts", package: "Easel")]),
        .executableTarget(
            name: "EaselBenchmarks",
            dependencies: [
                "BenchmarkScenes", "CBenchCairo", "RawPango",
                .product(name: "Easel", package: "Easel"),
                .product(name: "PetPoll", package: "Easel"),
                .product(name: "EaselRace", package: "Easel"),
            ]
        ),
        // The harness's spawner: runs one program and reports its CPU time and its own peak memory
        // (Sources/MeasuredSpawn/main.c says why the harness does not spawn it directly).
        .executableTarget(name: "MeasuredSpawn"),
        // The in-process floor of `easel serve`'s load test (Scripts/serve-load.sh): the OG card rendered
        // without HTTP.
        .executableTarget(name: "ServeBaseline", dependencies: [.product(name: "EaselScene", package: "Easel")]),
        // One scenario run a number of times, for profilers (`valgrind --tool=callgrind`); see README.md.
        .executableTarget(
            name: "EaselProfile",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Easel", package: "Easel"),
                .product(name: "PetPoll", package: "Easel"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
