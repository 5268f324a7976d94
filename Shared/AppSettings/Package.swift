// swift-tools-version:6.1
import PackageDescription

// The app's settings from one place: the command line, the environment and a config file
// (JSON or YAML), read through swift-configuration in that order of precedence, each value
// kept with where it came from, and a file's mistakes said with their line.
let package = Package(
    name: "AppSettings",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppSettings", targets: ["AppSettings"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0", traits: [.defaults, "YAML"]),
        .package(url: "https://github.com/jpsim/Yams", "5.4.0"..<"7.0.0"),
    ],
    targets: [
        .target(
            name: "AppSettings",
            dependencies: [
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "AppSettingsTests", dependencies: ["AppSettings"], path: "Tests/AppSettingsTests"),
    ]
)
