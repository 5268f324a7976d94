import Testing

@Suite("Given a fixture feature's Domain When the Domain purity rule is evaluated")
struct DomainPurityRuleTests {
    private let allowedImports =
        "a Domain may import only Dispatch, Foundation, FoundationEssentials, "
        + "FoundationInternationalization, Observation, RegexBuilder, Synchronization, Shared foundation modules"

    @Test("Given a Domain source file importing GRDB When checked Then the file, line and module are reported")
    func domainImportingGRDBIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import Foundation\nimport GRDB\n", to: "Features/Alpha/Sources/AlphaDomain/Interfaces/Store.swift")
            return try fixture.rules().domainPurityViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaDomain/Interfaces/Store.swift:2: AlphaDomain imports GRDB; \(allowedImports)"
            ])
    }

    @Test("Given a Domain depending on the GRDB product When checked Then the manifest dependency is reported")
    func domainDependingOnGRDBIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaDomain", inPackage: "Features/Alpha") {
                $0.dependencies.append(.product(name: "GRDB", package: "GRDB.swift"))
            }
            return try fixture.rules().domainPurityViolations
        }

        #expect(
            violations == [
                "Features/Alpha: AlphaDomain depends on GRDB (product of GRDB.swift); "
                    + "a Domain may depend only on Shared foundation modules (Localization)"
            ])
    }

    @Test("Given a Domain depending on the Shared persistence package When checked Then it is reported as not foundation-level")
    func domainDependingOnPersistenceIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("BetaDomain", inPackage: "Features/Beta") { $0.dependencies.append(.byName("Persistence")) }
            try fixture.write("import Persistence\n", to: "Features/Beta/Sources/BetaDomain/Saving.swift")
            return try fixture.rules().domainPurityViolations
        }

        #expect(
            violations == [
                "Features/Beta/Sources/BetaDomain/Saving.swift:1: BetaDomain imports Persistence; \(allowedImports)",
                "Features/Beta: BetaDomain depends on Persistence; a Domain may depend only on Shared foundation modules (Localization)",
            ])
    }

    @Test(
        "Given a Domain importing Foundation, Observation, Synchronization, Dispatch and a Shared module When checked Then nothing is reported"
    )
    func foundationLevelImportsAreAllowed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "import Dispatch\nimport Foundation\nimport Observation\nimport Synchronization\nimport Localization\n",
                to: "Features/Alpha/Sources/AlphaDomain/Everything.swift"
            )
            return try fixture.rules().domainPurityViolations
        }

        #expect(violations == [])
    }
}
