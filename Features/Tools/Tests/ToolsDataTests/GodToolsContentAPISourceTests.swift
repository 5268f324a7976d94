import Foundation
import Logging
import Networking
import NetworkingTesting
import SystemKit
import TestSupport
import Testing
import ToolsData

/// The remote content source against an in-process server (the transport a live host replaces).
@Suite("GodTools content API source")
struct GodToolsContentAPISourceTests {
    /// Retries without waiting, so no test sleeps.
    private static let quickRetries = RetryPolicy(maxAttempts: 3, sleep: { _ in })

    private func source(
        _ server: InProcessHTTPServer, path: String = "", timeout: Duration = .seconds(5), retries: RetryPolicy = quickRetries
    ) -> GodToolsContentAPISource {
        GodToolsContentAPISource(
            baseURL: server.baseURL.appendingPathComponent(path), transport: server, requestTimeout: timeout,
            retryPolicy: retries,
            logger: Logger(label: "test")
        )
    }

    private static func document(_ body: Data) -> LoopbackHTTPResponse {
        LoopbackHTTPResponse(status: 200, headers: ["Content-Type": "application/vnd.api+json"], body: body)
    }

    @Test(
        "Given a server with languages and resources When both are read Then they decode, asked by the API's paths, filter and include"
    )
    func readsCatalog() async throws {
        let server = InProcessHTTPServer { request in
            switch request.path {
            case "/api/languages": return Self.document(ContentDocumentFixtures.languages)
            case "/api/resources": return Self.document(ContentDocumentFixtures.resources)
            default: return .text(status: 404)
            }
        }
        let source = source(server, path: "api/")

        let languages = try await source.languages()
        let resources = try await source.resources()

        #expect(languages.map(\.code) == ["ar", "en", "ceb", "es"])
        #expect(resources.resources.map(\.id) == ["1", "2", "3", "4", "9"])
        let resourcesRequest = try #require(server.receivedRequests.last)
        #expect(resourcesRequest.method == "GET")
        #expect(resourcesRequest.queryValue("filter[system]") == "GodTools")
        #expect(resourcesRequest.queryValue("include") == "latest-translations,attachments")
        #expect(resourcesRequest.header("Accept") == "application/vnd.api+json")
    }

    @Test("Given a file on the server When it is fetched by name Then its bytes come back from /translations/files/{name}")
    func fetchesFile() async throws {
        let name = String(repeating: "a", count: 64) + ".xml"
        let server = InProcessHTTPServer { request in
            request.path == "/translations/files/\(name)" ? LoopbackHTTPResponse(body: Data("<page/>".utf8)) : .text(status: 404)
        }
        #expect(try await source(server).file(named: name) == Data("<page/>".utf8))
    }

    @Test("Given a file the server does not have When it is fetched Then it is missing, asked once")
    func fileNotFound() async throws {
        let server = InProcessHTTPServer(responses: [.json(#"{"errors":[{"detail":"Not found"}]}"#, status: 404)])
        await #expect(throws: ToolsContentSourceError.missing("x.xml")) {
            try await source(server).file(named: "x.xml")
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server answering 404 for resources When they are read Then the status is given")
    func resourcesNotFound() async throws {
        let server = InProcessHTTPServer(responses: [
            .json(String(decoding: ContentDocumentFixtures.errorDocument, as: UTF8.self), status: 404)
        ])
        await #expect(throws: ToolsContentSourceError.httpStatus(404)) {
            try await source(server).resources()
        }
    }

    @Test(
        "Given a server failing with 500 every time When languages are read Then it is tried three times and fails with the status"
    )
    func serverErrorRetried() async throws {
        let server = InProcessHTTPServer(responses: [.text(status: 500)])
        await #expect(throws: ToolsContentSourceError.httpStatus(500)) {
            try await source(server).languages()
        }
        #expect(server.receivedRequests.count == 3)
    }

    @Test("Given a server failing once with 503 When languages are read Then the second attempt succeeds")
    func transientFailureThenSuccess() async throws {
        let server = InProcessHTTPServer(responses: [.text(status: 503), Self.document(ContentDocumentFixtures.languages)])
        #expect(try await source(server).languages().count == 4)
        #expect(server.receivedRequests.count == 2)
    }

    @Test("Given a server slower than the timeout When resources are read Then it fails as timed out")
    func timeout() async throws {
        let server = InProcessHTTPServer(responses: [.json("{}", delay: .seconds(3600))])
        await #expect(throws: ToolsContentSourceError.timedOut) {
            try await source(server, timeout: .milliseconds(200), retries: .never).resources()
        }
    }

    @Test("Given a server answering something that is not JSON When resources are read Then they are unreadable, not tried again")
    func badJSON() async throws {
        let server = InProcessHTTPServer(responses: [LoopbackHTTPResponse(body: Data("<html>oops</html>".utf8))])
        await #expect(throws: ToolsContentSourceError.self) {
            try await source(server).resources()
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server that is down When languages are read Then it is unreachable")
    func unreachable() async throws {
        let server = InProcessHTTPServer { _ in .text(status: 200) }
        let source = source(server)
        server.stop()
        await #expect(throws: ToolsContentSourceError.unreachable) {
            try await source.languages()
        }
    }

    @Test("Given a view When it is posted Then the body is the API's view document with the resource id as a string")
    func postsView() async throws {
        let server = InProcessHTTPServer(responses: [LoopbackHTTPResponse(status: 204)])
        try await source(server).postView(resourceId: "7", quantity: 2)

        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/views")
        #expect(request.header("Content-Type") == "application/vnd.api+json")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        let data = try #require(body["data"] as? [String: Any])
        let attributes = try #require(data["attributes"] as? [String: Any])
        #expect(data["type"] as? String == "view")
        #expect(attributes["resource_id"] as? String == "7")
        #expect(attributes["quantity"] as? Int == 2)
    }

    @Test("Given the server failing When views are recorded Then they are kept, and sent together once it answers")
    func viewsQueuedThenSent() async throws {
        let isDown = LockedState(true)
        let server = InProcessHTTPServer { _ in isDown.withLock { $0 } ? .text(status: 500) : LoopbackHTTPResponse(status: 204) }
        let source = source(server)
        let views = ToolViewsRepository(
            dao: PendingToolViewsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()])), source: source
        )

        try await views.recordView(resourceId: "1")
        try await views.recordView(resourceId: "1")
        #expect(try await views.pendingViews() == ["1": 2])

        isDown.withLock { $0 = false }
        #expect(await views.sendPendingViews() == 2)

        #expect(try await views.pendingViews().isEmpty)
        let sent = server.receivedRequests.last.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(sent?.contains(#""quantity":2"#) == true)
    }
}
