import Testing

@Suite("Given a fixture feature's Data When the Data layering rule is evaluated")
struct DataLayeringRuleTests {
    @Test("Given a Data file importing Domain When checked Then the file, line and module are reported")
    func dataImportingDomainIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "import Foundation\nimport GRDB\npublic import AlphaDomain\n",
                to: "Features/Alpha/Sources/AlphaData/Repositories/Mapping.swift"
            )
            return try fixture.rules().dataLayeringViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaData/Repositories/Mapping.swift:3: AlphaData imports AlphaDomain; "
                    + "Data never depends on Domain or the layers built on it"
            ])
    }

    @Test("Given a Data target depending on Domain When checked Then the manifest dependency is reported")
    func dataDependingOnDomainIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("BetaData", inPackage: "Features/Beta") { $0.dependencies.append(.byName("BetaDomain")) }
            return try fixture.rules().dataLayeringViolations
        }

        #expect(
            violations == [
                "Features/Beta: BetaData depends on BetaDomain; Data never depends on Domain or the layers built on it"
            ])
    }
}
