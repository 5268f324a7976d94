import Foundation
import Logging
import Networking
import NetworkingTesting
import Persistence
import TestSupport
import Testing
import ToolsData
import ToolsTesting

@Suite("Personalization and lesson evaluations data")
struct PersonalizationDataTests {
    private static func document(_ text: String) -> LoopbackHTTPResponse {
        LoopbackHTTPResponse(status: 200, headers: ["Content-Type": "application/vnd.api+json"], body: Data(text.utf8))
    }

    private func source(_ server: InProcessHTTPServer) -> GodToolsContentAPISource {
        GodToolsContentAPISource(
            baseURL: server.baseURL.appendingPathComponent("api/"), transport: server,
            retryPolicy: RetryPolicy(maxAttempts: 1, sleep: { _ in }), logger: Logger(label: "test"))
    }

    private func makeRepository(_ database: AppDatabase, source: any PersonalizationContentSource) -> PersonalizationRepository {
        PersonalizationRepository(
            dao: PersonalizationSettingsDAO(database: database), rankings: PersonalizationRankingsDAO(database: database),
            source: source, clock: AdjustableTestClock())
    }

    @Test(
        "Given a server When the featured and default-order rankings are asked Then GodTools' paths and filters are sent and the ids come in order"
    )
    func rankedRequests() async throws {
        let server = InProcessHTTPServer { request in
            switch request.path {
            case "/api/resources/featured":
                return Self.document(#"{"data":[{"id":"7","type":"resource"},{"id":"2","type":"resource"}]}"#)
            case "/api/resources/default_order": return Self.document(#"{"data":[{"id":"3","type":"resource"}]}"#)
            default: return .text(status: 404)
            }
        }
        let source = source(server)

        #expect(try await source.featuredResourceIds(country: "KE", language: "en") == ["7", "2"])
        let featured = try #require(server.receivedRequests.last)
        #expect(featured.queryValue("filter[country]") == "KE")
        #expect(featured.queryValue("filter[lang]") == "en")
        #expect(featured.queryValue("fields[resource]") == "")
        #expect(try await source.defaultOrderResourceIds(language: "fr") == ["3"])
        #expect(server.receivedRequests.last?.queryValue("filter[lang]") == "fr")
    }

    @Test("Given an evaluation When posted Then the body is a lesson-feedback document with GodTools' properties")
    func feedbackBody() async throws {
        let server = InProcessHTTPServer { _ in LoopbackHTTPResponse(status: 204, headers: [:], body: Data()) }
        try await source(server).postLessonFeedback(
            LessonFeedbackDataModel(resourceId: "30", helpful: false, readiness: 8, pageReached: 4))
        let request = try #require(server.receivedRequests.last)
        #expect(request.method == "POST" && request.path == "/api/lesson_feedback")
        let object = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        let data = try #require(object["data"] as? [String: Any])
        let attributes = try #require(data["attributes"] as? [String: Any])
        #expect(data["type"] as? String == "lesson-feedback")
        #expect(attributes["resource_id"] as? String == "30" && attributes["helpful"] as? String == "no")
        #expect(attributes["readiness"] as? Int == 8 && attributes["page_reached"] as? Int == 4)
    }

    @Test("Given the bundled content When a ranked and an unranked pair are asked Then the ranking comes, and none for the other")
    func bundledRankings() async throws {
        let bundled = BundledToolsContentSource()
        #expect(try await !bundled.featuredResourceIds(country: "US", language: "en").isEmpty)
        #expect(try await bundled.featuredResourceIds(country: "de", language: "de").isEmpty)
        #expect(try await !bundled.defaultOrderResourceIds(language: "en").isEmpty)
        #expect(try await bundled.featuredResourceIds(country: "../x", language: "en").isEmpty)
    }

    @Test(
        "Given a country and a list choice When kept and read after a new repository Then they are the same; nil forgets the country"
    )
    func settingsPersist() async throws {
        let database = try TestDatabase.inMemory([ToolsDatabaseMigrations()])
        let repository = makeRepository(database, source: NoPersonalizationSource())
        try await repository.setCountry("KE")
        try await repository.setShowsPersonalized(true, list: "tools")
        let again = makeRepository(database, source: NoPersonalizationSource())
        #expect(try await again.country() == "KE")
        #expect(try await again.showsPersonalized(list: "tools") == true)
        #expect(try await again.showsPersonalized(list: "lessons") == nil)
        try await again.setCountry(nil)
        #expect(try await again.country() == nil)
    }

    @Test("Given an evaluation that cannot be sent When the server comes back Then it is sent once; a skipped one never is")
    func evaluationsQueue() async throws {
        let database = try TestDatabase.inMemory([ToolsDatabaseMigrations()])
        let server = FakePersonalizationSource()
        let repository = LessonEvaluationsRepository(dao: LessonEvaluationsDAO(database: database), source: server)
        server.setOffline(true)
        try await repository.evaluate(LessonFeedbackDataModel(resourceId: "l", helpful: true, readiness: 7, pageReached: 5))
        try await repository.skip(resourceId: "k", pageReached: 3)
        #expect(try await repository.wasAsked(resourceId: "l"))
        #expect(try await repository.wasAsked(resourceId: "k"))
        #expect(try await repository.pending().map(\.resourceId) == ["l"])

        server.setOffline(false)
        #expect(await repository.sendPending() == 1)
        #expect(await repository.sendPending() == 0)
        #expect(server.received == [LessonFeedbackDataModel(resourceId: "l", helpful: true, readiness: 7, pageReached: 5)])
    }
}
