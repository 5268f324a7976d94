import ContactsData
import Foundation
import InMemoryLogging
import Logging
import Networking
import NetworkingTesting
import SystemKit
import TestSupport
import Testing

/// `RandomUserAPISource` against an in-process randomuser.me stand-in (the transport a live host replaces).
@Suite("RandomUserAPISource")
struct RandomUserAPISourceTests {
    private let request = ContactsPageRequest(page: 2, results: 2, seed: "mosaic")

    @Test("Given a server answering a page of two contacts When a page is fetched Then both contacts come back")
    func fetchesPage() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.twoContactsPage)])
        let source = makeSource(server)

        let page = try await source.fetchPage(request)

        #expect(page.contacts.map(\.id) == RandomUserAPISourceFixtures.twoContactsIDs)
        #expect(page.skippedRecordCount == 0)
        #expect(page.info == ContactsSourceInfoDataModel(seed: "mosaic", results: 2, page: 2, version: "1.4"))
    }

    @Test(
        "Given a request with every filter When it is fetched Then the query carries results, page, seed, nat, gender, inc and exc"
    )
    func sendsQueryItems() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.twoContactsPage)])
        let source = makeSource(server)
        let filtered = ContactsPageRequest(
            page: 3, results: 10, seed: "mosaic", nationalities: ["FR", "gb"], gender: "female",
            includedFields: ["name", "login"], excludedFields: ["login.password", "registered"]
        )

        _ = try await source.fetchPage(filtered)

        let received = try #require(server.receivedRequests.first)
        #expect(
            received.queryItems == [
                URLQueryItem(name: "results", value: "10"),
                URLQueryItem(name: "page", value: "3"),
                URLQueryItem(name: "seed", value: "mosaic"),
                URLQueryItem(name: "nat", value: "fr,gb"),
                URLQueryItem(name: "gender", value: "female"),
                URLQueryItem(name: "inc", value: "name,login"),
                URLQueryItem(name: "exc", value: "login.password,registered"),
            ])
    }

    @Test("Given an endpoint with a path and a query When a page is fetched Then both are kept and the page's items added")
    func keepsEndpointPathAndQuery() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.twoContactsPage)])
        let endpoint = try #require(URL(string: "\(server.baseURL.absoluteString)/api/1.4/?format=json"))
        let source = RandomUserAPISource(
            endpoint: endpoint, transport: server, retryPolicy: Self.instantRetries(), logger: Self.quiet)

        _ = try await source.fetchPage(request)

        let received = try #require(server.receivedRequests.first)
        #expect(received.path == "/api/1.4/")
        #expect(received.queryItems.map(\.name) == ["format", "results", "page", "seed"])
        #expect(received.queryValue("format") == "json")
    }

    @Test("Given any server When a page is fetched Then the request is a GET asking for JSON")
    func asksForJSON() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.twoContactsPage)])
        let source = makeSource(server)

        _ = try await source.fetchPage(request)

        let received = try #require(server.receivedRequests.first)
        #expect(received.method == "GET")
        #expect(received.header("Accept") == "application/json")
    }

    @Test("Given a server that always answers 500 When a page is fetched Then it is tried 3 times and fails with that status")
    func retriesServerErrorsThenFails() async throws {
        let server = startedServer(responses: [.text(status: 500)])
        let source = makeSource(server)

        await #expect(throws: ContactsSourceError.httpStatus(500)) {
            try await source.fetchPage(request)
        }
        #expect(server.receivedRequests.count == 3)
    }

    @Test("Given a server that answers 503 then 200 When a page is fetched Then the second attempt succeeds")
    func succeedsOnSecondAttempt() async throws {
        let server = startedServer(responses: [
            .text(status: 503), .json(RandomUserAPISourceFixtures.twoContactsPage),
        ])
        let source = makeSource(server)

        let page = try await source.fetchPage(request)

        #expect(page.contacts.count == 2)
        #expect(server.receivedRequests.count == 2)
    }

    @Test("Given a server that answers 404 When a page is fetched Then it fails with 404 without trying again")
    func doesNotRetryNotFound() async throws {
        let server = startedServer(responses: [.text(status: 404)])
        let source = makeSource(server)

        await #expect(throws: ContactsSourceError.httpStatus(404)) {
            try await source.fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server slower than the client's 0.5 s timeout When a page is fetched Then it fails as timed out after 0.5 s")
    func timesOut() async throws {
        let server = startedServer(responses: [
            .json(RandomUserAPISourceFixtures.twoContactsPage, delay: .seconds(3600))
        ])
        let source = makeSource(server, requestTimeout: .milliseconds(500), maxAttempts: 1)
        let clock = ContinuousClock()
        let start = clock.now

        await #expect(throws: ContactsSourceError.timedOut) {
            try await source.fetchPage(request)
        }
        let elapsed = clock.now - start
        // Not before the timeout. No upper bound: a loaded machine can break one, and the
        // server's 30 s answer would not throw, so a timeout that never fires still fails.
        #expect(elapsed >= .milliseconds(450))
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a request waiting for a slow server When its task is cancelled Then it fails as cancelled without trying again")
    func cancellationIsNotRetried() async throws {
        let server = startedServer(responses: [
            .json(RandomUserAPISourceFixtures.twoContactsPage, delay: .seconds(3600))
        ])
        let source = makeSource(server)
        let fetch = Task { [request] in try await source.fetchPage(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        fetch.cancel()

        await #expect(throws: ContactsSourceError.cancelled) {
            try await fetch.value
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test(
        "Given a server answering 200 with a body that is not JSON When a page is fetched Then it fails as malformed without trying again"
    )
    func malformedBodyIsNotRetried() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.notJSON)])
        let source = makeSource(server)

        await #expect(throws: ContactsSourceError.malformedResponse) {
            try await source.fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given no server listening at the URL When a page is fetched Then it fails as unreachable")
    func closedPortIsUnreachable() async throws {
        let server = startedServer(responses: [])
        let endpoint = server.baseURL.appending(path: "api/")
        server.stop()
        let source = RandomUserAPISource(
            endpoint: endpoint, transport: server, retryPolicy: Self.instantRetries(), logger: Self.quiet)

        await #expect(throws: ContactsSourceError.unreachable) {
            try await source.fetchPage(request)
        }
    }

    @Test("Given a server that keeps failing When a page is fetched Then the waits between attempts double from 0.5 s")
    func backsOffExponentially() async throws {
        let server = startedServer(responses: [.text(status: 503)])
        let waits = LockedState<[Duration]>([])
        let source = makeSource(
            server,
            retryPolicy: RetryPolicy(maxAttempts: 4) { wait in
                waits.withLock { $0.append(wait) }
            })

        await #expect(throws: ContactsSourceError.httpStatus(503)) {
            try await source.fetchPage(request)
        }
        #expect(waits.withLock { $0 } == [.milliseconds(500), .seconds(1), .seconds(2)])
    }

    @Test(
        "Given a server answering 429 with Retry-After: 2 then a page When a page is fetched Then it waits 2 s and the page comes back"
    )
    func honoursRetryAfter() async throws {
        let tooMany = LoopbackHTTPResponse(status: 429, headers: ["Retry-After": "2"])
        let server = startedServer(responses: [tooMany, .json(RandomUserAPISourceFixtures.twoContactsPage)])
        let waits = LockedState<[Duration]>([])
        let source = makeSource(
            server,
            retryPolicy: RetryPolicy { wait in
                waits.withLock { $0.append(wait) }
            })

        let page = try await source.fetchPage(request)

        #expect(page.contacts.count == 2)
        #expect(waits.withLock { $0 } == [.seconds(2)])
    }

    @Test("Given a server that answers 501 When a page is fetched Then it fails with 501 without trying again")
    func doesNotRetryNotImplemented() async throws {
        let server = startedServer(responses: [.text(status: 501)])
        let source = makeSource(server)

        await #expect(throws: ContactsSourceError.httpStatus(501)) {
            try await source.fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given an answer larger than the source's limit When a page is fetched Then it fails as too large without trying again")
    func refusesAnswerOverLimit() async throws {
        let server = startedServer(responses: [.json(RandomUserAPISourceFixtures.twoContactsPage)])
        let source = RandomUserAPISource(
            endpoint: server.baseURL.appending(path: "api/"), transport: server, maxResponseBytes: 1024,
            retryPolicy: Self.instantRetries(), logger: Self.quiet
        )

        await #expect(throws: ContactsSourceError.tooLarge(limit: 1024)) {
            try await source.fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("Given a server that fails once When a page is fetched Then the retry is logged with the page URL")
    func logsRetry() async throws {
        let server = startedServer(responses: [.text(status: 503), .json(RandomUserAPISourceFixtures.twoContactsPage)])
        let log = InMemoryLogHandler()
        var logger = Logger(label: "contacts.remote.tests") { _ in log }
        logger.logLevel = .trace
        let source = RandomUserAPISource(
            endpoint: server.baseURL.appending(path: "api/"), transport: server, retryPolicy: Self.instantRetries(),
            logger: logger
        )

        _ = try await source.fetchPage(request)

        let retry = try #require(log.entries.first { $0.level == .notice && $0.metadata["attempt"] == "1" })
        #expect(retry.metadata["url"]?.description.contains("/api/?results=2&page=2&seed=mosaic") == true)
        #expect(retry.metadata["failure"] == "the server answered HTTP 503")
    }

    @Test("Given a source When it describes itself Then it names the endpoint URL")
    func describesItselfByURL() throws {
        let endpoint = try #require(URL(string: "https://randomuser.me/api/1.4/"))
        let source = RandomUserAPISource(endpoint: endpoint, transport: UnavailableHTTPTransport(), logger: Self.quiet)

        #expect(source.sourceDescription == "https://randomuser.me/api/1.4/")
    }
}

extension RandomUserAPISourceTests {
    /// A logger that drops everything, so test output stays readable.
    fileprivate static let quiet = Logger(label: "contacts.remote.tests") { _ in SwiftLogNoOpLogHandler() }

    /// The default policy (3 attempts, 0.5 s doubling) without the waiting.
    fileprivate static func instantRetries(maxAttempts: Int = 3) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts) { _ in }
    }

    /// An in-process server answering `responses` in turn.
    fileprivate func startedServer(responses: [LoopbackHTTPResponse]) -> InProcessHTTPServer {
        InProcessHTTPServer(responses: responses)
    }

    /// A source for `server`'s `/api/` with instant retries.
    fileprivate func makeSource(
        _ server: InProcessHTTPServer, requestTimeout: Duration = .seconds(5), maxAttempts: Int = 3,
        retryPolicy: RetryPolicy? = nil
    ) -> RandomUserAPISource {
        RandomUserAPISource(
            endpoint: server.baseURL.appending(path: "api/"), transport: server,
            requestTimeout: requestTimeout,
            retryPolicy: retryPolicy ?? Self.instantRetries(maxAttempts: maxAttempts),
            logger: Self.quiet
        )
    }
}
