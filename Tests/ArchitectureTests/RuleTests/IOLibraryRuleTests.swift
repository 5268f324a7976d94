import Testing

@Suite("Given fixture packages When the I/O library confinement rule is evaluated")
struct IOLibraryRuleTests {
    @Test("Given a DataDomainInterface file importing GRDB When checked Then it is reported")
    func dataDomainInterfaceImportingGRDBIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import struct GRDB.Row\n", to: "Features/Alpha/Sources/AlphaDataDomainInterface/Rows.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaDataDomainInterface/Rows.swift:1: AlphaDataDomainInterface imports GRDB; "
                    + "only AlphaData and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }

    @Test("Given a Presentation depending on an HTTP client product When checked Then the manifest dependency is reported")
    func presentationDependingOnHTTPClientIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("BetaPresentation", inPackage: "Features/Beta") {
                $0.dependencies.append(.product(name: "AsyncHTTPClient", package: "async-http-client"))
            }
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "Features/Beta: BetaPresentation depends on AsyncHTTPClient (product of async-http-client); "
                    + "only BetaData and Shared persistence/transport packages may use GRDB, HTTP or GraphQL libraries"
            ])
    }

    @Test("Given an App source file importing NIO When checked Then it is reported")
    func appImportingNIOIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("@_exported public import NIOCore\n", to: "App/Sources/AppComposition/Server.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "App/Sources/AppComposition/Server.swift:1: AppComposition imports NIOCore; "
                    + "only a feature's Data target and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }

    @Test("Given the root app executable importing GraphQL When checked Then it is reported")
    func rootExecutableImportingGraphQLIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import AppComposition\nimport GraphQL\n", to: "App/Sources/AppMain/main.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "App/Sources/AppMain/main.swift:2: app imports GraphQL; "
                    + "only a feature's Data target and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }

    @Test(
        "Given a Shared package other than persistence/networking importing FoundationNetworking When checked Then it is reported"
    )
    func sharedPackageImportingFoundationNetworkingIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n",
                to: "Shared/Localization/Sources/Localization/Download.swift"
            )
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "Shared/Localization/Sources/Localization/Download.swift:2: Localization imports FoundationNetworking; "
                    + "only a feature's Data target and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }

    @Test("Given the Shared live-transport package importing AsyncHTTPClient When checked Then it is allowed")
    func sharedLiveTransportMayImportHTTPClient() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try Self.addLiveTransportPackage(to: &fixture)
            return try fixture.rules().ioLibraryViolations
        }

        #expect(violations == [])
    }

    @Test("Given App linking the live transport When checked Then it is allowed, as App is a host")
    func appMayLinkLiveTransport() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("import HTTPClientTransport\n", to: "App/Sources/AppComposition/Transport.swift")
            return try fixture.rules().ioLibraryViolations
        }

        #expect(violations == [])
    }

    @Test("Given Shared/Networking importing AsyncHTTPClient When checked Then it is reported: Networking is plain Swift")
    func sharedNetworkingImportingHTTPClientIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write("# Networking\n", to: "Shared/Networking/README.md")
            try fixture.write("// Placeholder\n", to: "Shared/Networking/Package.swift")
            try fixture.write("import AsyncHTTPClient\n", to: "Shared/Networking/Sources/Networking/Client.swift")
            fixture.manifests.byPackagePath["Shared/Networking"] = PackageManifest(
                name: "Networking", targets: [TargetDescription(name: "Networking")]
            )
            return try fixture.rules().ioLibraryViolations
        }

        #expect(
            violations == [
                "Shared/Networking/Sources/Networking/Client.swift:1: Networking imports AsyncHTTPClient; "
                    + "only a feature's Data target and Shared persistence/transport packages may import GRDB, HTTP or GraphQL libraries"
            ])
    }

    /// A `Shared/HTTPClientTransport` package that links AsyncHTTPClient, as the real one does.
    static func addLiveTransportPackage(to fixture: inout FixtureRepository) throws {
        try fixture.write("# HTTPClientTransport\n", to: "Shared/HTTPClientTransport/README.md")
        try fixture.write("// Placeholder\n", to: "Shared/HTTPClientTransport/Package.swift")
        try fixture.write(
            "import AsyncHTTPClient\nimport NIOHTTP1\n", to: "Shared/HTTPClientTransport/Sources/HTTPClientTransport/Client.swift"
        )
        fixture.manifests.byPackagePath["Shared/HTTPClientTransport"] = PackageManifest(
            name: "HTTPClientTransport",
            targets: [
                TargetDescription(
                    name: "HTTPClientTransport", dependencies: [.product(name: "AsyncHTTPClient", package: "async-http-client")]
                )
            ]
        )
    }
}
