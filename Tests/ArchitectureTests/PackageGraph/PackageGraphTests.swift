import Foundation
import Testing

/// The README's package graph is drawn from the manifests, so it cannot go stale:
/// `UPDATE_PACKAGE_GRAPH=1 swift test --filter PackageGraph` rewrites it, and without the
/// variable this test fails when the README's copy differs.
@Suite("The README's package graph")
struct PackageGraphTests {
    @Test("Given the manifests When the graph is drawn Then the README holds exactly that graph")
    func readmeGraphIsCurrent() async throws {
        let facts = try await RealRepository.facts()
        let mermaid = PackageGraphMermaid(facts: facts).render()
        let readmeURL = try RepositoryLayout.enclosingRepository().url("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["UPDATE_PACKAGE_GRAPH"] == "1" {
            try Data(try ReadmePackageGraph.replacing(in: readme, with: mermaid).utf8).write(to: readmeURL)
            return
        }
        #expect(
            try ReadmePackageGraph.current(in: readme) == ReadmePackageGraph.block(mermaid),
            "README.md's package graph is stale: run UPDATE_PACKAGE_GRAPH=1 swift test --filter PackageGraph"
        )
    }

    @Test("Given a README without markers When the graph is replaced Then it says where the markers belong")
    func missingMarkersAreNamed() {
        #expect(throws: ReadmePackageGraph.Problem.missingMarkers) {
            try ReadmePackageGraph.replacing(in: "# Title\n", with: "graph TD")
        }
    }

    @Test("Given a README with markers When the graph is replaced Then only the text between them changes")
    func replacesBetweenMarkers() throws {
        let readme = "before\n" + ReadmePackageGraph.block("graph TD\n  a --> b") + "\nafter\n"
        let updated = try ReadmePackageGraph.replacing(in: readme, with: "graph TD\n  a --> c")
        #expect(updated == "before\n" + ReadmePackageGraph.block("graph TD\n  a --> c") + "\nafter\n")
    }

    @Test("Given the well-formed fixture When its graph is drawn Then each feature is a box of its layers, edges inside and out")
    func drawsFixture() throws {
        let mermaid = try FixtureRepository.withWellFormed { fixture in
            PackageGraphMermaid(facts: try fixture.rules().facts).render()
        }
        #expect(mermaid.hasPrefix("graph TD\n  app[app executable] --> App\n  subgraph Alpha[Features/Alpha]\n"))
        #expect(mermaid.contains("    AlphaDataDomainInterface --> AlphaData\n"))
        #expect(mermaid.contains("  App --> Alpha\n"))
        #expect(mermaid.contains("  subgraph Shared\n    Localization\n    Persistence\n  end\n"))
        #expect(mermaid.contains("Persistence --> GRDB[(GRDB / SQLite)]"))
        #expect(!mermaid.contains("Backend"))
    }
}
