/// Everything the architecture rules look at, gathered once: every package of the repo,
/// its targets, their dependencies, and the imports of each target's Swift files.
struct RepositoryFacts: Sendable {
    /// The umbrella package at the root.
    let root: PackageFacts
    /// The packages under `Features/`, `Shared/`, `App/` and `Tools/`.
    let packages: [PackageFacts]
    /// Folders under `Features/` that hold no `Package.swift`.
    let featureFoldersWithoutManifest: [String]

    var features: [PackageFacts] { packages(in: .feature) }

    func packages(in group: PackageGroup) -> [PackageFacts] {
        packages.filter { $0.group == group }
    }
}

enum PackageGroup: String, Sendable {
    case root, feature, shared, app, tool
}

struct PackageFacts: Sendable {
    let group: PackageGroup
    /// The package's folder name: `Languages` for `Features/Languages`.
    let folderName: String
    /// Relative to the repository root: `Features/Languages`, or `.` for the root package.
    let path: String
    let hasReadme: Bool
    let manifest: PackageManifest
    /// Repo-relative paths of the local packages it depends on (`.package(path:)`).
    let localDependencyPaths: [String]
    let targets: [TargetFacts]

    func target(named name: String) -> TargetFacts? {
        targets.first { $0.name == name }
    }

    /// Targets that ship code (everything but test targets).
    var productionTargets: [TargetFacts] {
        targets.filter { $0.kind != .test }
    }

    var testTargets: [TargetFacts] {
        targets.filter { $0.kind == .test }
    }
}

struct TargetFacts: Sendable {
    let description: TargetDescription
    /// The repo-relative folder SwiftPM takes the sources from, whether or not it exists.
    let sourcePath: String
    let sourceFolderExists: Bool
    let swiftFileCount: Int
    /// Every import of every Swift file in the sources folder (file paths repo-relative).
    let imports: [ImportStatement]
    /// Every line of a View file (`…View.swift`) in the sources folder that sets something
    /// on its ViewModel, as `file:line` (repo-relative).
    let viewModelWrites: [String]

    var name: String { description.name }
    var kind: TargetKind { description.kind }
    var dependencies: [TargetDependency] { description.dependencies }
}
