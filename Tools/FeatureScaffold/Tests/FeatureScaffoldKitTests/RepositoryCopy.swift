import Foundation

/// A copy of this repository in a temporary folder: the files git tracks and the
/// untracked ones it does not ignore (so no `.build`), plus the root's
/// `Package.resolved` when there is one, so the copy builds the same versions
/// without resolving them again.
struct RepositoryCopy {
    let root: URL

    /// The repository this test file lives in.
    static let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/FeatureScaffoldKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Tools/FeatureScaffold
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()

    static let resolvedFileName = "Package.resolved"

    static func make() throws -> RepositoryCopy {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-copy-\(UUID().uuidString)")
        let paths = try sourcePaths() + [resolvedFileName]
        for path in paths {
            let from = source.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: from.path) else { continue }  // deleted, not yet committed
            let to = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
        return RepositoryCopy(root: root)
    }

    /// The files git tracks or would track; outside a git checkout, every file
    /// not under a hidden folder (`.build`, `.git`, `.swiftpm` …).
    private static func sourcePaths() throws -> [String] {
        let listing = try CommandRun.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source, timeLimit: .seconds(120)
        )
        if listing.status == 0 {
            return listing.output.split(separator: "\0").map(String.init)
        }
        guard let walk = FileManager.default.enumerator(atPath: source.path) else { return [] }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let isHidden = path.split(separator: "/").contains {
                $0.hasPrefix(".") && $0 != ".gitignore" && $0 != ".swift-format"
            }
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isFolder)
            if isHidden {
                if isFolder.boolValue { walk.skipDescendants() }
            } else if !isFolder.boolValue {
                paths.append(path)
            }
        }
        return paths
    }

    /// Whether the root's pins came along.
    var hasResolvedPackages: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(Self.resolvedFileName).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
