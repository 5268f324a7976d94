// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "JourneyRunner",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "JourneyKit", targets: ["JourneyKit"]),
        .executable(name: "journey", targets: ["journey"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Analytics"),
        .package(path: "../../Shared/Networking"),
        .package(path: "../../Shared/Primitives"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "JourneyKit",
            dependencies: [
                "Analytics",
                // JSONValue, to read request bodies for `<< ` lines.
                "Networking",
                // SplitMix64, so a shuffled order (`--repeat`) can be run again from its seed.
                "Primitives",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .executableTarget(
            name: "journey",
            dependencies: [
                "JourneyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `journey` command is a dependency so its tests find it built beside them.
        .testTarget(name: "JourneyKitTests", dependencies: ["JourneyKit", "journey", "Analytics"]),
    ]
)
