// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"])
    ],
    dependencies: [
        .package(path: "../AppCore"),
        .package(path: "../Localization"),
        .package(path: "../Persistence"),
        .package(path: "../Primitives"),
        .package(path: "../SystemKit"),
    ],
    targets: [
        .target(name: "TestSupport", dependencies: ["AppCore", "Localization", "Persistence", "Primitives", "SystemKit"])
    ]
)
