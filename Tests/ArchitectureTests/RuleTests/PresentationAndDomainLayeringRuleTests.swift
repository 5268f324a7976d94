import Testing

@Suite("Given a fixture feature When the Presentation and Domain layering rule is evaluated")
struct PresentationAndDomainLayeringRuleTests {
    @Test("Given a Presentation file importing Data When checked Then the file, line and module are reported")
    func presentationImportingDataIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "import AlphaDomain\nimport AlphaData\n",
                to: "Features/Alpha/Sources/AlphaPresentation/ViewModels/Shortcut.swift"
            )
            return try fixture.rules().presentationAndDomainLayeringViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaPresentation/ViewModels/Shortcut.swift:2: AlphaPresentation imports AlphaData; "
                    + "Presentation never sees Data"
            ])
    }

    @Test("Given a Presentation depending on DataDomainInterface When checked Then the manifest dependency is reported")
    func presentationDependingOnDataDomainInterfaceIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("BetaPresentation", inPackage: "Features/Beta") {
                $0.dependencies.append(.byName("BetaDataDomainInterface"))
            }
            return try fixture.rules().presentationAndDomainLayeringViolations
        }

        #expect(
            violations == ["Features/Beta: BetaPresentation depends on BetaDataDomainInterface; Presentation never sees Data"])
    }

    @Test("Given a Domain file importing Presentation When checked Then it is reported")
    func domainImportingPresentationIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("@testable import AlphaPresentation\n", to: "Features/Alpha/Sources/AlphaDomain/Peek.swift")
            return try fixture.rules().presentationAndDomainLayeringViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaDomain/Peek.swift:1: AlphaDomain imports AlphaPresentation; "
                    + "Domain sees neither Data nor Presentation"
            ])
    }

    @Test("Given a Domain depending on Data When checked Then the manifest dependency is reported")
    func domainDependingOnDataIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaDomain", inPackage: "Features/Alpha") { $0.dependencies.append(.target("AlphaData")) }
            return try fixture.rules().presentationAndDomainLayeringViolations
        }

        #expect(violations == ["Features/Alpha: AlphaDomain depends on AlphaData; Domain sees neither Data nor Presentation"])
    }
}
