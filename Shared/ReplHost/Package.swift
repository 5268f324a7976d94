// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ReplHost",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReplHost", targets: ["ReplHost"]),
    ],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../Navigation"),
    ],
    targets: [
        .target(
            name: "ReplHost",
            dependencies: ["Localization", "Navigation"],
            resources: [.copy("Resources/Strings")]
        ),
        .testTarget(name: "ReplHostTests", dependencies: ["ReplHost", "Localization", "Navigation"]),
    ]
)
