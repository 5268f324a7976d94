import Foundation
import JourneyKit
import Testing

@Suite("Request lines")
struct RequestCheckTests {
    static let log = [
        LoggedRequest(seq: 1, method: "GET", path: "/api/?results=20&page=1&seed=mosaic"),
        LoggedRequest(
            seq: 2, method: "POST", path: "/views",
            body: #"{"data":{"type":"view","attributes":{"resource_id":"12","quantity":1}}}"#),
        LoggedRequest(seq: 3, method: "GET", path: "/api/?results=20&page=2&seed=mosaic"),
        LoggedRequest(
            seq: 4, method: "POST", path: "/graphql",
            body: #"{"query":"query ProductListing","variables":{"offset":20,"limit":20,"refine":[{"type":"BRAND"}]}}"#),
        LoggedRequest(seq: 5, method: "POST", path: "/auth/token", body: "grant_type=password&username=ada%40example.com"),
    ]

    static func check(_ text: String, exact: Bool = false) throws -> (SessionRequests, [String: String]) {
        let journey = try JourneyFile(parsing: "# backend:\n" + (exact ? "# requests: exact\n" : "") + text, name: "r.journey")
        var expectations = RequestExpectations(blocks: journey.blocks, exact: journey.world.requestsExact)
        return expectations.finalCheck(log: log)
    }

    @Test("Given < lines in order with others between When checked Then they pass, with [..] and captures")
    func inOrder() throws {
        let (outcome, captures) = try Self.check(
            "> contacts\n< GET /api/?results=20&page=1[..]\n> next\n< GET /api/?[..]page=[[page]]&seed=mosaic\n< POST /graphql\n")

        #expect(outcome.passed)
        #expect(captures["page"] == "2")
    }

    @Test("Given < lines out of the order sent When checked Then the later one is missing, named with its line")
    func outOfOrder() throws {
        let (outcome, _) = try Self.check("> a\n< GET /api/?[..]page=2[..]\n< GET /api/?[..]page=1[..]\n")

        #expect(outcome.missing.map(\.lineNumber) == [4])
    }

    @Test("Given << lines When checked Then JSON fields by dotted path and form fields by name are compared as text")
    func fields() throws {
        let (passing, kept) = try Self.check(
            """
            > a
            < POST /views
            << data.attributes.resource_id=12
            << data.attributes.quantity=1
            < POST /graphql
            << variables.offset=20
            << variables.refine.0.type=BRAND
            << variables.refine=[{"type":"BRAND"}]
            << query=[..]ProductListing
            < POST /auth/token
            << grant_type=password
            << username=[[user]]

            """)
        let (failing, _) = try Self.check("> a\n< POST /views\n<< data.attributes.quantity=2\n")

        #expect(passing.passed, "\(passing.missing.map(\.sourceLine))")
        #expect(kept["user"] == "ada@example.com")
        #expect(failing.missing.count == 1)
    }

    @Test("Given # requests: exact When a request stands unnamed Then the check fails listing it")
    func exact() throws {
        let (outcome, _) = try Self.check(
            "> a\n< GET /api/?[..]page=1[..]\n< POST /views\n< GET /api/?[..]page=2[..]\n< POST /graphql\n", exact: true)

        #expect(outcome.missing.isEmpty)
        #expect(outcome.unexpected.map(\.seq) == [5])
    }

    @Test("Given a failing request check When reported Then every request the session sent is listed as < lines ready to copy")
    func report() throws {
        let (outcome, _) = try Self.check("> a\n< DELETE /views\n")
        let journey = try JourneyFile(parsing: "> a\n", name: "r.journey")
        let session = SessionOutcome(session: journey.sessions[0], process: nil, requests: outcome)

        let text = JourneyDiff.requestsReport(journey: "r.journey", session: session)

        #expect(
            text.hasPrefix(
                "r.journey:3: request not sent (in this order): < DELETE /views\nsession 1 sent 5 requests:\n  < GET /api/?results=20&page=1&seed=mosaic\n"
            ))
    }

    @Test("Given < lines in a journey with no backend, or a bad < line When parsed Then the error names its line")
    func refusesBadLines() {
        let cases: [(String, Int)] = [
            ("> a\n< GET /api/\n", 2), ("# backend:\n> a\n< get /api/\n", 3), ("# backend:\n> a\n<< x=1\n", 3),
            ("# backend:\n> a\n< GET /x\n<< =1\n", 4),
        ]
        for (text, line) in cases {
            let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: text, name: "j") }
            #expect(error?.line == line, "\(text)")
        }
    }

    @Test(
        "Given what was logged before a command was sent When its < lines are checked Then those requests are not its, and with exact they are unexpected"
    )
    func floors() throws {
        let journey = try JourneyFile(
            parsing: "# backend:\n# requests: exact\n> a\n> clock +1d\n> b\n< GET /api/?[..]page=1[..]\n", name: "f.journey")
        var expectations = RequestExpectations(blocks: journey.blocks, exact: true)
        var captures: [String: String] = [:]

        // Block 2 ("b") was sent when one request was already logged: page 1 was the first command's.
        expectations.advance(
            log: Array(Self.log.prefix(2)), throughBlock: nil, captures: &captures,
            redactions: Redactions(rules: [], backendURL: nil, dataDirectory: nil), final: true, floors: [2: 1])

        #expect(expectations.missing.map(\.lineNumber) == [6])
        #expect(expectations.unexpected.map(\.seq) == [1])
    }

    @Test("Given requests with bodies When a failure lists them Then each shows its body's fields as << lines ready to copy")
    func bodiesInReport() throws {
        #expect(
            Self.log[1].lines() == [
                "< POST /views", "<< data.attributes.quantity=1", "<< data.attributes.resource_id=12", "<< data.type=view",
            ])
        #expect(Self.log[4].lines() == ["< POST /auth/token", "<< grant_type=password", "<< username=ada@example.com"])
    }
}
