// swift-tools-version:6.0
// The umbrella package: it depends on every package of the repo by path,
// vends the `app` executable, and lists every test target by path so that
// one `swift test` here runs every test in the repo.
import PackageDescription

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "app", targets: ["app"]),
    ],
    dependencies: [
        .package(path: "Shared/AppCore"),
        .package(path: "Shared/Localization"),
        .package(path: "Shared/Navigation"),
        .package(path: "Shared/Networking"),
        .package(path: "Shared/Persistence"),
        .package(path: "Shared/ReplHost"),
        .package(path: "Shared/TestSupport"),
        .package(path: "Features/Languages"),
        .package(path: "Features/Contacts"),
        .package(path: "App"),
        .package(path: "Tools/JourneyRunner"),
        .package(path: "Tools/ContactsDatasetGenerator"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "app",
            dependencies: [.product(name: "AppComposition", package: "App")],
            path: "App/Sources/AppMain"
        ),

        // Shared
        .testTarget(
            name: "AppCoreTests",
            dependencies: ["AppCore", .product(name: "Logging", package: "swift-log")],
            path: "Shared/AppCore/Tests/AppCoreTests"
        ),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization"], path: "Shared/Localization/Tests/LocalizationTests"
        ),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"], path: "Shared/Navigation/Tests/NavigationTests"),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "TestSupport", .product(name: "Logging", package: "swift-log")],
            path: "Shared/Networking/Tests/NetworkingTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: ["Persistence", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Shared/Persistence/Tests/PersistenceTests"
        ),
        .testTarget(
            name: "ReplHostTests",
            dependencies: ["ReplHost", "Localization", "Navigation"],
            path: "Shared/ReplHost/Tests/ReplHostTests"
        ),

        // Languages
        .testTarget(
            name: "LanguagesDomainTests",
            dependencies: [
                .product(name: "LanguagesDomain", package: "Languages"),
                .product(name: "LanguagesData", package: "Languages"),
                .product(name: "LanguagesDataDomainInterface", package: "Languages"),
                "Localization", "Persistence", "TestSupport",
            ],
            path: "Features/Languages/Tests/LanguagesDomainTests"
        ),
        .testTarget(
            name: "LanguagesDataTests",
            dependencies: [.product(name: "LanguagesData", package: "Languages"), "Persistence", "TestSupport", "AppCore"],
            path: "Features/Languages/Tests/LanguagesDataTests"
        ),
        .testTarget(
            name: "LanguagesPresentationTests",
            dependencies: [
                .product(name: "LanguagesPresentation", package: "Languages"),
                .product(name: "LanguagesDependencyContainer", package: "Languages"),
                .product(name: "LanguagesDomain", package: "Languages"),
                "Localization", "Navigation", "ReplHost", "Persistence", "TestSupport",
            ],
            path: "Features/Languages/Tests/LanguagesPresentationTests"
        ),

        // Contacts
        .testTarget(
            name: "ContactsDomainTests",
            dependencies: [
                .product(name: "ContactsDomain", package: "Contacts"),
                .product(name: "ContactsData", package: "Contacts"),
                .product(name: "ContactsDataDomainInterface", package: "Contacts"),
                "AppCore", "Localization", "Persistence", "TestSupport",
            ],
            path: "Features/Contacts/Tests/ContactsDomainTests"
        ),
        .testTarget(
            name: "ContactsDataTests",
            dependencies: [
                .product(name: "ContactsData", package: "Contacts"),
                "AppCore", "Persistence", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Features/Contacts/Tests/ContactsDataTests"
        ),
        .testTarget(
            name: "ContactsPresentationTests",
            dependencies: [
                .product(name: "ContactsPresentation", package: "Contacts"),
                .product(name: "ContactsDependencyContainer", package: "Contacts"),
                .product(name: "ContactsDomain", package: "Contacts"),
                .product(name: "ContactsData", package: "Contacts"),
                "AppCore", "Localization", "Navigation", "ReplHost", "Persistence", "TestSupport",
            ],
            path: "Features/Contacts/Tests/ContactsPresentationTests"
        ),

        // App
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                .product(name: "AppComposition", package: "App"),
                "AppCore", "Localization", "Navigation", "Persistence", "ReplHost", "TestSupport",
            ],
            path: "App/Tests/AppCompositionTests"
        ),

        // Tools
        .testTarget(
            name: "JourneyKitTests",
            dependencies: [.product(name: "JourneyKit", package: "JourneyRunner")],
            path: "Tools/JourneyRunner/Tests/JourneyKitTests"
        ),

        .testTarget(
            name: "ContactsDatasetKitTests",
            dependencies: [.product(name: "ContactsDatasetKit", package: "ContactsDatasetGenerator")],
            path: "Tools/ContactsDatasetGenerator/Tests/ContactsDatasetKitTests"
        ),

        // Cross-package
        .testTarget(
            name: "JourneyTests",
            dependencies: ["app", "TestSupport", .product(name: "JourneyKit", package: "JourneyRunner")],
            path: "Tests/JourneyTests"
        ),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
    ]
)
