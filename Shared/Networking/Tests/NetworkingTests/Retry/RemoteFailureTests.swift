import Networking
import Testing

@Suite("RemoteFailure")
struct RemoteFailureTests {
    @Test(
        "Given a failure another attempt may cure When it is asked Then it is transient",
        arguments: [
            RemoteFailure.unreachable, .timedOut, .httpStatus(408), .httpStatus(429), .httpStatus(500), .httpStatus(502),
            .httpStatus(503, retryAfter: .seconds(1)), .httpStatus(504),
            .graphQL([GraphQLError(message: "overloaded")], httpStatus: 503),
        ]
    )
    func transient(failure: RemoteFailure) {
        #expect(failure.isTransient)
    }

    @Test(
        "Given a failure another attempt cannot cure When it is asked Then it is not transient",
        arguments: [
            RemoteFailure.httpStatus(400), .httpStatus(401), .httpStatus(403), .httpStatus(404), .httpStatus(409),
            .httpStatus(410), .httpStatus(422), .httpStatus(501),
            .malformedResponse, .tooLarge(limit: 1024), .cancelled,
            .graphQL([GraphQLError(message: "Cannot query field")], httpStatus: 200),
        ]
    )
    func notTransient(failure: RemoteFailure) {
        #expect(!failure.isTransient)
    }

    @Test("Given failures When they are described Then each reads as a short English sentence")
    func descriptions() {
        #expect(RemoteFailure.unreachable.description == "the server could not be reached")
        #expect(RemoteFailure.httpStatus(404).description == "the server answered HTTP 404")
        #expect(
            RemoteFailure.httpStatus(503, retryAfter: .milliseconds(2500)).description
                == "the server answered HTTP 503 (retry after 2.5 s)")
        #expect(RemoteFailure.tooLarge(limit: 1024).description == "the answer is larger than the limit of 1024 bytes")
        #expect(
            RemoteFailure.graphQL([GraphQLError(message: "a"), GraphQLError(message: "b")], httpStatus: 200).description
                == "the GraphQL server answered with errors (HTTP 200): a; b")
    }
}
