// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselCore", targets: ["EaselCore"]),
        .executable(name: "pet-poll-frames", targets: ["PetPollFrames"]),
    ],
    targets: [
        // Pure Swift: geometry, views, the Layout protocol, built-in layouts, the layout pass.
        .target(name: "EaselCore"),
        // The umbrella users import in place of SwiftUI.
        .target(name: "Easel", dependencies: ["EaselCore"]),

        // Examples: the talk's pet poll and the articles' layouts, written as SwiftUI code.
        .target(name: "PetPoll", dependencies: ["Easel"], path: "Examples/PetPoll"),
        .target(name: "Gallery", dependencies: ["Easel"], path: "Examples/Gallery"),
        .executableTarget(name: "PetPollFrames", dependencies: ["PetPoll"], path: "Examples/PetPollFrames"),

        .testTarget(name: "EaselCoreTests", dependencies: ["EaselCore"]),
        .testTarget(name: "ExamplesTests", dependencies: ["PetPoll", "Gallery"]),
    ],
    swiftLanguageModes: [.v6]
)
