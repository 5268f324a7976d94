import LanguagesDomain
import LanguagesTesting
import Localization
import Testing

@Suite("View language settings")
struct ViewLanguageSettingsUseCaseTests {
    @Test(
        "Given the app is in Russian When the person opens language settings Then they show Russian named in Russian and the count of languages"
    )
    func showsCurrentLanguage() async throws {
        let context = try LanguagesTestContext(appLanguage: "ru")

        let settings = try await context.viewLanguageSettings.execute()

        #expect(settings.appLanguage.id == "ru")
        #expect(settings.appLanguage.nameInAppLanguage == "Русский")
        #expect(settings.availableAppLanguagesCount == SupportedAppLanguages.all.count)
    }
}
