// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GalleryKit", targets: ["GalleryKit"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Localization"),
        .package(path: "../../Shared/Navigation"),
        .package(path: "../../Shared/ReplHost"),
        .package(path: "../../Shared/SystemKit"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "GalleryKit",
            dependencies: [
                "Localization", "Navigation", "SystemKit",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "ReplHost", package: "ReplHost"),
            ],
            resources: [.copy("Resources/Strings")]
        ),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "GalleryKit", "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "GalleryKitTests",
            dependencies: ["GalleryKit", "Localization", "Navigation", .product(name: "ReplKit", package: "ReplHost")]
        ),
    ]
)
