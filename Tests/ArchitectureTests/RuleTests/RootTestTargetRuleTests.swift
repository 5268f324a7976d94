import Testing

@Suite("Given fixture packages and a root manifest When the root test target rule is evaluated")
struct RootTestTargetRuleTests {
    @Test("Given a feature test target the root does not list When checked Then the missing root entry is reported")
    func featureTestMissingFromRootIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: ".") { $0.targets.removeAll { $0.name == "BetaDataTests" } }
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(
            violations == [
                "the root Package.swift does not list test target BetaDataTests of Features/Beta; "
                    + "add .testTarget(name: \"BetaDataTests\", …, path: \"Features/Beta/Tests/BetaDataTests\")"
            ])
    }

    @Test("Given a root test target pointing at another folder When checked Then both paths are reported")
    func rootTestTargetWithWrongPathIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaDomainTests", inPackage: ".") { $0.path = "Tests/AlphaDomainTests" }
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(
            violations == [
                "the root Package.swift lists test target AlphaDomainTests with path Tests/AlphaDomainTests; "
                    + "Features/Alpha/Package.swift uses Features/Alpha/Tests/AlphaDomainTests"
            ])
    }

    @Test("Given a Shared package's test target the root does not list When checked Then it is reported")
    func sharedTestMissingFromRootIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: ".") { $0.targets.removeAll { $0.name == "PersistenceTests" } }
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(
            violations == [
                "the root Package.swift does not list test target PersistenceTests of Shared/Persistence; "
                    + "add .testTarget(name: \"PersistenceTests\", …, path: \"Shared/Persistence/Tests/PersistenceTests\")"
            ])
    }

    @Test("Given a feature test target outside the feature's Tests folder When checked Then its location is reported")
    func featureTestOutsideTestsFolderIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import Testing\n", to: "Features/Alpha/Sources/AlphaDomainTests/Checks.swift")
            fixture.editTarget("AlphaDomainTests", inPackage: "Features/Alpha") { $0.path = "Sources/AlphaDomainTests" }
            fixture.editTarget("AlphaDomainTests", inPackage: ".") { $0.path = "Features/Alpha/Sources/AlphaDomainTests" }
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(
            violations == [
                "Features/Alpha: test target AlphaDomainTests lives in Features/Alpha/Sources/AlphaDomainTests, not under Features/Alpha/Tests/"
            ])
    }

    @Test("Given a feature test target whose folder is missing When checked Then the folder is reported")
    func missingTestFolderIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.delete("Features/Beta/Tests/BetaDomainTests")
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(
            violations == [
                "Features/Beta: the folder of test target BetaDomainTests, Features/Beta/Tests/BetaDomainTests, does not exist"
            ])
    }

    @Test("Given a feature that declares no test targets When checked Then it is reported")
    func featureWithoutTestsIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: "Features/Alpha") { $0.targets.removeAll { $0.kind == .test } }
            fixture.editManifest(ofPackage: ".") { $0.targets.removeAll { $0.name.hasPrefix("Alpha") } }
            return try fixture.rules().rootTestTargetViolations
        }

        #expect(violations == ["Features/Alpha: declares no test targets; a feature's tests live under Features/Alpha/Tests/"])
    }
}
