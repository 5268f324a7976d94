import Testing
import ToolsDomain

@Suite("Learn to share this tool")
struct LearnToShareToolUseCaseTests {
    @Test("Given a tool When learn is chosen four times Then the tutorial shows the first three, and its training tips are on")
    func tutorialShowsThreeTimes() async throws {
        let context = try ToolsTestContext()
        var shown: [Bool] = []
        for _ in 1...4 { shown.append(try await context.learnToShare.execute(toolId: "a")) }

        #expect(shown == [true, true, true, false])
        #expect(try await context.viewTrainingTips.execute(toolId: "a").isOn)
        #expect(try await context.viewTrainingTips.execute(toolId: "b").isOn == false)
    }

    @Test("Given a tool whose manifest lists no tips When its details are viewed Then learn to share is not offered")
    func notOfferedWithoutTips() async throws {
        let context = try ToolsTestContext()
        #expect(await context.viewLearnToShare.execute(toolId: "a") == false)
    }
}
