// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ReplHost",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReplKit", targets: ["ReplKit"]),
        .library(name: "ReplHost", targets: ["ReplHost"]),
    ],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../Navigation"),
        .package(path: "../SystemKit"),
    ],
    targets: [
        .target(
            name: "ReplKit",
            dependencies: ["Localization", "Navigation", "SystemKit"],
            resources: [.copy("Resources/Strings")]
        ),
        .target(
            name: "ReplHost",
            dependencies: ["ReplKit", "Localization", "Navigation", "SystemKit"],
            resources: [.copy("Resources/Strings")]
        ),
        .testTarget(name: "ReplKitTests", dependencies: ["ReplKit", "Localization", "Navigation", "SystemKit"]),
        .testTarget(name: "ReplHostTests", dependencies: ["ReplHost", "ReplKit", "Localization", "Navigation", "SystemKit"]),
    ]
)
