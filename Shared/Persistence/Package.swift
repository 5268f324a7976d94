// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Persistence",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Persistence", targets: ["Persistence"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(path: "../SystemKit"),
    ],
    targets: [
        .target(name: "Persistence", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "PersistenceTests", dependencies: ["Persistence", "SystemKit", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)
