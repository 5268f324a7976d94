// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ProductListingBench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProductListingBenchKit", targets: ["ProductListingBenchKit"]),
        .executable(name: "product-listing-bench", targets: ["ProductListingBench"]),
    ],
    dependencies: [
        .package(path: "../../Features/ProductListing"),
        .package(path: "../../Shared/Persistence"),
        .package(path: "../ProductCatalogGenerator"),
        .package(path: "../StartBench"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ProductListingBenchKit",
            dependencies: [
                .product(name: "StartBenchKit", package: "StartBench"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ProductListingBench",
            dependencies: [
                "ProductListingBenchKit",
                .product(name: "ProductListingDomain", package: "ProductListing"),
                .product(name: "ProductListingData", package: "ProductListing"),
                .product(name: "ProductListingDataDomainInterface", package: "ProductListing"),
                .product(name: "ProductCatalogKit", package: "ProductCatalogGenerator"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ProductListingBenchKitTests",
            dependencies: ["ProductListingBenchKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
    ]
)
