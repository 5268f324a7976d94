// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SystemKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SystemKit", targets: ["SystemKit"])
    ],
    targets: [
        .target(name: "SystemKit"),
        .testTarget(name: "SystemKitTests", dependencies: ["SystemKit"]),
    ]
)
