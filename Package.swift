// swift-tools-version:6.0
// The umbrella package: it depends on every package of the repo by path,
// vends the `app` executable (and, through Tools' packages, `gallery`,
// `scaffold-feature`, `backend` …), and lists every test target by path so that
// one `swift test` here runs every test in the repo.
//
// Feature packages are listed once, in `features`, and this manifest derives
// the rest: each feature is a dependency, and its test targets (the three every
// feature has, plus any named in `extraFeatureTestTargets`) run here, depending
// on all of that feature's layers and Shared. `scaffold-feature` adds a new
// feature's name; the architecture test checks the list against Features/.
import PackageDescription

/// The feature packages under Features/. (Written out rather than read from the
/// folder: SwiftPM caches what a manifest computes, keyed on its text, so a
/// folder added later would go unseen.)
let features = [
    "Contacts",
    "Languages",
    "ProductListing",
    "Tools",
    "Account",
]

/// The test targets every feature has, by the suffix after its name.
let featureTestLayers = ["DomainTests", "DataTests", "PresentationTests"]
/// Test targets a feature has beyond those, by feature.
let extraFeatureTestTargets: [String: [String]] = [:]

/// What every feature test target may use: the feature's own layers and its Testing target.
func featureModules(_ feature: String) -> [Target.Dependency] {
    ["Domain", "Data", "DataDomainInterface", "Presentation", "DependencyContainer", "Testing"].map {
        .product(name: "\(feature)\($0)", package: feature)
    }
}

/// The Shared modules and libraries feature tests build on.
let sharedTestModules: [Target.Dependency] = [
    "Analytics", "AppCore", "FeatureContracts", "Localization", "Navigation", "Networking", "Persistence", "Primitives",
    "SystemKit", "TestSupport",
    .product(name: "NetworkingTesting", package: "Networking"),
    .product(name: "ReplKit", package: "ReplHost"),
    .product(name: "FeatureKit", package: "FeatureKit"),
    .product(name: "GRDB", package: "GRDB.swift"),
    .product(name: "Logging", package: "swift-log"),
    .product(name: "InMemoryLogging", package: "swift-log"),
]

let featureTestTargets: [Target] = features.flatMap { feature in
    (featureTestLayers.map { feature + $0 } + (extraFeatureTestTargets[feature] ?? [])).map { testFolder in
        .testTarget(
            name: testFolder,
            dependencies: featureModules(feature) + sharedTestModules,
            path: "Features/\(feature)/Tests/\(testFolder)"
        )
    }
}

