import Foundation
import Testing

@testable import BackendKit

@Suite("The requests received, read back at /_backend/requests")
struct RequestLogTests {
    let backend: Backend

    init() {
        backend = Backend()
    }

    init(capacity: Int) {
        var configuration = BackendConfiguration()
        configuration.requestLogCapacity = capacity
        backend = Backend(configuration: configuration)
    }

    private func response(_ method: String, _ target: String, body: [UInt8] = [], loopback: Bool = true) async
        -> BackendResponse
    {
        let request = BackendRequest(method: method, target: target, body: body, peerIsLoopback: loopback)
        guard case .respond(let response) = await backend.handle(request).action else { return BackendResponse(status: 0) }
        return response
    }

    private func readLog(after: Int? = nil) async throws -> ReceivedRequests {
        let answer = await response("GET", "/_backend/requests" + (after.map { "?after=\($0)" } ?? ""))
        #expect(answer.status == 200)
        return try ReceivedRequests(text: answer.text)
    }

    @Test("Given a GET with a query When the log is read Then its method and target are there as sent, not decoded")
    func getWithQuery() async throws {
        _ = await response("GET", "/api/?results=20&page=2&seed=mosaic&nat=gb%2Cfr")

        let answer = await response("GET", "/_backend/requests")

        #expect(
            answer.text
                == #"{"requests":[{"seq":1,"method":"GET","path":"/api/?results=20&page=2&seed=mosaic&nat=gb%2Cfr","#
                + #""body":"","bodyTruncated":false}],"last":1}"#)
    }

    @Test("Given a POST with a JSON body When the log is read Then the body is there as text, escaped in the answer")
    func postBody() async throws {
        let view = #"{"data":{"type":"view","attributes":{"resource_id":"3","quantity":1}}}"# + "\n\ttab"
        _ = await response("POST", "/views", body: Array(view.utf8))

        let received = try await readLog()

        #expect(received.requests == [.init(seq: 1, method: "POST", path: "/views", body: view, bodyTruncated: false)])
    }

    @Test("Given a body that is not UTF-8 When logged Then the bad bytes become U+FFFD")
    func lossyBody() async throws {
        _ = await response("POST", "/views", body: [0x66, 0xFF, 0x67])

        #expect(try await readLog().requests.map(\.body) == ["f\u{FFFD}g"])
    }

    @Test("Given only control routes asked When the log is read Then it is empty and no number was given")
    func controlRoutesNotLogged() async throws {
        _ = await response("POST", "/_backend/scenario", body: Array("/api latency 1".utf8))
        _ = await response("GET", "/_backend/scenario")
        _ = await response("GET", "/_backend/views")
        _ = await response("GET", "/_backend/requests")

        #expect(try await readLog() == ReceivedRequests(requests: [], last: 0))
    }

    @Test("Given three requests When read after 2 Then only the third comes back, and last is 3")
    func after() async throws {
        for page in 1...3 { _ = await response("GET", "/api/?page=\(page)") }

        let received = try await readLog(after: 2)

        #expect(received.requests.map(\.seq) == [3] && received.requests.map(\.path) == ["/api/?page=3"])
        #expect(received.last == 3)
        #expect(try await readLog(after: 3).requests.isEmpty)
    }

    @Test("Given a log of 3 When 5 requests come Then the latest 3 are kept, numbered 3 to 5")
    func bounded() async throws {
        let test = RequestLogTests(capacity: 3)
        for page in 1...5 { _ = await test.response("GET", "/api/?page=\(page)") }

        let received = try await test.readLog()

        #expect(received.requests.map(\.seq) == [3, 4, 5])
        #expect(received.requests.map(\.path) == ["/api/?page=3", "/api/?page=4", "/api/?page=5"])
        #expect(received.last == 5)
    }

    @Test("Given requests logged When DELETE /_backend/requests Then they are forgotten and the next is numbered on")
    func forget() async throws {
        for page in 1...2 { _ = await response("GET", "/api/?page=\(page)") }

        #expect(await response("DELETE", "/_backend/requests").status == 204)
        #expect(try await readLog() == ReceivedRequests(requests: [], last: 2))
        _ = await response("GET", "/languages")

        #expect(try await readLog().requests.map(\.seq) == [3])
    }

    @Test("Given a scenario of /api down When /api is asked Then the request is logged all the same")
    func faultedRequestLogged() async throws {
        _ = await response("POST", "/_backend/scenario", body: Array("/api down".utf8))

        let outcome = await backend.handle(BackendRequest(target: "/api/?page=2"))

        #expect(outcome.action == .down)
        #expect(try await readLog().requests.map(\.path) == ["/api/?page=2"])
    }

    @Test("Given a peer that is not loopback When it reads or deletes the log Then 403 and the log stays")
    func refusedOffLoopback() async throws {
        _ = await response("GET", "/languages")

        #expect(await response("GET", "/_backend/requests", loopback: false).status == 403)
        #expect(await response("DELETE", "/_backend/requests", loopback: false).status == 403)
        #expect(try await readLog().requests.count == 1)
    }

    @Test("Given after that is not a whole number of at least 0 When read Then 400")
    func badAfter() async {
        #expect(await response("GET", "/_backend/requests?after=x").status == 400)
        #expect(await response("GET", "/_backend/requests?after=-1").status == 400)
    }

    @Test("Given a body over 64 KiB When logged Then its first 64 KiB are kept and it is flagged as cut")
    func longBodyCut() async throws {
        _ = await response("POST", "/views", body: Array(repeating: UInt8(ascii: "a"), count: 70_000))

        let logged = try #require(try await readLog().requests.first)

        #expect(logged.body.utf8.count == 64 << 10 && logged.bodyTruncated)
    }

    @Test("Given a body whose 64 KiB cut falls inside a character When logged Then the cut is before that character")
    func cutKeepsCharacters() async throws {
        let body = "a" + String(repeating: "é", count: 40_000)
        _ = await response("POST", "/views", body: Array(body.utf8))

        let logged = try #require(try await readLog().requests.first)

        #expect(logged.body.utf8.count == (64 << 10) - 1 && !logged.body.contains("\u{FFFD}") && logged.bodyTruncated)
    }
}

@Suite("The requests received, over real loopback")
struct RequestLogLoopbackTests {
    @Test("Given a GET and a POST sent over loopback When /_backend/requests is read Then both are there, in order")
    func sentThenRead() async throws {
        try await withBackend { _, client in
            #expect(try await client.send("/api/?results=2&page=2&seed=a%20b").status == 200)
            let view = #"{"data":{"type":"view","attributes":{"resource_id":"1","quantity":2}}}"#
            #expect(try await client.send("/views", method: .POST, body: view).status == 204)

            let answer = try await client.send("/_backend/requests?after=0")

            #expect(answer.status == 200 && answer.headers["content-type"]?.hasPrefix("application/json") == true)
            let received = try ReceivedRequests(text: answer.text)
            #expect(
                received.requests == [
                    .init(seq: 1, method: "GET", path: "/api/?results=2&page=2&seed=a%20b", body: "", bodyTruncated: false),
                    .init(seq: 2, method: "POST", path: "/views", body: view, bodyTruncated: false),
                ])
            #expect(received.last == 2)
        }
    }
}
