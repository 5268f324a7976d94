import ContactsData
import Foundation
import InMemoryLogging
import Logging
import NetworkingTesting
import SystemKit
import TestSupport
import Testing

/// `RandomUserAPISource` against hostile randomuser.me stand-ins in process: a body that
/// never ends, a gzip bomb, a huge page, escapes in names, 401, 429 with Retry-After,
/// silence, and credentials in the endpoint.
@Suite("Given a hostile contacts server", .timeLimit(.minutes(5)))
struct RandomUserHostileServerTests {
    private let request = ContactsPageRequest(page: 1, results: 20, seed: "mosaic")
    private static let quiet = Logger(label: "contacts.hostile.tests") { _ in SwiftLogNoOpLogHandler() }

    private func started(_ responses: [LoopbackHTTPResponse]) -> InProcessHTTPServer {
        InProcessHTTPServer(responses: responses)
    }

    private func source(
        _ server: InProcessHTTPServer, maxResponseBytes: Int = 256 * 1024, requestTimeout: Duration = .seconds(30),
        retryPolicy: RetryPolicy = RetryPolicy(maxAttempts: 3) { _ in }, logger: Logger = quiet
    ) -> RandomUserAPISource {
        RandomUserAPISource(
            endpoint: server.baseURL.appending(path: "api/"), transport: server, requestTimeout: requestTimeout,
            maxResponseBytes: maxResponseBytes, retryPolicy: retryPolicy, logger: logger
        )
    }

    private func page(of records: [String]) -> LoopbackHTTPResponse {
        LoopbackHTTPResponse(
            headers: ["Content-Type": "application/json"], body: RandomUserFixtures.response(records)
        )
    }

    @Test("When the body never ends Then the page fails as too large, once, and the server is hung up on")
    func endlessBody() async throws {
        let endless = LoopbackHTTPResponse(
            body: Data(#"{"results":[{"a":"#.utf8) + Data(repeating: 0x61, count: 8192), framing: .endless)
        let server = started([endless])

        await #expect(throws: ContactsSourceError.tooLarge(limit: 256 * 1024)) {
            try await source(server).fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
        try await ConditionWait.until("the server") { server.responsesCutShort == 1 }
    }

    @Test("When the body is a gzip bomb Then the page fails as too large")
    func gzipBomb() async throws {
        let bomb = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
            body: LoopbackGzip.bomb(inflatingTo: 8 * 1024 * 1024)
        )
        let server = started([bomb])

        await #expect(throws: ContactsSourceError.tooLarge(limit: 256 * 1024)) {
            try await source(server).fetchPage(request)
        }
    }

    @Test("When a gzip-encoded page comes from an honest server Then its contacts are read")
    func honestGzipPage() async throws {
        let gzipped = LoopbackHTTPResponse(
            headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
            body: LoopbackGzip.encoded(RandomUserFixtures.response([RandomUserFixtures.norwegianRecord]))
        )
        let server = started([gzipped])

        let page = try await source(server).fetchPage(request)

        #expect(page.contacts.map(\.firstName) == ["Ørjan"])
    }

    @Test("When a page of 20 holds 1,000 records Then 20 are kept")
    func hugePage() async throws {
        let records = (0..<1_000).map {
            RandomUserFixtures.record(uuid: "00000000-0000-4000-8000-\(String(format: "%012d", $0))")
        }
        let server = started([page(of: records)])

        let page = try await source(server, maxResponseBytes: 16 * 1024 * 1024).fetchPage(request)

        #expect(page.contacts.count == 20)
    }

    @Test("When names and cities hold escapes and a forged row Then the contacts hold only their words")
    func escapesInNames() async throws {
        let record = RandomUserFixtures.record(
            first: "\u{1B}]0;owned\u{07}Zoë\n   2. Eve · 30 years · Paris", last: "\u{1B}[2JMoulin", city: "\u{202E}Lyon"
        )
        let server = started([page(of: [record])])

        let contact = try #require(try await source(server).fetchPage(request).contacts.first)

        #expect(contact.firstName == "Zoë    2. Eve · 30 years · Paris")
        #expect(contact.lastName == "Moulin")
        #expect(contact.city == "Lyon")
    }

    @Test("When it answers 401 Then the page fails with 401 after a single request")
    func unauthorized() async throws {
        let server = started([.text(status: 401)])

        await #expect(throws: ContactsSourceError.httpStatus(401)) {
            try await source(server).fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("When it answers 429 with Retry-After: 1, then the page Then the source waits 1 s and reads the page")
    func rateLimited() async throws {
        let tooMany = LoopbackHTTPResponse(status: 429, headers: ["Retry-After": "1"])
        let server = started([tooMany, page(of: [RandomUserFixtures.norwegianRecord])])
        let waits = LockedState<[Duration]>([])
        let policy = RetryPolicy(maxAttempts: 3) { wait in waits.withLock { $0.append(wait) } }

        let page = try await source(server, retryPolicy: policy).fetchPage(request)

        #expect(page.contacts.count == 1)
        #expect(waits.withLock { $0 } == [.seconds(1)])
        #expect(server.receivedRequests.count == 2)
    }

    @Test("When it answers 429 asking for an hour Then the page fails at once as 429")
    func rateLimitedForLong() async throws {
        let server = started([LoopbackHTTPResponse(status: 429, headers: ["Retry-After": "3600"])])

        await #expect(throws: ContactsSourceError.httpStatus(429)) {
            try await source(server).fetchPage(request)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("When it keeps silent and the fetch is cancelled, as Ctrl-C does Then it fails as cancelled")
    func silenceThenCtrlC() async throws {
        let server = started([.json("{}", delay: .seconds(3600))])
        let source = try source(server, requestTimeout: .seconds(3600))
        let request = request
        let fetch = Task { try await source.fetchPage(request) }
        try await ConditionWait.until("the server") { server.receivedRequests.count == 1 }

        fetch.cancel()

        await #expect(throws: ContactsSourceError.cancelled) {
            try await fetch.value
        }
    }

    @Test("When the endpoint carries a password and an API key Then neither its description nor any log line holds them")
    func credentialsRedacted() async throws {
        let server = started([.text(status: 500)])
        let endpoint = try #require(URL(string: "http://ana:hunter2@in-process.test/api/?apikey=abc123"))
        let log = InMemoryLogHandler()
        var logger = Logger(label: "contacts.hostile.tests") { _ in log }
        logger.logLevel = .trace
        let source = RandomUserAPISource(
            endpoint: endpoint, transport: server, retryPolicy: RetryPolicy(maxAttempts: 2) { _ in }, logger: logger)

        _ = try? await source.fetchPage(request)

        #expect(!source.sourceDescription.contains("hunter2"))
        #expect(!source.sourceDescription.contains("abc123"))
        let written = log.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
        #expect(!written.isEmpty)
        #expect(!written.contains("hunter2"))
        #expect(!written.contains("abc123"))
    }

}
