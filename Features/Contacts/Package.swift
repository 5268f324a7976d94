// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Contacts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ContactsDomain", targets: ["ContactsDomain"]),
        .library(name: "ContactsData", targets: ["ContactsData"]),
        .library(name: "ContactsDataDomainInterface", targets: ["ContactsDataDomainInterface"]),
        .library(name: "ContactsPresentation", targets: ["ContactsPresentation"]),
        .library(name: "ContactsDependencyContainer", targets: ["ContactsDependencyContainer"]),
        .library(name: "ContactsTesting", targets: ["ContactsTesting"]),
        .executable(name: "ContactsDemo", targets: ["ContactsDemo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Analytics"),
        .package(path: "../../Shared/AppCore"),
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
        .target(name: "ContactsDomain"),
        .target(
            name: "ContactsData",
            dependencies: [
                "AppCore", "Localization", "Networking", "Persistence", "SystemKit",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/randomuser-contacts.json")]
        ),
        .target(
            name: "ContactsDataDomainInterface",
            dependencies: ["ContactsDomain", "ContactsData", "AppCore", "Localization", "SystemKit"]
        ),
        .target(
            name: "ContactsPresentation",
            dependencies: [
                "ContactsDomain", "Analytics", "Localization", "Navigation", .product(name: "ReplKit", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .target(
            name: "ContactsDependencyContainer",
            dependencies: [
                "ContactsDomain", "ContactsData", "ContactsDataDomainInterface", "ContactsPresentation",
                "Analytics", "AppCore", "Localization", "Navigation", "Networking", "Persistence",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ContactsTesting",
            dependencies: ["ContactsData", "ContactsDomain", "SystemKit"]
        ),
        .executableTarget(
            name: "ContactsDemo",
            dependencies: [
                "ContactsDependencyContainer", "ContactsTesting",
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
            ]
        ),
        .testTarget(
            name: "ContactsDomainTests",
            dependencies: [
                "ContactsDomain", "ContactsData", "ContactsDataDomainInterface", "ContactsTesting", "AppCore",
                "Localization", "Persistence", "TestSupport",
            ],
            path: "Tests/ContactsDomainTests"
        ),
        .testTarget(
            name: "ContactsDataTests",
            dependencies: [
                "ContactsData", "AppCore", "Networking", "Persistence", "SystemKit", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "NetworkingTesting", package: "Networking"),
            ],
            path: "Tests/ContactsDataTests"
        ),
        .testTarget(
            name: "ContactsPresentationTests",
            dependencies: [
                "ContactsPresentation", "ContactsDependencyContainer", "ContactsDomain", "ContactsData", "ContactsTesting",
                "Analytics", "AppCore", "Localization", "Navigation", .product(name: "ReplKit", package: "ReplHost"),
                "Persistence",
                "TestSupport",
                "SystemKit", .product(name: "FeatureKit", package: "FeatureKit"),
            ],
            path: "Tests/ContactsPresentationTests"
        ),
    ]
)
