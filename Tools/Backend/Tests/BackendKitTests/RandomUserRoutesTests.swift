import Foundation
import Testing

@testable import BackendKit

@Suite("randomuser.me at /api/")
struct RandomUserRoutesTests {
    let routes = RandomUserRoutes(defaultSeed: "mosaic", bookSize: 520)

    private func json(_ response: BackendResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("Given a seed and page When asked twice Then the same people come back, with info as the service writes it")
    func deterministicPage() throws {
        let request = BackendRequest(target: "/api/?results=5&seed=abc&page=2")
        let first = routes.respond(to: request)
        #expect(first.status == 200)
        #expect(first.body == routes.respond(to: request).body)
        let object = try json(first)
        #expect((object["results"] as? [Any])?.count == 5)
        let info = try #require(object["info"] as? [String: Any])
        #expect(info["seed"] as? String == "abc")
        #expect(info["results"] as? Int == 5)
        #expect(info["page"] as? Int == 2)
        #expect(info["version"] as? String == "1.4")
    }

    @Test("Given the default seed When page 2 of 20 is asked Then it is records 20 to 39 of the book of page 1 of 40")
    func pagesAreSlicesOfTheBook() throws {
        let whole = try json(routes.respond(to: BackendRequest(target: "/api/1.4/?results=40&seed=mosaic")))
        let second = try json(routes.respond(to: BackendRequest(target: "/api/?results=20&page=2&seed=mosaic")))
        let wholeRecords = try #require(whole["results"] as? [NSDictionary])
        #expect(Array(wholeRecords[20..<40]) == (second["results"] as? [NSDictionary]))
    }

    @Test("Given a page past the book's end When asked Then it is short")
    func bookEnds() throws {
        let object = try json(routes.respond(to: BackendRequest(target: "/api/?results=100&page=6")))
        #expect((object["results"] as? [Any])?.count == 20)
    }

    @Test("Given nat and gender When asked Then every person is of them")
    func filters() throws {
        let object = try json(routes.respond(to: BackendRequest(target: "/api/?results=30&nat=fr,es&gender=female")))
        let records = try #require(object["results"] as? [[String: Any]])
        #expect(records.count == 30)
        #expect(records.allSatisfy { ["FR", "ES"].contains($0["nat"] as? String) && $0["gender"] as? String == "female" })
    }

    @Test("Given inc and exc When asked Then records keep only the fields asked for")
    func fields() throws {
        let included = try json(routes.respond(to: BackendRequest(target: "/api/?results=2&inc=name,nat,email&exc=email")))
        let records = try #require(included["results"] as? [[String: Any]])
        #expect(records.allSatisfy { Set($0.keys) == ["name", "nat"] })
    }

    @Test(
        "Given bad values When asked Then 400 with an error body",
        arguments: [
            "/api/?results=0", "/api/?results=5001", "/api/?results=abc", "/api/?page=0", "/api/?nat=xx", "/api/?gender=other",
            "/api/?inc=shoe",
        ])
    func badValues(target: String) throws {
        let response = routes.respond(to: BackendRequest(target: target))
        #expect(response.status == 400)
        #expect(try json(response)["error"] is String)
    }
}
