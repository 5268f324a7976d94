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
        "AsyncHTTPClient", "FoundationNetworking", "HTTPClientTransport",
    ]
    /// Module-name prefixes of I/O library families (`HummingbirdCore`, `NIOPosix`, `_NIOFileSystem`, …).
    static let ioModulePrefixes = ["Hummingbird", "NIO", "_NIO"]

    /// Shared packages allowed to use the I/O libraries: SQLite through GRDB, and the live
    /// HTTP transport (AsyncHTTPClient over SwiftNIO).
    static let ioSharedPackages: Set<String> = ["Persistence", "HTTPClientTransport"]
    /// The live HTTP transport's module: hosts (App, the root's executable, Tools) link it
    /// and hand it to the features; no feature package builds it.
    static let liveTransportModule = "HTTPClientTransport"
    /// Shared packages for a feature's Data layer, not its Domain: storage, and HTTP in
    /// plain Swift over a transport protocol (`Networking` links no network library, but a
    /// Domain has no business with requests either).
    static let dataSharedPackages: Set<String> = ioSharedPackages.union(["Networking"])
    /// The HTTP stack a feature's build must never compile: the live transport and the
    /// libraries under it.
    static let httpStackModules: Set<String> = ["AsyncHTTPClient", "FoundationNetworking", "HTTPClientTransport"]
    static let httpStackModulePrefixes = ["Hummingbird", "NIO", "_NIO"]
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

    static func isHTTPStackModule(_ module: String) -> Bool {
        httpStackModules.contains(module) || httpStackModulePrefixes.contains { module.hasPrefix($0) }
    }

    /// The modules of Shared packages a Domain may use: every library target of `Shared/*`
    /// except the persistence/networking and test-only packages.
    var sharedFoundationModules: Set<String> {
        Set(
            facts.packages(in: .shared)
                .filter {
                    !Self.dataSharedPackages.contains($0.folderName) && !Self.testOnlySharedPackages.contains($0.folderName)
                }
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
            + lightFeatureBuildViolations
            + handOverViolations
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
