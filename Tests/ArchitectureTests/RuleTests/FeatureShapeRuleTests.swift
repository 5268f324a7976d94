import Testing

@Suite("Given a fixture feature package When the feature shape rule is evaluated")
struct FeatureShapeRuleTests {
    @Test("Given a feature without its Presentation target When checked Then the missing target is named")
    func missingLayerTargetIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: "Features/Alpha") { $0.targets.removeAll { $0.name == "AlphaPresentation" } }
            return try fixture.rules().featureShapeViolations
        }

        #expect(violations == ["Features/Alpha: Package.swift declares no target named AlphaPresentation"])
    }

    @Test("Given a layer target named differently When checked Then the expected name is reported")
    func misnamedLayerTargetIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaDomain", inPackage: "Features/Alpha") { $0.name = "AlphaCore" }
            return try fixture.rules().featureShapeViolations
        }

        #expect(violations == ["Features/Alpha: Package.swift declares no target named AlphaDomain"])
    }

    @Test("Given a layer target whose sources folder is missing When checked Then the folder is reported")
    func missingSourcesFolderIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.delete("Features/Beta/Sources/BetaDataDomainInterface")
            return try fixture.rules().featureShapeViolations
        }

        #expect(
            violations == [
                "Features/Beta: the sources folder of BetaDataDomainInterface, Features/Beta/Sources/BetaDataDomainInterface, does not exist"
            ])
    }

    @Test("Given a feature folder without README When checked Then the missing README is reported")
    func missingFeatureReadmeIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.delete("Features/Alpha/README.md")
            return try fixture.rules().featureShapeViolations
        }

        #expect(violations == ["Features/Alpha: README.md is missing"])
    }

    @Test("Given a folder under Features without Package.swift When checked Then it is reported as not a package")
    func featureFolderWithoutManifestIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import Foundation\n", to: "Features/Gamma/Sources/GammaDomain/Gamma.swift")
            return try fixture.rules().featureShapeViolations
        }

        #expect(violations == ["Features/Gamma: has no Package.swift; every folder under Features/ must be a feature package"])
    }
}
