// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeatureScaffold",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeatureScaffoldKit", targets: ["FeatureScaffoldKit"]),
        .executable(name: "scaffold-feature", targets: ["ScaffoldFeature"]),
    ],
    targets: [
        .target(name: "FeatureScaffoldKit", resources: [.copy("Templates")]),
        .executableTarget(name: "ScaffoldFeature", dependencies: ["FeatureScaffoldKit"]),
        .testTarget(name: "FeatureScaffoldKitTests", dependencies: ["FeatureScaffoldKit"]),
    ]
)
