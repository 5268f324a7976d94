// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AppCore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(path: "../SystemKit"),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: ["SystemKit", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "AppCoreTests", dependencies: ["AppCore", "SystemKit", .product(name: "Logging", package: "swift-log")]),
    ]
)
