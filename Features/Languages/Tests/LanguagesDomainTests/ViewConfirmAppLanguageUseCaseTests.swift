import LanguagesDomain
import LanguagesTesting
import Testing

@Suite("View the app language confirmation")
struct ViewConfirmAppLanguageUseCaseTests {
    @Test(
        "Given the app is in English When the person chooses Arabic Then the confirmation names both languages, Arabic right to left"
    )
    func describesBothLanguages() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        let change = try await context.viewConfirmAppLanguage.execute(languageId: "ar")

        #expect(change.currentLanguage.nameInAppLanguage == "English")
        #expect(change.chosenLanguage.nameInAppLanguage == "Arabic")
        #expect(change.chosenLanguage.nameInOwnLanguage == "العربية")
        #expect(change.chosenLanguage.direction == .rightToLeft)
    }

    @Test("Given the app is in English When the person chooses an unknown code Then the confirmation fails naming the code")
    func unknownCode() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        await #expect(throws: AppLanguagesError.unknownLanguage(id: "tlh")) {
            try await context.viewConfirmAppLanguage.execute(languageId: "tlh")
        }
    }

    @Test("Given the app is in English When the person only views the confirmation Then the app language is unchanged")
    func viewingChangesNothing() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        _ = try await context.viewConfirmAppLanguage.execute(languageId: "ru")

        #expect(context.currentAppLanguage.language.code == "en")
    }
}
