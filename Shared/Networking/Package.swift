// swift-tools-version:6.0
import PackageDescription

// HTTP for every remote source, in plain Swift over the `HTTPTransport` protocol: no
// network library is compiled here. The live transport is `Shared/HTTPClientTransport`,
// linked by hosts only; `NetworkingTesting` is the in-process transport tests use.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(path: "../AppCore"),
        .package(path: "../Localization"),
        .package(path: "../Primitives"),
        .package(path: "../SystemKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: ["AppCore", "Localization", "Primitives", "SystemKit", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "NetworkingTesting", dependencies: ["Networking", "SystemKit", "TestSupport"]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingTesting", "SystemKit", "TestSupport", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/NetworkingTests"
        ),
    ]
)
