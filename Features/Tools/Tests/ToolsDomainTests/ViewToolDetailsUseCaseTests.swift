import Testing
import ToolsDomain

@Suite("View tool details")
struct ViewToolDetailsUseCaseTests {
    @Test("Given a tool When its details are viewed in English Then its name, views and about are there")
    func details() async throws {
        let details = try await ToolsTestContext().viewToolDetails.execute(toolId: "a")
        #expect(details.name == "Alpha")
        #expect(details.totalViews == 2_533_146)
        #expect(details.about == "All about Alpha.")
        #expect(!details.isFavorite)
    }

    @Test(
        "Given a tool in three languages When its details are viewed in English Then the languages are named in English and sorted"
    )
    func languagesInEnglish() async throws {
        let details = try await ToolsTestContext().viewToolDetails.execute(toolId: "a")
        #expect(details.languageNames == ["Arabic", "English", "Spanish"])
    }

    @Test(
        "Given a tool in three languages When its details are viewed in Spanish Then the languages are named in Spanish and sorted"
    )
    func languagesInSpanish() async throws {
        let details = try await ToolsTestContext(appLanguage: "es").viewToolDetails.execute(toolId: "a")
        #expect(details.languageNames == ["Árabe", "Español", "Inglés"])
        #expect(details.about == "Todo sobre Alfa.")
    }

    @Test(
        "Given a tool with conversation starters and Bible references When its details are viewed Then each is a line of its own")
    func startersAndReferences() async throws {
        let details = try await ToolsTestContext().viewToolDetails.execute(toolId: "a")
        #expect(details.conversationStarters == ["What do you think?", "Would you like to know more?"])
        #expect(details.bibleReferences == ["John 3:16"])
    }

    @Test("Given a hidden tool When its details are asked for Then it is not found")
    func hiddenNotFound() async throws {
        await #expect(throws: ToolsError.toolNotFound(id: "h")) {
            try await ToolsTestContext().viewToolDetails.execute(toolId: "h")
        }
    }
}
