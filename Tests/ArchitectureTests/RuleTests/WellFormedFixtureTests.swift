import Testing

@Suite("Given a well-formed fixture repository When every rule is evaluated")
struct WellFormedFixtureTests {
    @Test("Given a well-formed fixture When all rules are evaluated Then there is no violation")
    func wellFormedFixtureHasNoViolations() throws {
        let violations = try FixtureRepository.withWellFormed { try $0.rules().allViolations }

        #expect(violations == [])
    }

    @Test("Given GRDB in Data, Persistence, Tools and tests When rules are evaluated Then those imports are allowed")
    func ioLibrariesAreAllowedAtTheEdges() throws {
        let facts = try FixtureRepository.withWellFormed { fixture in
            try RepositoryFactsLoader(layout: fixture.layout, manifests: fixture.manifests).load()
        }
        let grdbImporters = (facts.packages.flatMap(\.targets)).filter { $0.imports.contains { $0.module == "GRDB" } }.map(\.name)

        #expect(
            Set(grdbImporters) == [
                "Persistence", "PersistenceTests", "AlphaData", "AlphaDataTests", "BetaData", "BetaDataTests", "Backend",
            ])
        #expect(ArchitectureRules(facts: facts).ioLibraryViolations == [])
    }
}
