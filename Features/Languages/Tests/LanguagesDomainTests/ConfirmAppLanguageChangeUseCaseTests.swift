import LanguagesDomain
import LanguagesTesting
import Testing

@Suite("Confirm an app language change")
struct ConfirmAppLanguageChangeUseCaseTests {
    @Test("Given the app is in English When the person confirms Spanish Then the app language is Spanish at once")
    func switchesAtOnce() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        try await context.confirmAppLanguageChange.execute(languageId: "es")

        #expect(context.currentAppLanguage.language.code == "es")
    }

    @Test("Given the app is in English When the person confirms Spanish Then the choice is saved")
    func savesChoice() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        try await context.confirmAppLanguageChange.execute(languageId: "es")

        let saved = try await context.userAppLanguageRepository.getUserAppLanguage()
        #expect(saved?.languageCode == "es")
    }

    @Test(
        "Given the app is in English When the person confirms a code that is not an app language Then it fails and nothing changes"
    )
    func unknownLanguage() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        await #expect(throws: AppLanguagesError.unknownLanguage(id: "xx")) {
            try await context.confirmAppLanguageChange.execute(languageId: "xx")
        }
        #expect(context.currentAppLanguage.language.code == "en")
        #expect(try await context.userAppLanguageRepository.getUserAppLanguage() == nil)
    }

    @Test("Given the app is in English When the person confirms Spanish Then an observer of the app language hears of it")
    func observersAreTold() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")
        let heard = HeardLanguages()
        let observation = context.currentAppLanguage.observe { heard.append($0.code) }

        try await context.confirmAppLanguageChange.execute(languageId: "zh-hans")

        #expect(heard.codes == ["zh-Hans"])
        _ = observation
    }
}
