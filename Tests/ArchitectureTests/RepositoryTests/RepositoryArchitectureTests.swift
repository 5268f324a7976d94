import Testing

/// The rules of ARCHITECTURE.md, checked on this repository as it is.
@Suite("Given this repository's packages and sources When the architecture rules are checked")
struct RepositoryArchitectureTests {
    @Test(
        "Given every folder under Features When its targets are read Then each declares the five layer targets with sources and a README"
    )
    func featuresHaveTheirLayerTargets() async throws {
        let violations = try await RealRepository.rules().featureShapeViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given the feature packages When their dependencies and imports are read Then no feature depends on another")
    func featuresAreIsolated() async throws {
        let violations = try await RealRepository.rules().featureIsolationViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test(
        "Given each feature's Domain When its dependencies and imports are read Then it uses only Foundation-level and Shared foundation modules"
    )
    func domainsArePlainSwift() async throws {
        let violations = try await RealRepository.rules().domainPurityViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test(
        "Given each feature's Presentation and Domain When their dependencies and imports are read Then Presentation never sees Data and Domain sees neither"
    )
    func presentationAndDomainDoNotSeeData() async throws {
        let violations = try await RealRepository.rules().presentationAndDomainLayeringViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given each feature's Data When its dependencies and imports are read Then it never reaches its Domain")
    func dataDoesNotSeeDomain() async throws {
        let violations = try await RealRepository.rules().dataLayeringViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test(
        "Given features, App and Shared When their non-test sources are read Then only Data and Shared persistence/networking use I/O libraries"
    )
    func ioLibrariesStayAtTheEdges() async throws {
        let violations = try await RealRepository.rules().ioLibraryViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given every package's test targets When the root Package.swift is read Then it lists each one at the same folder")
    func rootRunsEveryTest() async throws {
        let violations = try await RealRepository.rules().rootTestTargetViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given every package of the repository When its folder is listed Then it has a README.md")
    func packagesHaveReadmes() async throws {
        let violations = try await RealRepository.rules().readmeViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test(
        "Given App and Shared When their dependencies and imports are read Then they reach features only through DependencyContainers"
    )
    func featuresReachedThroughDependencyContainers() async throws {
        let violations = try await RealRepository.rules().featureEntryPointViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given every feature folder When the root and App manifests are read Then both list it")
    func featuresAreListed() async throws {
        let violations = try await RealRepository.rules().featureListingViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test(
        "Given every feature package When its targets and the local packages it builds are read Then none compiles the HTTP stack"
    )
    func featuresBuildWithoutTheHTTPStack() async throws {
        let violations = try await RealRepository.rules().lightFeatureBuildViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given App's sources When their imports are read Then only the list of registered features names a feature")
    func handOversGoThroughContracts() async throws {
        let violations = try await RealRepository.rules().handOverViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    @Test("Given every feature's and App's Views When their code is read Then none sets anything on its ViewModel")
    func screensGoOneWay() async throws {
        let violations = try await RealRepository.rules().oneWayScreenViolations
        #expect(violations.isEmpty, "\(report(violations))")
    }

    private func report(_ violations: [String]) -> String {
        "\(violations.count) violation(s):\n" + violations.joined(separator: "\n")
    }
}
