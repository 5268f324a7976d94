// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Account",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AccountDomain", targets: ["AccountDomain"]),
        .library(name: "AccountData", targets: ["AccountData"]),
        .library(name: "AccountDataDomainInterface", targets: ["AccountDataDomainInterface"]),
        .library(name: "AccountPresentation", targets: ["AccountPresentation"]),
        .library(name: "AccountDependencyContainer", targets: ["AccountDependencyContainer"]),
        .library(name: "AccountTesting", targets: ["AccountTesting"]),
        .executable(name: "AccountDemo", targets: ["AccountDemo"]),
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
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../../Shared/TestSupport"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "AccountDomain"),
        .target(
            name: "AccountData",
            dependencies: [
                "FeatureContracts", "Localization", "Networking", "Persistence", "SystemKit",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "AccountDataDomainInterface",
            dependencies: ["AccountDomain", "AccountData", "FeatureContracts", "AppCore", "Localization"]
        ),
        .target(
            name: "AccountPresentation",
            dependencies: [
                "AccountDomain", "Analytics", "Localization", "Navigation",
                .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .target(
            name: "AccountDependencyContainer",
            dependencies: [
                "AccountDomain", "AccountData", "AccountDataDomainInterface", "AccountPresentation",
                "Analytics", "AppCore", "FeatureContracts", "Localization", "Navigation", "Networking", "Persistence",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
            ]
        ),
        .target(
            name: "AccountTesting",
            dependencies: ["AccountDomain", "AccountData", "FeatureContracts", "Networking", "SystemKit"]
        ),
        .executableTarget(
            name: "AccountDemo",
            dependencies: [
                "AccountDependencyContainer", "AccountTesting",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
            ]
        ),
        .testTarget(
            name: "AccountDomainTests",
            dependencies: [
                "AccountDomain", "AccountData", "AccountDataDomainInterface", "AccountTesting", "AppCore", "FeatureContracts",
                "Networking", "Persistence", "TestSupport",
            ],
            path: "Tests/AccountDomainTests"
        ),
        .testTarget(
            name: "AccountDataTests",
            dependencies: [
                "AccountData", "AccountTesting", "FeatureContracts", "Networking", "Persistence", "SystemKit", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NetworkingTesting", package: "Networking"),
            ],
            path: "Tests/AccountDataTests"
        ),
        .testTarget(
            name: "AccountPresentationTests",
            dependencies: [
                "AccountPresentation", "AccountDependencyContainer", "AccountDomain", "AccountData", "AccountTesting",
                "Analytics", "FeatureContracts", "Localization", "Navigation", "Networking", "Persistence", "TestSupport",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/AccountPresentationTests"
        ),
    ]
)
