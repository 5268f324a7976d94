import LanguagesDomain
import LanguagesTesting
import Testing

@Suite("View app languages")
struct ViewAppLanguagesUseCaseTests {
    @Test("Given the app is in English When the person views the app languages Then they are sorted by their English names")
    func sortedByEnglishNames() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        let languages = try await context.viewAppLanguages.execute()

        #expect(languages.map(\.id) == ["ar", "zh-Hans", "en", "fr", "de", "pt", "ru", "es"])
    }

    @Test(
        "Given the app is in Spanish When the person views the app languages Then they are sorted by Spanish collation, accents included"
    )
    func sortedBySpanishCollation() async throws {
        let context = try LanguagesTestContext(appLanguage: "es")

        let languages = try await context.viewAppLanguages.execute()

        #expect(
            languages.map(\.nameInAppLanguage) == [
                "Alemán", "Árabe", "Chino simplificado", "Español", "Francés", "Inglés", "Portugués", "Ruso",
            ])
    }

    @Test("Given the app is in English When the person views the app languages Then each shows its name in itself and in English")
    func namesInBothLanguages() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        let languages = try await context.viewAppLanguages.execute()

        let spanish = try #require(languages.first { $0.id == "es" })
        #expect(spanish.nameInOwnLanguage == "Español")
        #expect(spanish.nameInAppLanguage == "Spanish")
        let russian = try #require(languages.first { $0.id == "ru" })
        #expect(russian.nameInOwnLanguage == "Русский")
    }

    @Test("Given the app languages When the person views them Then Arabic alone is marked right to left")
    func arabicIsRightToLeft() async throws {
        let context = try LanguagesTestContext()

        let languages = try await context.viewAppLanguages.execute()

        #expect(languages.filter { $0.direction == .rightToLeft }.map(\.id) == ["ar"])
    }

    @Test("Given the app is in French When the person views the app languages Then only French is marked as the current one")
    func currentLanguageMarked() async throws {
        let context = try LanguagesTestContext(appLanguage: "fr")

        let languages = try await context.viewAppLanguages.execute()

        #expect(languages.filter(\.isCurrentAppLanguage).map(\.id) == ["fr"])
    }

    @Test("Given the app languages When the person views them Then there are at least eight, each named in its own script")
    func atLeastEightLanguages() async throws {
        let context = try LanguagesTestContext()

        let languages = try await context.viewAppLanguages.execute()

        #expect(languages.count >= 8)
        #expect(
            Set(languages.map(\.nameInOwnLanguage)).isSuperset(of: [
                "English", "Español", "Français", "Português", "Русский", "العربية", "简体中文",
            ]))
    }
}
