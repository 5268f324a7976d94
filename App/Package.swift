// swift-tools-version:6.0
import PackageDescription

/// The feature packages under Features/: the app depends on each one's
/// DependencyContainer, where its registration lives. `scaffold-feature` adds a
/// new feature's name; the architecture test checks the list against Features/.
/// (Written out rather than read from the folder: SwiftPM caches what a manifest
/// computes, keyed on its text, so a folder added later would go unseen.)
let features = [
    "Contacts",
    "Languages",
    "ProductListing",
    "Tools",
    "Account",
]

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"])
    ],
    dependencies: [
        .package(path: "../Shared/Analytics"),
        .package(path: "../Shared/AppCore"),
        .package(path: "../Shared/AppSettings"),
        .package(path: "../Shared/FeatureContracts"),
        .package(path: "../Shared/FeatureKit"),
        .package(path: "../Shared/HTTPClientTransport"),
        .package(path: "../Shared/Localization"),
        .package(path: "../Shared/Navigation"),
        .package(path: "../Shared/Networking"),
        .package(path: "../Shared/Persistence"),
        .package(path: "../Shared/Primitives"),
        .package(path: "../Shared/ReplHost"),
        .package(path: "../Shared/SystemKit"),
        .package(path: "../Shared/TestSupport"),
        .package(path: "../Tools/Gallery"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ] + features.map { .package(path: "../Features/\($0)") },
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                "Analytics", "AppCore", "AppSettings", "FeatureContracts", "HTTPClientTransport", "Localization", "Navigation",
                "Networking",
                "Persistence",
                "Primitives", "ReplHost",
                "SystemKit", .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
                .product(name: "GalleryKit", package: "Gallery"),
                .product(name: "Logging", package: "swift-log"),
            ] + features.map { .product(name: "\($0)DependencyContainer", package: $0) },
            resources: [.copy("Resources/Strings"), .copy("Resources/Environments")]
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "Analytics", "AppCore", "AppSettings", "FeatureContracts", "Localization", "Navigation",
                "Networking", "Persistence", "ReplHost", "SystemKit",
                .product(name: "ReplKit", package: "ReplHost"), "TestSupport",
                .product(name: "FeatureKit", package: "FeatureKit"),
            ]
        ),
    ]
)
