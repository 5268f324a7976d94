// swift-tools-version:6.0
import PackageDescription

// Small building blocks written once for the whole repository: SHA-256, the seeded
// SplitMix64 generator and the draws over it, an order-keeping JSON writer, and a gzip
// writer with its CRC-32. Plain Swift, no dependencies.
let package = Package(
    name: "Primitives",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Primitives", targets: ["Primitives"])
    ],
    targets: [
        .target(name: "Primitives"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"], path: "Tests/PrimitivesTests"),
    ]
)
