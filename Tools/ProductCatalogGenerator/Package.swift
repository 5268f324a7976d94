// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ProductCatalogGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProductCatalogKit", targets: ["ProductCatalogKit"]),
        .executable(name: "generate-products", targets: ["GenerateProducts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../../Shared/Primitives"),
    ],
    targets: [
        .target(name: "ProductCatalogKit", dependencies: ["Primitives"]),
        .executableTarget(
            name: "GenerateProducts",
            dependencies: ["ProductCatalogKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "ProductCatalogKitTests", dependencies: ["ProductCatalogKit"]),
    ]
)