/// `Tools/LiveDemos`' executables, built here as well so that `swift test` compiles them
/// (with the app's one build of the HTTP stack) and the journey tests can run them.
let liveDemoTargets: [Target] = ["Contacts", "Tools", "ProductListing"].map { feature in
    .executableTarget(
        name: "\(feature)LiveDemo",
        dependencies: [
            .product(name: "\(feature)DependencyContainer", package: feature),
            .product(name: "FeatureKit", package: "FeatureKit"),
            .product(name: "FeatureHost", package: "FeatureKit"),
            .product(name: "HTTPClientTransport", package: "HTTPClientTransport"),
        ],
        path: "Tools/LiveDemos/Sources/\(feature)LiveDemo"
    )
}

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "app", targets: ["app"])
    ],
    dependencies: [
        .package(path: "Shared/Analytics"),
        .package(path: "Shared/AppCore"),
        .package(path: "Shared/AppSettings"),
        .package(path: "Shared/FeatureContracts"),
        .package(path: "Shared/FeatureKit"),
        .package(path: "Shared/HTTPClientTransport"),
        .package(path: "Shared/Localization"),
        .package(path: "Shared/Navigation"),
        .package(path: "Shared/Networking"),
        .package(path: "Shared/Persistence"),
        .package(path: "Shared/Primitives"),
        .package(path: "Shared/QRCode"),
        .package(path: "Shared/ReplHost"),
        .package(path: "Shared/SystemKit"),
        .package(path: "Shared/TestSupport"),
        .package(path: "App"),
        .package(path: "Tools/JourneyRunner"),
        .package(path: "Tools/ContactsDatasetGenerator"),
        .package(path: "Tools/ProductCatalogGenerator"),
        .package(path: "Tools/GodToolsContentGenerator"),
        .package(path: "Tools/StartBench"),
        .package(path: "Tools/ProductListingBench"),
        .package(path: "Tools/ContactsBench"),
        .package(path: "Tools/FeatureScaffold"),
        .package(path: "Tools/Gallery"),
        .package(path: "Tools/Backend"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    ] + features.map { .package(path: "Features/\($0)") },
    targets: [
        .executableTarget(
            name: "app",
            dependencies: [.product(name: "AppComposition", package: "App")],
            path: "App/Sources/AppMain"
        )
    ] + liveDemoTargets + [

        // Shared
        .testTarget(
            name: "AnalyticsTests", dependencies: ["Analytics", "SystemKit"], path: "Shared/Analytics/Tests/AnalyticsTests"
        ),
        .testTarget(
            name: "AppSettingsTests", dependencies: ["AppSettings"], path: "Shared/AppSettings/Tests/AppSettingsTests"
        ),
        .testTarget(
            name: "AppCoreTests",
            dependencies: ["AppCore", "SystemKit", .product(name: "Logging", package: "swift-log")],
            path: "Shared/AppCore/Tests/AppCoreTests"
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "AppCore", "Localization", "Navigation", "Persistence", "ReplHost",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Shared/FeatureKit/Tests/FeatureKitTests"
        ),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "SystemKit"],
            path: "Shared/Localization/Tests/LocalizationTests"
        ),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"], path: "Shared/Navigation/Tests/NavigationTests"),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "SystemKit", "TestSupport", .product(name: "NetworkingTesting", package: "Networking"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Shared/Networking/Tests/NetworkingTests"
        ),
        .testTarget(
            name: "HTTPClientTransportTests",
            dependencies: ["HTTPClientTransport", "Networking", "TestSupport"],
            path: "Shared/HTTPClientTransport/Tests/HTTPClientTransportTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: ["Persistence", "SystemKit", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Shared/Persistence/Tests/PersistenceTests"
        ),
        .testTarget(
            name: "ReplKitTests",
            dependencies: [.product(name: "ReplKit", package: "ReplHost"), "Localization", "Navigation", "SystemKit"],
            path: "Shared/ReplHost/Tests/ReplKitTests"
        ),
        .testTarget(name: "SystemKitTests", dependencies: ["SystemKit"], path: "Shared/SystemKit/Tests/SystemKitTests"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"], path: "Shared/Primitives/Tests/PrimitivesTests"),
        .testTarget(
            name: "QRCodeTests", dependencies: ["QRCode"], path: "Shared/QRCode/Tests/QRCodeTests",
            exclude: ["Fixtures", "README.md", "make_segno_fixtures.py"]
        ),
        .testTarget(
            name: "ReplHostTests",
            dependencies: [
                "ReplHost", .product(name: "ReplKit", package: "ReplHost"), "Localization", "Navigation", "SystemKit",
            ],
            path: "Shared/ReplHost/Tests/ReplHostTests"
        ),

        // App
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                .product(name: "AppComposition", package: "App"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                "Analytics", "AppCore", "AppSettings", "FeatureContracts", "Localization", "Navigation", "Networking",
                "Persistence", "ReplHost", "SystemKit",
                .product(name: "ReplKit", package: "ReplHost"), "TestSupport",
            ],
            path: "App/Tests/AppCompositionTests"
        ),

        // Tools
        .testTarget(
            name: "JourneyKitTests",
            // The `journey` command is a dependency so its tests find it built beside them.
            dependencies: [
                .product(name: "JourneyKit", package: "JourneyRunner"), .product(name: "journey", package: "JourneyRunner"),
                "Analytics",
            ],
            path: "Tools/JourneyRunner/Tests/JourneyKitTests"
        ),

        .testTarget(
            name: "ContactsDatasetKitTests",
            dependencies: [.product(name: "ContactsDatasetKit", package: "ContactsDatasetGenerator")],
            path: "Tools/ContactsDatasetGenerator/Tests/ContactsDatasetKitTests"
        ),
        .testTarget(
            name: "ProductCatalogKitTests",
            dependencies: [.product(name: "ProductCatalogKit", package: "ProductCatalogGenerator")],
            path: "Tools/ProductCatalogGenerator/Tests/ProductCatalogKitTests"
        ),

        .testTarget(
            name: "GodToolsContentKitTests",
            dependencies: [.product(name: "GodToolsContentKit", package: "GodToolsContentGenerator")],
            path: "Tools/GodToolsContentGenerator/Tests/GodToolsContentKitTests"
        ),
        .testTarget(
            name: "StartBenchKitTests",
            dependencies: [.product(name: "StartBenchKit", package: "StartBench")],
            path: "Tools/StartBench/Tests/StartBenchKitTests"
        ),
        .testTarget(
            name: "ProductListingBenchKitTests",
            dependencies: [
                .product(name: "ProductListingBenchKit", package: "ProductListingBench"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/ProductListingBench/Tests/ProductListingBenchKitTests"
        ),
        .testTarget(
            name: "ContactsBenchKitTests",
            dependencies: [.product(name: "ContactsBenchKit", package: "ContactsBench")],
            path: "Tools/ContactsBench/Tests/ContactsBenchKitTests"
        ),
        .testTarget(
            name: "GalleryKitTests",
            dependencies: [
                .product(name: "GalleryKit", package: "Gallery"), "Localization", "Navigation",
                .product(name: "ReplKit", package: "ReplHost"),
            ],
            path: "Tools/Gallery/Tests/GalleryKitTests"
        ),
        .testTarget(
            name: "BackendKitTests",
            dependencies: [
                .product(name: "BackendKit", package: "Backend"), .product(name: "backend", package: "Backend"), "AppCore",
                "Primitives", .product(name: "Logging", package: "swift-log"),
                .product(name: "GodToolsContentKit", package: "GodToolsContentGenerator"),
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tools/Backend/Tests/BackendKitTests"
        ),
        .testTarget(
            name: "FeatureScaffoldKitTests",
            dependencies: [.product(name: "FeatureScaffoldKit", package: "FeatureScaffold")],
            path: "Tools/FeatureScaffold/Tests/FeatureScaffoldKitTests"
        ),

        // Cross-package
        .testTarget(
            name: "JourneyTests",
            dependencies: [
                "app", "ContactsLiveDemo", .product(name: "ContactsDemo", package: "Contacts"),
                .product(name: "LanguagesDemo", package: "Languages"),
                .product(name: "ProductListingDemo", package: "ProductListing"),
                .product(name: "ProductListingTesting", package: "ProductListing"),
                .product(name: "ToolsDemo", package: "Tools"),
                .product(name: "gallery", package: "Gallery"), .product(name: "backend", package: "Backend"),
                "TestSupport", "SystemKit", .product(name: "JourneyKit", package: "JourneyRunner"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/JourneyTests"
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["SystemKit"], path: "Tests/ArchitectureTests"),
    ] + featureTestTargets
)
