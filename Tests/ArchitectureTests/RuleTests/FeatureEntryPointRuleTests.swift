import Testing

@Suite("Given fixture packages When the feature entry point rule is evaluated")
struct FeatureEntryPointRuleTests {
    @Test("Given an App file importing a feature's Presentation When checked Then it is reported")
    func appImportingPresentationIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import AlphaPresentation\n", to: "App/Sources/AppComposition/AlphaFlow.swift")
            return try fixture.rules().featureEntryPointViolations
        }

        #expect(
            violations == [
                "App/Sources/AppComposition/AlphaFlow.swift:1: AppComposition imports AlphaPresentation; "
                    + "outside Features/Alpha only AlphaDependencyContainer may be imported"
            ])
    }

    @Test("Given App depending on a feature's Domain When checked Then the manifest dependency is reported")
    func appDependingOnDomainIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AppComposition", inPackage: "App") {
                $0.dependencies.append(.product(name: "BetaDomain", package: "Beta"))
            }
            return try fixture.rules().featureEntryPointViolations
        }

        #expect(
            violations == [
                "App: AppComposition depends on BetaDomain; outside Features/Beta only BetaDependencyContainer may be used"
            ])
    }

    @Test("Given App importing only a feature's DependencyContainer When checked Then nothing is reported")
    func dependencyContainerIsAllowed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import AlphaDependencyContainer\n", to: "App/Sources/AppComposition/Features.swift")
            return try fixture.rules().featureEntryPointViolations
        }

        #expect(violations.isEmpty)
    }

    @Test(
        "Given a feature's DependencyContainer importing Networking to hand its Data layer the host's transport When checked Then nothing is reported"
    )
    func networkingInDependencyContainerIsAllowed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import Networking\n", to: "Features/Alpha/Sources/AlphaDependencyContainer/Transport.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(violations.isEmpty)
    }

    @Test(
        "Given a feature's DependencyContainer importing the live transport When checked Then it is reported as I/O outside Data")
    func liveTransportOutsideDataIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import HTTPClientTransport\n", to: "Features/Alpha/Sources/AlphaDependencyContainer/Fetcher.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaDependencyContainer/Fetcher.swift:1: AlphaDependencyContainer imports HTTPClientTransport; "
                    + "only AlphaData and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }
}

@Suite("Given fixture packages When the feature listing rule is evaluated")
struct FeatureListingRuleTests {
    @Test("Given a feature the App manifest does not depend on When checked Then the missing entry is reported")
    func unlistedFeatureIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editManifest(ofPackage: "App") { manifest in
                manifest.fileSystemDependencies.removeAll { $0.hasSuffix("Features/Beta") }
            }
            return try fixture.rules().featureListingViolations
        }

        #expect(
            violations == [
                "App/Package.swift does not depend on Features/Beta; add \"Beta\" to its features list"
            ])
    }

    @Test("Given the well-formed fixture When checked Then every feature is listed")
    func wellFormedHasNoViolations() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in try fixture.rules().featureListingViolations }
        #expect(violations.isEmpty)
    }
}
