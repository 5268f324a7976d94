import AppCore
import TestSupport
import Testing
import ToolsData
import ToolsDependencyContainer
import ToolsTesting

@Suite("Lesson evaluations sent with the views")
struct LessonEvaluationsSentWithViewsTests {
    @Test("Given an evaluation kept while the server was down When a tool view is next recorded Then the evaluation goes with it")
    func sentWithViews() async throws {
        let database = try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations])
        let feedback = FakePersonalizationSource()
        let data = ToolsDataLayerDependencies(
            database: database, clock: TestClock.fixed(), source: FakeToolsContentSource(), personalizationSource: feedback)
        feedback.setOffline(true)
        try await data.getLessonEvaluationsRepository().evaluate(
            LessonFeedbackDataModel(resourceId: "k", helpful: nil, readiness: 4, pageReached: 9))
        #expect(try await data.getLessonEvaluationsRepository().pending().count == 1)

        feedback.setOffline(false)
        try await data.getToolViewsRepository().recordView(resourceId: "a")

        #expect(feedback.received.map(\.resourceId) == ["k"])
        #expect(try await data.getLessonEvaluationsRepository().pending().isEmpty)
    }
}
