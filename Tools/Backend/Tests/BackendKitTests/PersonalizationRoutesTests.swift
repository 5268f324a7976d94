import Foundation
import GodToolsContentKit
import Testing

@testable import BackendKit

@Suite("The content API's personalization and lesson feedback")
struct PersonalizationRoutesTests {
    let content = GodToolsContentGenerator().generate()
    let feedback = LessonFeedbackLog()
    var routes: GodToolsRoutes { GodToolsRoutes(content: content, views: ViewLog(), lessonFeedback: feedback) }

    private func ids(_ target: String) throws -> [String] {
        let response = routes.respond(to: BackendRequest(target: target))
        #expect(response.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let data = try #require(object["data"] as? [[String: Any]])
        #expect(data.allSatisfy { $0["type"] as? String == "resource" })
        return data.compactMap { $0["id"] as? String }
    }

    @Test("Given a country and a language When /resources/featured is asked Then the ranking for both comes, best first")
    func featured() throws {
        let expected = try #require(content.rankings.featured[FeaturedRankingKey(country: "us", language: "en")])
        #expect(try ids("/resources/featured?filter%5Bcountry%5D=US&filter%5Blang%5D=en&fields%5Bresource%5D=") == expected)
        #expect(try ids("/resources/featured?country=us&lang=en") == expected)
    }

    @Test("Given a language ranked nowhere When /resources/featured is asked Then the list is empty")
    func unranked() throws {
        #expect(try ids("/resources/featured?filter%5Bcountry%5D=de&filter%5Blang%5D=de").isEmpty)
    }

    @Test("Given a language and a resource type When /resources/default_order is asked Then only that type comes, in order")
    func defaultOrder() throws {
        let all = try #require(content.rankings.defaultOrder["en"])
        #expect(try ids("/resources/default_order?filter%5Blang%5D=en") == all)
        let lessons = try ids("/resources/default_order?filter%5Blang%5D=en&filter%5Bresource_type%5D=lesson")
        let types = Dictionary(uniqueKeysWithValues: content.resources.map { ($0.id, $0.type) })
        #expect(!lessons.isEmpty && lessons.allSatisfy { types[$0] == "lesson" })
    }

    @Test("Given a lesson-feedback document When posted Then 204 and it is recorded; a bad one gets 400")
    func lessonFeedback() {
        let body =
            #"{"data":{"type":"lesson-feedback","attributes":{"resource_id":"30","helpful":"yes","readiness":7,"page_reached":5}}}"#
        let accepted = routes.respond(to: BackendRequest(method: "POST", target: "/lesson_feedback", body: Array(body.utf8)))
        #expect(accepted.status == 204)
        #expect(feedback.all == [.init(resourceId: "30", helpful: "yes", readiness: 7, pageReached: 5)])
        let bad = #"{"data":{"type":"lesson-feedback","attributes":{"resource_id":"30","readiness":11,"page_reached":5}}}"#
        #expect(
            routes.respond(to: BackendRequest(method: "POST", target: "/lesson_feedback", body: Array(bad.utf8))).status == 400)
        #expect(feedback.all.count == 1)
    }
}
