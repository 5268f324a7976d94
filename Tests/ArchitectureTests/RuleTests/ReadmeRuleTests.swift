import Testing

@Suite("Given fixture packages When the README rule is evaluated")
struct ReadmeRuleTests {
    @Test("Given a Tools package and a Shared package without README When checked Then both are listed")
    func missingReadmesAreListed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.delete("Tools/Backend/README.md")
            try fixture.delete("Shared/Localization/README.md")
            return try fixture.rules().readmeViolations
        }

        #expect(violations == ["Shared/Localization: README.md is missing", "Tools/Backend: README.md is missing"])
    }

    @Test("Given the App package without README When checked Then it is listed")
    func missingAppReadmeIsListed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.delete("App/README.md")
            return try fixture.rules().readmeViolations
        }

        #expect(violations == ["App: README.md is missing"])
    }
}
