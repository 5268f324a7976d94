// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GodToolsContentGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GodToolsContentKit", targets: ["GodToolsContentKit"]),
        .executable(name: "generate-godtools-content", targets: ["GenerateGodToolsContent"]),
    ],
    targets: [
        .target(name: "GodToolsContentKit"),
        .executableTarget(name: "GenerateGodToolsContent", dependencies: ["GodToolsContentKit"]),
        .testTarget(name: "GodToolsContentKitTests", dependencies: ["GodToolsContentKit"]),
    ]
)
