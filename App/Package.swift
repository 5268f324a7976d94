// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Every feature package under Features/: the app depends on each one's
/// DependencyContainer, where its registration lives. Adding a feature folder
/// needs no edit here.
let featureNames: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Features")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).appendingPathComponent("Package.swift").path)
    }.sorted()
}()

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"]),
    ],
    dependencies: [
        .package(path: "../Shared/AppCore"),
        .package(path: "../Shared/FeatureKit"),
        .package(path: "../Shared/Localization"),
        .package(path: "../Shared/Navigation"),
        .package(path: "../Shared/Persistence"),
        .package(path: "../Shared/ReplHost"),
        .package(path: "../Shared/TestSupport"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ] + featureNames.map { .package(path: "../Features/\($0)") },
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                "AppCore", "Localization", "Navigation", "Persistence", "ReplHost",
                .product(name: "ReplKit", package: "ReplHost"),
                .product(name: "FeatureKit", package: "FeatureKit"),
                .product(name: "FeatureHost", package: "FeatureKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ] + featureNames.map { .product(name: "\($0)DependencyContainer", package: $0) },
            resources: [.copy("Resources/Strings")]
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "AppCore", "Localization", "Navigation", "Persistence", "ReplHost", .product(name: "ReplKit", package: "ReplHost"), "TestSupport",
                .product(name: "FeatureKit", package: "FeatureKit"),
            ]
        ),
    ]
)
