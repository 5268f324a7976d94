// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Backend",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "BackendKit", targets: ["BackendKit"]),
        .library(name: "BackendScenario", targets: ["BackendScenario"]),
        .executable(name: "backend", targets: ["Backend"]),
        .executable(name: "backend-load", targets: ["BackendLoad"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/GraphQLSwift/Graphiti", exact: "3.1.0"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", exact: "4.3.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
        .package(path: "../../Shared/AppCore"),
        .package(path: "../../Shared/Primitives"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../ContactsDatasetGenerator"),
        .package(path: "../GodToolsContentGenerator"),
        .package(path: "../ProductCatalogGenerator"),
    ],
    targets: [
        // The scenario format alone, without the server, so the fuzzer builds it quickly.
        .target(name: "BackendScenario"),
        .target(
            name: "BackendKit",
            dependencies: [
                "BackendScenario",
                "AppCore", "Primitives", "SystemKit",
                .product(name: "ContactsDatasetKit", package: "ContactsDatasetGenerator"),
                .product(name: "GodToolsContentKit", package: "GodToolsContentGenerator"),
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "Graphiti", package: "Graphiti"),
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "Backend",
            dependencies: [
                "AppCore", "BackendKit",
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "BackendLoad",
            dependencies: [
                "BackendKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "BackendKitTests",
            dependencies: [
                "AppCore", "BackendKit", "Backend", "Primitives",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GodToolsContentKit", package: "GodToolsContentGenerator"),
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
    ]
)
