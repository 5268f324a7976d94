import Foundation
import Primitives
import Testing

@testable import BackendKit

@Suite("The backend over real loopback")
struct LoopbackServerTests {
    @Test("Given a seed and page When asked twice over loopback Then the same five people come back")
    func samePeople() async throws {
        try await withBackend { _, client in
            let first = try await client.send("/api/?results=5&seed=abc&page=2")
            let second = try await client.send("/api/?results=5&seed=abc&page=2")
            #expect(first.status == 200 && first.body == second.body)
            let object = try JSONSerialization.jsonObject(with: Data(first.body)) as? [String: Any]
            #expect((object?["results"] as? [Any])?.count == 5)
        }
    }

    @Test("Given a resource with include When asked Then its translations and attachments are included")
    func resourceWithInclude() async throws {
        try await withBackend { _, client in
            let answer = try await client.send("/resources/1?include=latest-translations,attachments")
            #expect(answer.headers["content-type"] == "application/vnd.api+json")
            let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
            let types = Set((object?["included"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String })
            #expect(types == ["translation", "attachment"])
        }
    }

    @Test("Given a translation's manifest When fetched Then its bytes hash to its name")
    func fileChecksum() async throws {
        try await withBackend { running, client in
            let name = try #require(running.backend.godTools.content.translations.first?.manifestName)
            let answer = try await client.send("/translations/files/\(name)")
            #expect(answer.status == 200)
            #expect(SHA256.hexDigest(of: answer.body) + ".xml" == name)
        }
    }

    @Test("Given a 503 scenario When it is cleared Then /api answers 503 with Retry-After, then 200")
    func scenarioThenCleared() async throws {
        try await withBackend { _, client in
            #expect(try await client.scenario("/api status 503 retry-after 1").status == 200)
            let refused = try await client.send("/api/")
            #expect(refused.status == 503 && refused.headers["retry-after"] == "1")
            #expect(try await client.send("/_backend/scenario", method: .DELETE).status == 200)
            #expect(try await client.send("/api/").status == 200)
        }
    }

    @Test(
        "Given cut, reset and down When asked Then the request fails, and the backend still serves",
        arguments: [
            "/api cut 10", "/api reset", "/api down",
        ])
    func brokenConnections(scenario: String) async throws {
        try await withBackend { _, client in
            _ = try await client.scenario(scenario)
            await #expect(throws: (any Error).self) { try await client.send("/api/?results=3") }
            #expect(try await client.send("/languages").status == 200)
        }
    }

    @Test("Given endless When the client has read 2 KiB and gives up Then the body had not ended, and the backend still serves")
    func endless() async throws {
        try await withBackend { _, client in
            _ = try await client.scenario("/api endless")
            let answer = try await client.firstBytes("/api/", count: 2048)
            #expect(answer.status == 200 && !answer.ended)
            #expect(answer.bytes.starts(with: Array(#"{"results":["#.utf8)))
            #expect(try await client.send("/languages").status == 200)
        }
    }

    @Test("Given invalid-json When asked Then 200 with a body that is not JSON")
    func invalidJSON() async throws {
        try await withBackend { _, client in
            _ = try await client.scenario("/api invalid-json")
            let answer = try await client.send("/api/")
            #expect(answer.status == 200 && (try? JSONSerialization.jsonObject(with: Data(answer.body))) == nil)
        }
    }

    @Test("Given a gzip bomb When a bounded client inflates it Then it stops at its bound; an unbounded one gets the zeros")
    func gzipBomb() async throws {
        try await withBackend(decompressionLimit: 64 << 10) { _, client in
            _ = try await client.scenario("/api gzip-bomb 1")
            await #expect(throws: (any Error).self) { try await client.send("/api/") }
        }
        try await withBackend(decompressionLimit: 4 << 20) { _, client in
            _ = try await client.scenario("/api gzip-bomb 1")
            let answer = try await client.send("/api/")
            #expect(answer.body.count == 1 << 20 && answer.body.allSatisfy { $0 == 0 })
        }
    }

    @Test("Given every 2 status 500 When asked four times Then the second and fourth fail")
    func everySecond() async throws {
        try await withBackend { _, client in
            _ = try await client.scenario("/api every 2 status 500")
            var statuses: [Int] = []
            for _ in 0..<4 { statuses.append(try await client.send("/api/").status) }
            #expect(statuses == [200, 500, 200, 500])
        }
    }
}
