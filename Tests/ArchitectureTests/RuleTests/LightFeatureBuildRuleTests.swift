import Testing

@Suite("Given fixture packages When the light feature build rule is evaluated")
struct LightFeatureBuildRuleTests {
    @Test("Given the well-formed fixture, whose Tools link Hummingbird When checked Then nothing is reported")
    func wellFormedIsLight() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.rules().lightFeatureBuildViolations
        }

        #expect(violations.isEmpty)
    }

    @Test("Given a feature's test target depending on the live transport When checked Then it is reported")
    func testTargetLinkingLiveTransportIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            fixture.editTarget("AlphaDataTests", inPackage: "Features/Alpha") { target in
                target.dependencies.append(.product(name: "HTTPClientTransport", package: "HTTPClientTransport"))
            }
            return try fixture.rules().lightFeatureBuildViolations
        }

        #expect(
            violations == [
                "Features/Alpha builds the HTTP stack: AlphaDataTests depends on HTTPClientTransport (product of HTTPClientTransport); "
                    + "a feature uses Networking's HTTPTransport and its host supplies the live one"
            ])
    }

    @Test(
        "Given a feature depending on a Shared package that links AsyncHTTPClient When checked Then it is reported through that package"
    )
    func sharedPackageLinkingHTTPClientIsReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try IOLibraryRuleTests.addLiveTransportPackage(to: &fixture)
            fixture.editManifest(ofPackage: "Features/Beta") { manifest in
                manifest.fileSystemDependencies.append("../../Shared/HTTPClientTransport")
            }
            return try fixture.rules().lightFeatureBuildViolations
        }

        #expect(
            violations == [
                "Features/Beta builds the HTTP stack through Shared/HTTPClientTransport: HTTPClientTransport depends on "
                    + "AsyncHTTPClient (product of async-http-client); a feature uses Networking's HTTPTransport and its host supplies the live one",
                "Features/Beta builds the HTTP stack through Shared/HTTPClientTransport: "
                    + "Shared/HTTPClientTransport/Sources/HTTPClientTransport/Client.swift:1: HTTPClientTransport imports AsyncHTTPClient; "
                    + "a feature uses Networking's HTTPTransport and its host supplies the live one",
                "Features/Beta builds the HTTP stack through Shared/HTTPClientTransport: "
                    + "Shared/HTTPClientTransport/Sources/HTTPClientTransport/Client.swift:2: HTTPClientTransport imports NIOHTTP1; "
                    + "a feature uses Networking's HTTPTransport and its host supplies the live one",
            ])
    }
}
