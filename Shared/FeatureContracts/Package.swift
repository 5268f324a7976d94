// swift-tools-version:6.0
import PackageDescription

// What one feature offers another, as small protocols and well-known destinations, with
// no implementation: features depend on this, never on each other, and the host resolves
// the providers when it composes them.
let package = Package(
    name: "FeatureContracts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeatureContracts", targets: ["FeatureContracts"])
    ],
    dependencies: [
        .package(path: "../Navigation")
    ],
    targets: [
        .target(name: "FeatureContracts", dependencies: ["Navigation"])
    ]
)
