import Testing

@Suite("Given two fixture features When the feature isolation rule is evaluated")
struct FeatureIsolationRuleTests {
    @Test("Given a feature package depending on another by path When checked Then the package dependency is reported")
    func pathDependencyOnAnotherFeatureIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: "Features/Alpha") { $0.fileSystemDependencies.append("../Beta") }
            return try fixture.rules().featureIsolationViolations
        }

        #expect(
            violations == [
                "Features/Alpha: Package.swift depends on the feature package Features/Beta; "
                    + "features never depend on each other, what they share belongs in Shared/"
            ])
    }

    @Test("Given a feature target depending on another feature's product When checked Then the dependency is reported")
    func targetDependencyOnAnotherFeatureIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaPresentation", inPackage: "Features/Alpha") {
                $0.dependencies.append(.product(name: "BetaDomain", package: "Beta"))
            }
            return try fixture.rules().featureIsolationViolations
        }

        #expect(
            violations == [
                "Features/Alpha: AlphaPresentation depends on BetaDomain, a module of Features/Beta; features never depend on each other"
            ])
    }

    @Test("Given a feature source file importing another feature's module When checked Then the file and line are reported")
    func importOfAnotherFeatureIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "import Foundation\nimport AlphaPresentation\n",
                to: "Features/Beta/Sources/BetaPresentation/Views/BetaView.swift"
            )
            return try fixture.rules().featureIsolationViolations
        }

        #expect(
            violations == [
                "Features/Beta/Sources/BetaPresentation/Views/BetaView.swift:2: BetaPresentation imports AlphaPresentation, "
                    + "a module of Features/Alpha; features never depend on each other"
            ])
    }

    @Test("Given a feature's test importing another feature's module When checked Then it is reported too")
    func testImportOfAnotherFeatureIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("@testable import BetaData\n", to: "Features/Alpha/Tests/AlphaDataTests/Mixed.swift")
            return try fixture.rules().featureIsolationViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Tests/AlphaDataTests/Mixed.swift:1: AlphaDataTests imports BetaData, "
                    + "a module of Features/Beta; features never depend on each other"
            ])
    }
}
