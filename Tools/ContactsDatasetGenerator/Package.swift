// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContactsDatasetGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ContactsDatasetKit", targets: ["ContactsDatasetKit"]),
        .executable(name: "generate-contacts", targets: ["GenerateContacts"]),
    ],
    dependencies: [
        .package(path: "../../Shared/Primitives")
    ],
    targets: [
        .target(name: "ContactsDatasetKit", dependencies: ["Primitives"]),
        .executableTarget(name: "GenerateContacts", dependencies: ["ContactsDatasetKit"]),
        .testTarget(name: "ContactsDatasetKitTests", dependencies: ["ContactsDatasetKit"]),
    ]
)
