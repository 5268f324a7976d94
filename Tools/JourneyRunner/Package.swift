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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "JourneyKit"),
        .executableTarget(
            name: "journey",
            dependencies: [
                "JourneyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "JourneyKitTests", dependencies: ["JourneyKit"]),
    ]
)
