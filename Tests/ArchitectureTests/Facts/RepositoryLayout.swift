import Foundation

/// Where things are in the monorepo: its root folder and the folders that hold packages.
///
/// The real repository is located by walking up from this file (`#filePath`) to the first
/// folder that holds a `Package.swift` next to `Features/` and `Shared/`. Tests build other
/// layouts over temporary fixture folders with `init(root:)`.
struct RepositoryLayout: Sendable {
    static let featuresFolder = "Features"
    static let sharedFolder = "Shared"
    static let appFolder = "App"
    static let toolsFolder = "Tools"
    static let manifestFileName = "Package.swift"
    static let readmeFileName = "README.md"

    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The repository that contains this source file.
    static func enclosingRepository(of filePath: String = #filePath) throws -> RepositoryLayout {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = RepositoryLayout(root: folder)
            if candidate.fileExists(manifestFileName),
                candidate.directoryExists(featuresFolder),
                candidate.directoryExists(sharedFolder)
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        throw ArchitectureTestError.repositoryRootNotFound(startingAt: filePath)
    }

    /// Names of the folders directly under `Features/` (every one of them is meant to be a feature package).
    func featureFolderNames() throws -> [String] {
        try subfolderNames(of: Self.featuresFolder)
    }

    /// Repo-relative paths of the packages (folders with a `Package.swift`) directly under `folder`.
    func packagePaths(under folder: String) throws -> [String] {
        try subfolderNames(of: folder)
            .map { "\(folder)/\($0)" }
            .filter { fileExists("\($0)/\(Self.manifestFileName)") }
    }

    func url(_ relativePath: String) -> URL {
        relativePath.isEmpty || relativePath == "."
            ? root
            : root.appendingPathComponent(relativePath)
    }

    /// The path of `url` relative to the root, or its absolute path when it lies outside the repository.
    func relativePath(of url: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let rootPath = root.path
        if path == rootPath { return "." }
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func fileExists(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relativePath).path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    func directoryExists(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relativePath).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    private func subfolderNames(of relativePath: String) throws -> [String] {
        guard directoryExists(relativePath) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: url(relativePath).path)
            .filter { !$0.hasPrefix(".") && directoryExists("\(relativePath)/\($0)") }
            .sorted()
    }
}
