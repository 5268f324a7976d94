// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StartBench",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "StartBenchKit", targets: ["StartBenchKit"]),
        .executable(name: "start-bench", targets: ["StartBench"]),
        .executable(name: "hello-foundation", targets: ["HelloFoundation"]),
        .executable(name: "hello-settings", targets: ["HelloSettings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../../Shared/SystemKit"),
        .package(path: "../../Shared/AppSettings"),
    ],
    targets: [
        .target(
            name: "StartBenchKit",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "StartBench",
            dependencies: ["StartBenchKit", "SystemKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "HelloFoundation"),
        .executableTarget(name: "HelloSettings", dependencies: [.product(name: "AppSettings", package: "AppSettings")]),
        .testTarget(name: "StartBenchKitTests", dependencies: ["StartBenchKit"]),
    ]
)
