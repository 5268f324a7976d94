// swift-tools-version:6.0
import PackageDescription

// Coverage-guided fuzzers (libFuzzer) of the parsers that read bytes from outside the app.
// Build and run them with `./fuzz` beside this file: it passes `-sanitize=fuzzer,address`,
// which every target here needs (the package does not link without it). Nothing here is
// part of the app: the root package does not list this one.

let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
    ("ContentXMLFuzzer", [.product(name: "ToolsData", package: "Tools")]),
    ("ToolPageFuzzer", [.product(name: "ToolsData", package: "Tools")]),
    ("ToolManifestFuzzer", [.product(name: "ToolsData", package: "Tools")]),
    ("ToolTipFuzzer", [.product(name: "ToolsData", package: "Tools")]),
    ("JSONByteScannerFuzzer", ["ScannedJSON", .product(name: "ProductListingData", package: "ProductListing")]),
    ("CatalogLineFuzzer", ["ScannedJSON", .product(name: "ProductListingData", package: "ProductListing")]),
    (
        "RandomUserFuzzer",
        [
            .product(name: "ContactsData", package: "Contacts"), .product(name: "Localization", package: "Localization"),
            .product(name: "Logging", package: "swift-log"),
        ]
    ),
    ("JSONAPIFuzzer", ["NetworkingFuzzSupport"]),
    ("GraphQLFuzzer", ["NetworkingFuzzSupport"]),
    ("TerminalKeysFuzzer", [.product(name: "ReplHost", package: "ReplHost")]),
    ("LineEditFuzzer", [.product(name: "ReplHost", package: "ReplHost")]),
    (
        "RouteFuzzer",
        [
            .product(name: "FeatureKit", package: "FeatureKit"),
            .product(name: "ProductListingDataDomainInterface", package: "ProductListing"),
        ]
    ),
    ("JourneyFuzzer", [.product(name: "JourneyKit", package: "JourneyRunner")]),
    ("ScenarioFuzzer", [.product(name: "BackendScenario", package: "Backend")]),
]

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Features/Contacts"),
        .package(path: "../../Features/ProductListing"),
        .package(path: "../../Features/Tools"),
        .package(path: "../../Shared/FeatureKit"),
        .package(path: "../../Shared/Localization"),
        .package(path: "../../Shared/Networking"),
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../Backend"),
        .package(path: "../JourneyRunner"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift; `-sanitize=fuzzer` links its definition.
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .target(name: "ScannedJSON", dependencies: [.product(name: "ProductListingData", package: "ProductListing")]),
        .target(
            name: "NetworkingFuzzSupport",
            dependencies: [
                "FuzzSupport", .product(name: "Networking", package: "Networking"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
        + fuzzers.map { fuzzer in
            .executableTarget(
                name: fuzzer.name,
                dependencies: ["FuzzSupport"] + fuzzer.dependencies,
                // The linker that takes libFuzzer's `main` beside SwiftPM's renamed one.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
            )
        }
)
