// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeatureKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "FeatureHost", targets: ["FeatureHost"]),
    ],
    dependencies: [
        .package(path: "../Analytics"),
        .package(path: "../AppCore"),
        .package(path: "../FeatureContracts"),
        .package(path: "../Localization"),
        .package(path: "../Navigation"),
        .package(path: "../Networking"),
        .package(path: "../Persistence"),
        .package(path: "../SystemKit"),
        .package(path: "../ReplHost"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "FeatureKit",
            dependencies: [
                "Analytics", "AppCore", "Localization", "Navigation", "Networking", "Persistence", "SystemKit",
                .product(name: "ReplKit", package: "ReplHost"),
            ]
        ),
        .target(
            name: "FeatureHost",
            dependencies: [
                "FeatureKit", "Analytics", "AppCore", "FeatureContracts", "Localization", "Navigation", "Networking",
                "Persistence", "ReplHost", "SystemKit",
                .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "FeatureKit", "FeatureHost", "AppCore", "Localization", "Navigation", "Persistence", "ReplHost",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
