/// The architecture rules of ARCHITECTURE.md, evaluated over `RepositoryFacts`.
///
/// Each rule is a method (in the `ArchitectureRules+*.swift` files) that returns its
/// violations as readable sentences, sorted; an empty list means the rule holds.
struct ArchitectureRules: Sendable {
    let facts: RepositoryFacts

    /// Libraries that do I/O: persistence, HTTP servers and clients, GraphQL.
    static let ioModules: Set<String> = [
        "GRDB", "GRDBSQLite", "SQLite3", "CSQLite",
        "GraphQL", "Graphiti",
        "AsyncHTTPClient", "FoundationNetworking", "Networking",
    ]
    /// Module-name prefixes of I/O library families (`HummingbirdCore`, `NIOPosix`, `_NIOFileSystem`, …).
    static let ioModulePrefixes = ["Hummingbird", "NIO", "_NIO"]

    /// Shared packages allowed to use the I/O libraries.
    static let ioSharedPackages: Set<String> = ["Persistence", "Networking"]
    /// Shared packages meant for test targets only.
    static let testOnlySharedPackages: Set<String> = ["TestSupport"]

    /// What a Domain may import besides Shared foundation modules: the standard library,
    /// Foundation and the toolchain's concurrency/observation modules.
    static let domainSystemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder",
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Observation", "Synchronization", "Dispatch",
    ]

    static func isIOModule(_ module: String) -> Bool {
        ioModules.contains(module) || ioModulePrefixes.contains { module.hasPrefix($0) }
    }

    /// The modules of Shared packages a Domain may use: every library target of `Shared/*`
    /// except the persistence/networking and test-only packages.
    var sharedFoundationModules: Set<String> {
        Set(facts.packages(in: .shared)
            .filter { !Self.ioSharedPackages.contains($0.folderName) && !Self.testOnlySharedPackages.contains($0.folderName) }
            .flatMap(\.productionTargets)
            .map(\.name))
    }

    /// Every rule's violations together.
    var allViolations: [String] {
        featureShapeViolations
            + featureIsolationViolations
            + domainPurityViolations
            + presentationAndDomainLayeringViolations
            + dataLayeringViolations
            + ioLibraryViolations
            + rootTestTargetViolations
            + featureEntryPointViolations
            + featureListingViolations
            + readmeViolations
    }
}

/// The five layer targets of feature `F`, named exactly so.
struct FeatureLayers: Sendable {
    let feature: String

    var domain: String { feature + "Domain" }
    var data: String { feature + "Data" }
    var dataDomainInterface: String { feature + "DataDomainInterface" }
    var presentation: String { feature + "Presentation" }
    var dependencyContainer: String { feature + "DependencyContainer" }

    var all: [String] { [domain, data, dataDomainInterface, presentation, dependencyContainer] }
}

extension PackageFacts {
    var layers: FeatureLayers { FeatureLayers(feature: folderName) }

    /// How messages name the package: its folder, or "the root package".
    var displayName: String { path == "." ? "the root package" : path }
}
