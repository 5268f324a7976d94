// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"]),
    ],
    dependencies: [
        .package(path: "../Shared/AppCore"),
        .package(path: "../Shared/Localization"),
        .package(path: "../Shared/Navigation"),
        .package(path: "../Shared/Persistence"),
        .package(path: "../Shared/ReplHost"),
        .package(path: "../Shared/TestSupport"),
        .package(path: "../Features/Languages"),
        .package(path: "../Features/Contacts"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                "AppCore", "Localization", "Navigation", "Persistence", "ReplHost", .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "LanguagesDependencyContainer", package: "Languages"),
                .product(name: "LanguagesPresentation", package: "Languages"),
                .product(name: "ContactsDependencyContainer", package: "Contacts"),
                .product(name: "ContactsPresentation", package: "Contacts"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: ["AppComposition", "AppCore", "Localization", "Navigation", "Persistence", "ReplHost", .product(name: "ReplKit", package: "ReplHost"), "TestSupport"]
        ),
    ]
)
