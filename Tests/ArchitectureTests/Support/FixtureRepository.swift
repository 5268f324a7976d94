import Foundation

/// A tiny, well-formed repository in a temporary folder, built for one test: two features
/// (Alpha, Beta), Shared/Localization, Shared/Persistence (GRDB), an App package and a
/// Tools/Backend package, with their Swift files, READMEs and in-memory manifests.
///
/// A test breaks one thing in it (writes a file, edits a manifest) and checks that the
/// matching rule reports it. Use `FixtureRepository.withWellFormed { … }`, which removes
/// the folder afterwards.
struct FixtureRepository {
    static let featureNames = ["Alpha", "Beta"]

    let layout: RepositoryLayout
    var manifests: InMemoryManifests

    static func withWellFormed<T>(_ body: (inout FixtureRepository) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var fixture = FixtureRepository(layout: RepositoryLayout(root: root), manifests: InMemoryManifests(byPackagePath: [:]))
        try fixture.populate()
        return try body(&fixture)
    }

    /// The rules over the fixture as it is now.
    func rules() throws -> ArchitectureRules {
        ArchitectureRules(facts: try RepositoryFactsLoader(layout: layout, manifests: manifests).load())
    }

    func write(_ contents: String, to relativePath: String) throws {
        let url = layout.url(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func delete(_ relativePath: String) throws {
        try FileManager.default.removeItem(at: layout.url(relativePath))
    }

    /// Changes one target of one package's manifest (does nothing if there is no such target).
    mutating func editTarget(_ name: String, inPackage path: String, _ edit: (inout TargetDescription) -> Void) {
        guard var manifest = manifests.byPackagePath[path],
            let index = manifest.targets.firstIndex(where: { $0.name == name })
        else { return }
        edit(&manifest.targets[index])
        manifests.byPackagePath[path] = manifest
    }

    mutating func editManifest(ofPackage path: String, _ edit: (inout PackageManifest) -> Void) {
        guard var manifest = manifests.byPackagePath[path] else { return }
        edit(&manifest)
        manifests.byPackagePath[path] = manifest
    }

    // MARK: - The well-formed content

    private mutating func populate() throws {
        var rootTests: [TargetDescription] = []

        try addPackage(
            "Shared/Localization",
            files: ["Sources/Localization/Localizer.swift": "import Foundation\n\npublic struct Localizer {}\n"],
            targets: [TargetDescription(name: "Localization")],
            tests: [("LocalizationTests", ["Localization"], "import Localization\nimport Testing\n")],
            rootTests: &rootTests
        )
        try addPackage(
            "Shared/Persistence",
            files: ["Sources/Persistence/Database.swift": "import Foundation\nimport GRDB\n\npublic struct Database {}\n"],
            targets: [TargetDescription(name: "Persistence", dependencies: [.product(name: "GRDB", package: "GRDB.swift")])],
            tests: [("PersistenceTests", ["Persistence"], "import GRDB\nimport Persistence\nimport Testing\n")],
            rootTests: &rootTests
        )
        for feature in Self.featureNames {
            try addFeature(feature, rootTests: &rootTests)
        }
        try addPackage(
            "App",
            files: [
                "Sources/AppComposition/Features/RegisteredFeatures.swift": Self.featureNames
                    .map { "import \($0)DependencyContainer" }
                    .joined(separator: "\n") + "\n\nenum RegisteredFeatures {}\n",
                "Sources/AppComposition/AppFlow.swift": "import Localization\n\npublic final class AppFlow {}\n",
                "Sources/AppMain/main.swift": "import AppComposition\n",
            ],
            targets: [
                TargetDescription(
                    name: "AppComposition",
                    dependencies: [.byName("Localization")]
                        + Self.featureNames.map { feature in
                            TargetDependency.product(name: "\(feature)DependencyContainer", package: feature)
                        }
                )
            ],
            tests: [("AppCompositionTests", ["AppComposition"], "import AppComposition\nimport Testing\n")],
            localDependencies: ["../Shared/Localization"] + Self.featureNames.map { "../Features/\($0)" },
            rootTests: &rootTests
        )
        try addPackage(
            "Tools/Backend",
            files: ["Sources/Backend/Server.swift": "import GRDB\nimport Hummingbird\nimport NIOCore\n"],
            targets: [
                TargetDescription(
                    name: "Backend", kind: .executable, dependencies: [.product(name: "Hummingbird", package: "hummingbird")])
            ],
            tests: [],
            rootTests: &rootTests
        )

        try write("// Placeholder: the fixture's manifests are in memory.\n", to: "Package.swift")
        try write("# Fixture\n", to: "README.md")
        manifests.byPackagePath["."] = PackageManifest(
            name: "Fixture",
            targets: [
                TargetDescription(
                    name: "app",
                    kind: .executable,
                    dependencies: [.product(name: "AppComposition", package: "App")],
                    path: "App/Sources/AppMain"
                )
            ] + rootTests,
            fileSystemDependencies: manifests.byPackagePath.keys.sorted()
        )
    }

    private mutating func addFeature(_ feature: String, rootTests: inout [TargetDescription]) throws {
        let layers = FeatureLayers(feature: feature)
        try addPackage(
            "Features/\(feature)",
            files: [
                "Sources/\(layers.domain)/UseCases/View\(feature)UseCase.swift":
                    "import Foundation\nimport Localization\n\npublic struct View\(feature)UseCase {}\n",
                "Sources/\(layers.data)/Repositories/\(feature)Repository.swift":
                    "import Foundation\nimport GRDB\nimport Persistence\n\npublic struct \(feature)Repository {}\n",
                "Sources/\(layers.dataDomainInterface)/Get\(feature).swift":
                    "import \(layers.data)\nimport \(layers.domain)\n\npublic struct Get\(feature) {}\n",
                "Sources/\(layers.presentation)/ViewModels/\(feature)ViewModel.swift":
                    "import Localization\nimport Observation\nimport \(layers.domain)\n\n@MainActor public final class \(feature)ViewModel {}\n",
                "Sources/\(layers.dependencyContainer)/\(feature)DiContainer.swift":
                    [layers.data, layers.dataDomainInterface, layers.domain, layers.presentation, "Persistence"]
                    .map { "import \($0)" }.joined(separator: "\n") + "\n\npublic final class \(feature)DiContainer {}\n",
                "README.md": "# \(feature)\n",
            ],
            targets: [
                TargetDescription(name: layers.domain, dependencies: [.byName("Localization")]),
                TargetDescription(
                    name: layers.data,
                    dependencies: [
                        .byName("Persistence"), .product(name: "GRDB", package: "GRDB.swift"),
                    ]),
                TargetDescription(
                    name: layers.dataDomainInterface, dependencies: [.byName(layers.domain), .byName(layers.data)]),
                TargetDescription(name: layers.presentation, dependencies: [.byName(layers.domain), .byName("Localization")]),
                TargetDescription(
                    name: layers.dependencyContainer,
                    dependencies: [
                        .byName(layers.domain), .byName(layers.data), .byName(layers.dataDomainInterface),
                        .byName(layers.presentation), .byName("Persistence"),
                    ]),
            ],
            tests: [
                ("\(layers.domain)Tests", [layers.domain], "import Testing\nimport \(layers.domain)\n"),
                ("\(layers.data)Tests", [layers.data], "import GRDB\nimport Testing\n@testable import \(layers.data)\n"),
            ],
            localDependencies: ["../../Shared/Localization", "../../Shared/Persistence"],
            rootTests: &rootTests
        )
    }

    /// Writes a package's files, README and placeholder Package.swift, registers its manifest
    /// (targets plus one test target per entry of `tests`, at SwiftPM's default `Tests/<name>`),
    /// and lists those test targets for the root manifest.
    private mutating func addPackage(
        _ path: String,
        files: [String: String],
        targets: [TargetDescription],
        tests: [(name: String, dependencies: [String], source: String)],
        localDependencies: [String] = [],
        rootTests: inout [TargetDescription]
    ) throws {
        try write("// Placeholder: the fixture's manifests are in memory.\n", to: "\(path)/Package.swift")
        try write("# \(path)\n", to: "\(path)/README.md")
        for (file, contents) in files {
            try write(contents, to: "\(path)/\(file)")
        }
        for test in tests {
            try write(test.source, to: "\(path)/Tests/\(test.name)/\(test.name).swift")
            rootTests.append(
                TargetDescription(
                    name: test.name,
                    kind: .test,
                    dependencies: test.dependencies.map { .byName($0) },
                    path: "\(path)/Tests/\(test.name)"
                ))
        }
        manifests.byPackagePath[path] = PackageManifest(
            name: URL(fileURLWithPath: path).lastPathComponent,
            targets: targets
                + tests.map { test in
                    TargetDescription(name: test.name, kind: .test, dependencies: test.dependencies.map { .byName($0) })
                },
            fileSystemDependencies: localDependencies
        )
    }
}
