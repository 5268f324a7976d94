import Testing

@Suite("Given fixture packages When the hand-over rule is evaluated")
struct HandOverRuleTests {
    @Test("Given App importing every feature's container in its list of features only When checked Then nothing is reported")
    func featureListMayNameFeatures() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.rules().handOverViolations
        }

        #expect(violations.isEmpty)
    }

    @Test(
        "Given an App file importing two features' containers to wire one to the other When checked Then both imports are reported"
    )
    func handOverFileIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "import AlphaDependencyContainer\nimport BetaDependencyContainer\n",
                to: "App/Sources/AppComposition/Features/FeatureHandOvers.swift"
            )
            return try fixture.rules().handOverViolations
        }

        #expect(
            violations == [
                "App/Sources/AppComposition/Features/FeatureHandOvers.swift:1: AppComposition imports AlphaDependencyContainer; "
                    + "only RegisteredFeatures.swift names features in App — hand-overs go through FeatureContracts",
                "App/Sources/AppComposition/Features/FeatureHandOvers.swift:2: AppComposition imports BetaDependencyContainer; "
                    + "only RegisteredFeatures.swift names features in App — hand-overs go through FeatureContracts",
            ])
    }
}
