// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContactsBench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ContactsBenchKit", targets: ["ContactsBenchKit"]),
        .executable(name: "contacts-bench", targets: ["ContactsBench"]),
    ],
    dependencies: [
        .package(path: "../../Features/Contacts"),
        .package(path: "../../Shared/AppCore"),
        .package(path: "../../Shared/Localization"),
        .package(path: "../../Shared/Persistence"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../ContactsDatasetGenerator"),
        .package(path: "../ProductListingBench"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ContactsBenchKit",
            dependencies: [
                .product(name: "ContactsData", package: "Contacts"),
                .product(name: "ContactsDatasetKit", package: "ContactsDatasetGenerator"),
                .product(name: "ProductListingBenchKit", package: "ProductListingBench"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "SystemKit",
            ]
        ),
        .executableTarget(
            name: "ContactsBench",
            dependencies: [
                "ContactsBenchKit",
                .product(name: "ContactsDomain", package: "Contacts"),
                .product(name: "ContactsData", package: "Contacts"),
                .product(name: "ContactsDependencyContainer", package: "Contacts"),
                .product(name: "ProductListingBenchKit", package: "ProductListingBench"),
                .product(name: "AppCore", package: "AppCore"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ContactsBenchKitTests", dependencies: ["ContactsBenchKit"]),
    ]
)
