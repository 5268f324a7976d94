// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(path: "../AppCore"),
        .package(path: "../Localization"),
        .package(path: "../SystemKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: [
                "AppCore", "Localization", "SystemKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "SystemKit", "TestSupport", .product(name: "Logging", package: "swift-log")],
            path: "Tests/NetworkingTests"
        ),
    ]
)
