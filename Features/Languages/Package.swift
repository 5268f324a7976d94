// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Languages",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LanguagesDomain", targets: ["LanguagesDomain"]),
        .library(name: "LanguagesData", targets: ["LanguagesData"]),
        .library(name: "LanguagesDataDomainInterface", targets: ["LanguagesDataDomainInterface"]),
        .library(name: "LanguagesPresentation", targets: ["LanguagesPresentation"]),
        .library(name: "LanguagesDependencyContainer", targets: ["LanguagesDependencyContainer"]),
        .library(name: "LanguagesTesting", targets: ["LanguagesTesting"]),
        .executable(name: "LanguagesDemo", targets: ["LanguagesDemo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Analytics"),
        .package(path: "../../Shared/AppCore"),
        .package(path: "../../Shared/FeatureContracts"),
        .package(path: "../../Shared/FeatureKit"),
        .package(path: "../../Shared/Localization"),
        .package(path: "../../Shared/Navigation"),
        .package(path: "../../Shared/Persistence"),
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../../Shared/TestSupport"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "LanguagesDomain"),
        .target(
            name: "LanguagesData",
            dependencies: [
                "Localization", "Persistence", "AppCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "LanguagesDataDomainInterface",
            dependencies: ["LanguagesDomain", "LanguagesData", "Localization"]
        ),
        .target(
            name: "LanguagesPresentation",
            dependencies: [
                "LanguagesDomain", "Analytics", "Localization", "Navigation", .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .target(
            name: "LanguagesDependencyContainer",
            dependencies: [
                "LanguagesDomain", "LanguagesData", "LanguagesDataDomainInterface", "LanguagesPresentation",
                "Analytics", "AppCore", "Localization", "Navigation", "Persistence",
                .product(name: "ReplKit", package: "ReplHost"),
                "FeatureContracts", .product(name: "FeatureKit", package: "FeatureKit"),
            ]
        ),
        .target(
            name: "LanguagesTesting",
            dependencies: [
                "LanguagesDomain", "LanguagesData", "LanguagesDataDomainInterface", "AppCore", "Localization",
                "Persistence", "SystemKit", "TestSupport",
            ]
        ),
        .executableTarget(
            name: "LanguagesDemo",
            dependencies: [
                "LanguagesDependencyContainer",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
            ]
        ),
        .testTarget(
            name: "LanguagesDomainTests",
            dependencies: [
                "LanguagesDomain", "LanguagesData", "LanguagesDataDomainInterface", "LanguagesTesting", "Localization",
                "Persistence", "TestSupport",
            ],
            path: "Tests/LanguagesDomainTests"
        ),
        .testTarget(
            name: "LanguagesDataTests",
            dependencies: [
                "LanguagesData", "Persistence", "TestSupport", "AppCore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            path: "Tests/LanguagesDataTests"
        ),
        .testTarget(
            name: "LanguagesPresentationTests",
            dependencies: [
                "LanguagesPresentation", "LanguagesDependencyContainer", "LanguagesDomain", "Analytics", "Localization",
                "Navigation",
                .product(name: "ReplKit", package: "ReplHost"), "Persistence", "TestSupport",
            ],
            path: "Tests/LanguagesPresentationTests"
        ),
    ]
)
