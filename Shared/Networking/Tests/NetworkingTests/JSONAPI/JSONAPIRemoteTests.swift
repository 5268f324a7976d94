import Foundation
import Networking
import TestSupport
import Testing

/// JSON:API documents fetched from a content-API-shaped server on loopback.
@Suite("JSON:API over HTTP")
struct JSONAPIRemoteTests {
    private let decoder = JSONAPIDocumentDecoder()

    @Test(
        "Given a server answering one resource with included ones When it is fetched Then the resource and its includes come back"
    )
    func single() async throws {
        let document = try await fetch(JSONAPIFixtures.resourceWithIncluded)

        #expect(document.primaryResources.map(\.id) == ["1"])
        #expect(document.included.count == 3)
    }

    @Test(
        "Given a server answering a list without included When it is fetched Then every resource comes back and included is empty"
    )
    func manyWithoutIncluded() async throws {
        let document = try await fetch(JSONAPIFixtures.languages)

        #expect(document.primaryResources.count == 2)
        #expect(document.included.isEmpty)
    }

    @Test(
        "Given a server answering a list with a bad resource When it is fetched Then the good ones come back and the bad one is reported"
    )
    func badResource() async throws {
        let document = try await fetch(JSONAPIFixtures.resourcesWithBadOne)

        #expect(document.primaryResources.map(\.id) == ["1", "3"])
        #expect(document.skipped.count == 1)
    }

    @Test("Given a server answering 200 with a body that is not JSON When it is fetched Then it fails as malformed")
    func notJSON() async throws {
        await #expect(throws: RemoteFailure.malformedResponse) {
            try await fetch("<html>maintenance</html>")
        }
    }

    private func fetch(_ body: String) async throws -> JSONAPIDocument {
        let server = TestServers.started([
            LoopbackHTTPResponse(headers: ["Content-Type": "application/vnd.api+json"], body: Data(body.utf8))
        ])
        let runner = RemoteRequestRunner(
            fetcher: TestServers.fetcher(server), retryPolicy: .never, logger: CapturedLog.quiet
        )
        let request = HTTPRequest(
            url: TestServers.url(server, path: "resources"), headers: ["Accept": "application/vnd.api+json"])
        return try await runner.send(request) { response throws(RemoteFailure) in try decoder.decode(from: response) }
    }
}
