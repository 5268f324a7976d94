import Foundation
import SystemKit

/// Gathers `RepositoryFacts`: finds the packages by listing the repository's folders,
/// reads each manifest through a `ManifestProviding`, and scans each target's sources
/// for imports.
struct RepositoryFactsLoader: Sendable {
    let layout: RepositoryLayout
    let manifests: any ManifestProviding
    let scanner: ImportScanner

    init(layout: RepositoryLayout, manifests: any ManifestProviding, scanner: ImportScanner = ImportScanner()) {
        self.layout = layout
        self.manifests = manifests
        self.scanner = scanner
    }

    func load() throws -> RepositoryFacts {
        var locations: [(path: String, group: PackageGroup)] = [(".", .root)]
        var featureFoldersWithoutManifest: [String] = []

        for name in try layout.featureFolderNames() {
            let path = "\(RepositoryLayout.featuresFolder)/\(name)"
            if layout.fileExists("\(path)/\(RepositoryLayout.manifestFileName)") {
                locations.append((path, .feature))
            } else {
                featureFoldersWithoutManifest.append(path)
            }
        }
        locations += try layout.packagePaths(under: RepositoryLayout.sharedFolder).map { ($0, .shared) }
        if layout.fileExists("\(RepositoryLayout.appFolder)/\(RepositoryLayout.manifestFileName)") {
            locations.append((RepositoryLayout.appFolder, .app))
        }
        locations += try layout.packagePaths(under: RepositoryLayout.toolsFolder).map { ($0, .tool) }

        let manifests = try readManifests(ofPackagesAt: locations.map(\.path))
        let packages = try zip(locations, manifests).map { location, manifest in
            try package(at: location.path, group: location.group, manifest: manifest)
        }
        return RepositoryFacts(
            root: packages[0],
            packages: Array(packages.dropFirst()),
            featureFoldersWithoutManifest: featureFoldersWithoutManifest
        )
    }

    /// Reads the manifests side by side (each `dump-package` is a process of its own), in order.
    /// After the first failure no further reads start, so a broken toolchain fails in seconds.
    private func readManifests(ofPackagesAt paths: [String]) throws -> [PackageManifest] {
        let results = LockedState([Result<PackageManifest, any Error>?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let failedAlready = results.withLock { $0.contains { if case .failure = $0 { true } else { false } } }
            guard !failedAlready else { return }
            let result = Result {
                try manifests.manifest(ofPackageAt: layout.url(paths[index]), relativePath: paths[index])
            }
            results.withLock { $0[index] = result }
        }
        let read = results.withLock { $0 }
        if let failure = read.lazy.compactMap({ if case let .failure(error) = $0 { error } else { nil } }).first {
            throw failure
        }
        return try read.enumerated().map { index, result in
            guard let result else { throw ArchitectureTestError.manifestMissing(packagePath: paths[index]) }
            return try result.get()
        }
    }

    private func package(at path: String, group: PackageGroup, manifest: PackageManifest) throws -> PackageFacts {
        let directory = layout.url(path)
        return PackageFacts(
            group: group,
            folderName: directory.lastPathComponent,
            path: path,
            hasReadme: layout.fileExists(joined(path, RepositoryLayout.readmeFileName)),
            manifest: manifest,
            localDependencyPaths: manifest.fileSystemDependencies.map { dependency in
                let absolute = dependency.hasPrefix("/") ? dependency : directory.path + "/" + dependency
                return layout.relativePath(of: URL(fileURLWithPath: absolute))
            },
            targets: try manifest.targets.map { try target($0, inPackageAt: path) }
        )
    }

    private func target(_ description: TargetDescription, inPackageAt packagePath: String) throws -> TargetFacts {
        let sourcePath = joined(packagePath, sourceFolder(of: description, inPackageAt: packagePath))
        let exists = layout.directoryExists(sourcePath)
        let files = exists ? try ImportScanner.swiftFiles(under: layout.url(sourcePath)) : []
        let imports = exists ? try scanner.imports(inSwiftFilesUnder: layout.url(sourcePath)) : []
        return TargetFacts(
            description: description,
            sourcePath: sourcePath,
            sourceFolderExists: exists,
            swiftFileCount: files.count,
            imports: imports.map {
                ImportStatement(module: $0.module, file: layout.relativePath(of: URL(fileURLWithPath: $0.file)), line: $0.line)
            },
            viewModelWrites: try files.filter { $0.lastPathComponent.hasSuffix("View.swift") }.flatMap { file in
                let path = layout.relativePath(of: file)
                return ViewModelWriteScanner().writeLines(inSource: try String(contentsOf: file, encoding: .utf8)).map {
                    "\(path):\($0)"
                }
            }
        )
    }

    /// The target's folder relative to its package: its `path:`, or the first of SwiftPM's
    /// default folders that exists (`Sources/<name>` for code, `Tests/<name>` for tests).
    private func sourceFolder(of target: TargetDescription, inPackageAt packagePath: String) -> String {
        if let path = target.path {
            return Self.normalized(path)
        }
        let roots =
            target.kind == .test
            ? ["Tests", "Sources", "Source", "src", "srcs"]
            : ["Sources", "Source", "src", "srcs"]
        let candidates = roots.map { "\($0)/\(target.name)" }
        return candidates.first { layout.directoryExists(joined(packagePath, $0)) } ?? candidates[0]
    }

    private func joined(_ packagePath: String, _ relativePath: String) -> String {
        packagePath == "." ? relativePath : "\(packagePath)/\(relativePath)"
    }

    /// `./Tests/X/` → `Tests/X`.
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
