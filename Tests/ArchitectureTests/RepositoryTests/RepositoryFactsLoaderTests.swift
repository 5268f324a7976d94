import Foundation
import Testing

/// The real manifest reader and loader, run on this repository.
@Suite("Given this repository When its facts are gathered with swift package dump-package")
struct RepositoryFactsLoaderTests {
    @Test("Given the Features folder When the facts are gathered Then every feature folder is a package that was read")
    func everyFeatureFolderIsRead() async throws {
        let layout = try RepositoryLayout.enclosingRepository()
        let facts = try await RealRepository.facts()

        #expect(
            (facts.features.map(\.path) + facts.featureFoldersWithoutManifest).sorted()
                == (try layout.featureFolderNames()).map { "Features/\($0)" })
        #expect(facts.features.map(\.folderName).contains("Languages"))
    }

    @Test(
        "Given the Languages feature When its manifest is dumped Then its Data target's dependencies come back with their kinds")
    func languagesDataDependenciesAreRead() async throws {
        let facts = try await RealRepository.facts()
        let languages = try #require(facts.features.first { $0.folderName == "Languages" })
        let data = try #require(languages.target(named: "LanguagesData"))

        #expect(data.kind == .regular)
        #expect(data.dependencies.contains(.product(name: "GRDB", package: "GRDB.swift")))
        #expect(data.dependencies.contains(.byName("Persistence")))
        #expect(data.sourcePath == "Features/Languages/Sources/LanguagesData")
        #expect(data.imports.contains { $0.module == "GRDB" })
    }

    @Test(
        "Given the Languages feature When its manifest is dumped Then its local package dependencies are repo-relative Shared paths"
    )
    func localDependenciesAreRepoRelative() async throws {
        let facts = try await RealRepository.facts()
        let languages = try #require(facts.features.first { $0.folderName == "Languages" })

        #expect(languages.localDependencyPaths.contains("Shared/Localization"))
        #expect(languages.localDependencyPaths.allSatisfy { $0.hasPrefix("Shared/") })
    }

    @Test("Given the root package When its manifest is dumped Then this test target is listed at Tests/ArchitectureTests")
    func rootListsThisTarget() async throws {
        let facts = try await RealRepository.facts()
        let target = try #require(facts.root.target(named: "ArchitectureTests"))

        #expect(target.kind == .test)
        #expect(target.sourcePath == "Tests/ArchitectureTests")
    }

    @Test("Given one package When its manifest is dumped on its own Then its name comes back")
    func dumpingOneManifest() throws {
        let layout = try RepositoryLayout.enclosingRepository()
        let reader = try PackageManifestReader.usingSwiftOnPath()

        let manifest = try reader.manifest(ofPackageAt: layout.url("Shared/Localization"), relativePath: "Shared/Localization")

        #expect(manifest.name == "Localization")
    }
}
