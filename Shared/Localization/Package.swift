// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Localization",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Localization", targets: ["Localization"])
    ],
    dependencies: [
        .package(path: "../SystemKit")
    ],
    targets: [
        .target(name: "Localization", dependencies: ["SystemKit"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "SystemKit"]),
    ]
)
