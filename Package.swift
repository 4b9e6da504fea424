// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselCore", targets: ["EaselCore"]),
        .library(name: "EaselText", targets: ["EaselText"]),
        .library(name: "EaselRender", targets: ["EaselRender"]),
        .executable(name: "pet-poll", targets: ["PetPollDemo"]),
        // The pet poll as a library, for the benchmarks in Benchmarks/ (a package of its own).
        .library(name: "PetPoll", targets: ["PetPoll"]),
    ],
    targets: [
        // Pure Swift: geometry, views, the Layout protocol, built-in layouts, the layout pass.
        .target(name: "EaselCore"),
        // Pango with its Cairo backend, and Cairo's SVG and PDF surfaces (Debian: libpango1.0-dev,
        // libcairo2-dev).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // libdeflate, the PNG encoder's compressor (Debian: libdeflate-dev).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Text measured and drawn by Pango.
        .target(name: "EaselText", dependencies: ["EaselCore", "CPangoCairo"]),
        // Display lists drawn by Cairo to PNG, SVG and PDF; ImageRenderer; PNG encoding with libdeflate.
        .target(name: "EaselRender", dependencies: ["EaselCore", "EaselText", "CPangoCairo", "CDeflate"]),
        // The umbrella users import in place of SwiftUI.
        .target(name: "Easel", dependencies: ["EaselCore", "EaselText", "EaselRender"]),

        // Examples: the talk's pet poll and the articles' layouts, written as SwiftUI code.
        .target(name: "PetPoll", dependencies: ["Easel"], path: "Examples/PetPoll"),
        .target(name: "Gallery", dependencies: ["Easel"], path: "Examples/Gallery"),
        // The talk's and the articles' own layout code, as an app developer writes it for SwiftUI.
        .target(name: "SeedLayouts", dependencies: ["Easel"], path: "Examples/SeedLayouts"),
        .executableTarget(name: "PetPollDemo", dependencies: ["PetPoll", "Easel"], path: "Examples/PetPollDemo"),

        .testTarget(name: "EaselCoreTests", dependencies: ["EaselCore"]),
        .testTarget(name: "EaselTextTests", dependencies: ["EaselText", "CPangoCairo"]),
        .testTarget(name: "EaselRenderTests", dependencies: ["Easel", "CPangoCairo"]),
        .testTarget(name: "ExamplesTests", dependencies: ["PetPoll", "Gallery", "SeedLayouts"]),
    ],
    swiftLanguageModes: [.v6]
)
