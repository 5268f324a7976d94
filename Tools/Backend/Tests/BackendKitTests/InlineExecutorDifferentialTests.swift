import Foundation
import Primitives
import Testing

@testable import BackendKit

@Suite("/graphql: the inline executor answers byte for byte what the engine answers")
struct InlineExecutorDifferentialTests {
    typealias Fixture = InlineExecutorFixture

    @Test(
        "Given a query When both executors run it Then the inline one answers it, the same bytes as the engine",
        arguments: InlineExecutorCases.listings + InlineExecutorCases.rootFields + InlineExecutorCases.language)
    func sameAnswer(_ example: InlineExecutorCase) async throws {
        let request = try Fixture.request(example.query, variables: example.variables, operationName: example.operationName)
        let answers = try await Fixture.answers(request)
        let inline = try #require(answers.inline, "the inline executor left it to the engine")
        #expect(inline == answers.engine)
        #expect(!inline.contains(#""code":"INTERNAL_SERVER_ERROR""#))
    }

    @Test(
        "Given what the inline executor does not do When asked Then it leaves it to the engine, whose answer is sent",
        arguments: InlineExecutorCases.engineOnly)
    func engineAnswers(_ example: InlineExecutorCase) async throws {
        let request = try Fixture.request(example.query, variables: example.variables, operationName: example.operationName)
        let answers = try await Fixture.answers(request)
        #expect(answers.inline == nil)
        let body = try JSONSerialization.data(withJSONObject: [
            "query": example.query, "variables": try JSONSerialization.jsonObject(with: Data(example.variables.utf8)),
            "operationName": example.operationName ?? NSNull(),
        ])
        let sent = try #require(
            try await Fixture.routes?.respond(to: BackendRequest(method: "POST", target: "/graphql", body: Array(body))))
        #expect(sent.text == answers.engine)
    }

    @Test("Given the listing with a resolver's error When answered in line Then the field is null with the error's path and code")
    func resolverErrorShape() async throws {
        let request = try Fixture.request(
            AppListingQuery.text, variables: #"{"offset":0,"limit":5000}"#, operationName: AppListingQuery.operationName)
        let inline = try #require(try await Fixture.answers(request).inline)
        #expect(inline.hasPrefix(#"{"errors":[{"message":"limit must be from 1 to 200","locations":[{"line":2,"column":3}],"#))
        #expect(
            inline.contains(
                #""path":["productListing"],"extensions":{"code":"BAD_USER_INPUT"}}],"data":{"productListing":null}}"#))
    }

    @Test("Given the schema When the inline executor is made Then every field of every type has a reader, and no reader more")
    func everyFieldRead() throws {
        #expect(Fixture.routes?.inlineUnmatchedFields == [])
    }

    @Test("Given ?executor=engine When a listing is asked Then the engine answers, the same bytes as the inline executor")
    func engineQueryItem() async throws {
        let routes = try #require(Fixture.routes)
        let body = Array(#"{"query":"{ productListing(offset: 0, limit: 3) { title products { id name } } }"}"#.utf8)
        let inline = await routes.respond(to: BackendRequest(method: "POST", target: "/graphql", body: body))
        let engine = await routes.respond(to: BackendRequest(method: "POST", target: "/graphql?executor=engine", body: body))
        #expect(inline.status == 200 && inline == engine)
    }
}
