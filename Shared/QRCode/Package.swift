// swift-tools-version:6.0
import PackageDescription

// QR Code symbols (ISO/IEC 18004) for text, and their drawing in Unicode blocks for a
// terminal. Plain Swift, no dependencies.
let package = Package(
    name: "QRCode",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "QRCode", targets: ["QRCode"])
    ],
    targets: [
        .target(name: "QRCode"),
        .testTarget(
            name: "QRCodeTests",
            dependencies: ["QRCode"],
            path: "Tests/QRCodeTests",
            exclude: ["Fixtures", "README.md", "make_segno_fixtures.py"]
        ),
    ]
)
