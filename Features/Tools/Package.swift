// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ToolsDomain", targets: ["ToolsDomain"]),
        .library(name: "ToolsData", targets: ["ToolsData"]),
        .library(name: "ToolsDataDomainInterface", targets: ["ToolsDataDomainInterface"]),
        .library(name: "ToolsPresentation", targets: ["ToolsPresentation"]),
        .library(name: "ToolsDependencyContainer", targets: ["ToolsDependencyContainer"]),
        .library(name: "ToolsTesting", targets: ["ToolsTesting"]),
        .executable(name: "ToolsDemo", targets: ["ToolsDemo"]),
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
        .package(path: "../../Shared/Primitives"),
        .package(path: "../../Shared/QRCode"),
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../../Shared/TestSupport"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "ToolsDomain"),
        .target(
            name: "ToolsData",
            dependencies: [
                "AppCore", "Networking", "Persistence", "Primitives",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/GodToolsContent")]
        ),
        .target(
            name: "ToolsDataDomainInterface",
            dependencies: ["ToolsDomain", "ToolsData", "Localization", "SystemKit"]
        ),
        .target(
            name: "ToolsPresentation",
            dependencies: [
                "ToolsDomain", "Analytics", "Localization", "Navigation", "QRCode",
                .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [
                .copy("Resources/Strings"), .copy("Resources/DashboardStrings"), .copy("Resources/PersonalizationStrings"),
                .copy("Resources/ReaderStrings"),
            ]
        ),
        .target(
            name: "ToolsDependencyContainer",
            dependencies: [
                "ToolsDomain", "ToolsData", "ToolsDataDomainInterface", "ToolsPresentation",
                "Analytics", "AppCore", "Localization", "Navigation", "Networking", "Persistence",
                .product(name: "ReplKit", package: "ReplHost"),
                "FeatureContracts", .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ToolsTesting",
            dependencies: ["ToolsData", "ToolsDomain", "Primitives", "SystemKit"]
        ),
        .executableTarget(
            name: "ToolsDemo",
            dependencies: [
                "ToolsDependencyContainer", "ToolsTesting",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
            ]
        ),
        .testTarget(
            name: "ToolsDomainTests",
            dependencies: [
                "ToolsDomain", "ToolsData", "ToolsDataDomainInterface", "ToolsTesting", "AppCore", "Localization", "Persistence",
                "SystemKit", "TestSupport",
            ],
            path: "Tests/ToolsDomainTests"
        ),
        .testTarget(
            name: "ToolsDataTests",
            dependencies: [
                "SystemKit",
                "ToolsData", "ToolsTesting", "AppCore", "Networking", .product(name: "NetworkingTesting", package: "Networking"),
                "Persistence", "Primitives", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/ToolsDataTests"
        ),
        .testTarget(
            name: "ToolsPresentationTests",
            dependencies: [
                "ToolsPresentation", "ToolsDependencyContainer", "ToolsDomain", "ToolsData", "ToolsTesting",
                "Analytics", "AppCore", "Localization", "Navigation", "Persistence", "SystemKit", "TestSupport",
                .product(name: "ReplKit", package: "ReplHost"), .product(name: "FeatureKit", package: "FeatureKit"), "QRCode",
            ],
            path: "Tests/ToolsPresentationTests"
        ),
    ]
)
