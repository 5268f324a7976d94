// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Analytics",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Analytics", targets: ["Analytics"])
    ],
    dependencies: [
        .package(path: "../Primitives"),
        .package(path: "../SystemKit"),
    ],
    targets: [
        .target(name: "Analytics", dependencies: ["Primitives", "SystemKit"]),
        .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "SystemKit"]),
    ]
)
