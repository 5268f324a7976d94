// swift-tools-version:6.0
import PackageDescription

// A feature alone against a live server: the same registration, flow and options as the
// feature's own Demo, with the live HTTP transport (AsyncHTTPClient) that the feature's
// package does not link. `swift run` builds only the demo asked for, so a team that works
// on one feature builds one feature and the HTTP stack, not the app.
let package = Package(
    name: "LiveDemos",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ContactsLiveDemo", targets: ["ContactsLiveDemo"]),
        .executable(name: "ToolsLiveDemo", targets: ["ToolsLiveDemo"]),
        .executable(name: "ProductListingLiveDemo", targets: ["ProductListingLiveDemo"]),
    ],
    dependencies: [
        .package(path: "../../Features/Contacts"),
        .package(path: "../../Features/ProductListing"),
        .package(path: "../../Features/Tools"),
        .package(path: "../../Shared/FeatureKit"),
        .package(path: "../../Shared/HTTPClientTransport"),
    ],
    targets: [
        liveDemo("Contacts"),
        liveDemo("Tools"),
        liveDemo("ProductListing"),
    ]
)

/// The live demo of `feature`: its DependencyContainer, the feature host and the live transport.
func liveDemo(_ feature: String) -> Target {
    .executableTarget(
        name: "\(feature)LiveDemo",
        dependencies: [
            .product(name: "\(feature)DependencyContainer", package: feature),
            .product(name: "FeatureKit", package: "FeatureKit"),
            .product(name: "FeatureHost", package: "FeatureKit"),
            .product(name: "HTTPClientTransport", package: "HTTPClientTransport"),
        ]
    )
}
