// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Navigation",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Navigation", targets: ["Navigation"])
    ],
    targets: [
        .target(name: "Navigation"),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
    ]
)
