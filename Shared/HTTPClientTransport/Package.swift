// swift-tools-version:6.0
import PackageDescription

// The live HTTP transport: AsyncHTTPClient over SwiftNIO. Only hosts link it (the app,
// the live demos); features see `Networking`'s `HTTPTransport` and never compile NIO.
let package = Package(
    name: "HTTPClientTransport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HTTPClientTransport", targets: ["HTTPClientTransport"])
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(path: "../Networking"),
        .package(path: "../SystemKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "HTTPClientTransport",
            dependencies: [
                "Networking", "SystemKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        .testTarget(
            name: "HTTPClientTransportTests",
            dependencies: ["HTTPClientTransport", "Networking", "TestSupport"],
            path: "Tests/HTTPClientTransportTests"
        ),
    ]
)
