// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ProductListing",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProductListingDomain", targets: ["ProductListingDomain"]),
        .library(name: "ProductListingData", targets: ["ProductListingData"]),
        .library(name: "ProductListingDataDomainInterface", targets: ["ProductListingDataDomainInterface"]),
        .library(name: "ProductListingPresentation", targets: ["ProductListingPresentation"]),
        .library(name: "ProductListingDependencyContainer", targets: ["ProductListingDependencyContainer"]),
        .library(name: "ProductListingTesting", targets: ["ProductListingTesting"]),
        .executable(name: "ProductListingDemo", targets: ["ProductListingDemo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Analytics"),
        .package(path: "../../Shared/AppCore"),
        .package(path: "../../Shared/FeatureContracts"),
        .package(path: "../../Shared/FeatureKit"),
        .package(path: "../../Shared/Localization"),
        .package(path: "../../Shared/Navigation"),
        .package(path: "../../Shared/Networking"),
        .package(path: "../../Shared/Persistence"),
        .package(path: "../../Shared/QRCode"),
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../../Shared/TestSupport"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "ProductListingDomain"),
        .target(
            name: "ProductListingData",
            dependencies: [
                "AppCore", "FeatureContracts", "Networking", "Persistence", "Localization", "SystemKit",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/products.jsonl")]
        ),
        .target(
            name: "ProductListingDataDomainInterface",
            dependencies: ["ProductListingDomain", "ProductListingData", "AppCore", "FeatureContracts", "Localization"]
        ),
        .target(
            name: "ProductListingPresentation",
            dependencies: [
                "ProductListingDomain", "Analytics", "Localization", "Navigation", "QRCode",
                .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .target(
            name: "ProductListingDependencyContainer",
            dependencies: [
                "ProductListingDomain", "ProductListingData", "ProductListingDataDomainInterface", "ProductListingPresentation",
                "Localization", "Navigation", "Networking", "Persistence", .product(name: "ReplKit", package: "ReplHost"),
                "FeatureContracts", .product(name: "FeatureKit", package: "FeatureKit"),
                "Analytics", "AppCore",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ProductListingTesting",
            dependencies: ["ProductListingDomain", "ProductListingData", "FeatureContracts", "Persistence", "SystemKit"]
        ),
        .executableTarget(
            name: "ProductListingDemo",
            dependencies: [
                "ProductListingDependencyContainer", "ProductListingTesting",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
            ]
        ),
        .testTarget(
            name: "ProductListingDomainTests",
            dependencies: [
                "ProductListingDomain", "ProductListingData", "ProductListingDataDomainInterface", "ProductListingTesting",
                "FeatureContracts", "Persistence", "TestSupport", "AppCore",
            ],
            path: "Tests/ProductListingDomainTests"
        ),
        .testTarget(
            name: "ProductListingDataTests",
            dependencies: [
                "ProductListingData", "ProductListingTesting", "Persistence", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                "AppCore", "Networking", .product(name: "NetworkingTesting", package: "Networking"), "SystemKit",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/ProductListingDataTests"
        ),
        .testTarget(
            name: "ProductListingPresentationTests",
            dependencies: [
                "ProductListingPresentation", "ProductListingDependencyContainer", "ProductListingDomain",
                "ProductListingTesting", "Analytics",
                "Localization", "Navigation", "Persistence", "TestSupport",
                .product(name: "ReplKit", package: "ReplHost"),
                "ProductListingData", .product(name: "FeatureKit", package: "FeatureKit"), "FeatureContracts",
            ],
            path: "Tests/ProductListingPresentationTests"
        ),
    ]
)
