// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GodToolsContentGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GodToolsContentKit", targets: ["GodToolsContentKit"]),
        .executable(name: "generate-godtools-content", targets: ["GenerateGodToolsContent"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Primitives")
    ],
    targets: [
        .target(name: "GodToolsContentKit", dependencies: ["Primitives"]),
        .executableTarget(name: "GenerateGodToolsContent", dependencies: ["GodToolsContentKit"]),
        .testTarget(name: "GodToolsContentKitTests", dependencies: ["GodToolsContentKit"]),
    ]
)
