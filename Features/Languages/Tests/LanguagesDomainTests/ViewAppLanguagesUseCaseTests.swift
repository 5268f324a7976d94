import LanguagesDomain
import LanguagesTesting
import Localization
import Testing

@Suite("View app languages")
struct ViewAppLanguagesUseCaseTests {
    @Test("Given the app is in English When the person views the app languages Then they are sorted by their English names")
    func sortedByEnglishNames() async throws {
        let context = try LanguagesTestContext(appLanguage: "en")

        let languages = try await context.viewAppLanguages.execute()

        let ids = languages.map(\.id)
        #expect(ids.filter(Self.firstEight.contains) == ["ar", "zh-Hans", "en", "fr", "de", "pt", "ru", "es"])
        #expect(
            ids.filter(Self.addedForGodTools.contains) == ["af", "am", "bn", "ha", "hi", "id", "ja", "ko"],
            "Afrikaans, Amharic, Bangla, Hausa, Hindi, Indonesian, Japanese, Korean")
        #expect(
            ids.filter(Self.completingGodTools.contains) == ["zh-Hant", "lv", "ne", "om", "ro", "sw", "ur", "vi"],
            "Chinese, Traditional, Latvian, Nepali, Oromo, Romanian, Swahili, Urdu, Vietnamese")
        #expect(ids.count == SupportedAppLanguages.all.count)
    }

    /// The app's first eight languages, and the two groups of eight it added for GodTools: whatever
    /// else the list holds, each group keeps its order among itself.
    private static let firstEight: Set = ["ar", "zh-Hans", "en", "fr", "de", "pt", "ru", "es"]
    private static let addedForGodTools: Set = ["af", "am", "bn", "ha", "hi", "id", "ja", "ko"]
    private static let completingGodTools: Set = ["lv", "ne", "om", "ro", "sw", "ur", "vi", "zh-Hant"]

    @Test(
        "Given the app is in Spanish When the person views the app languages Then they are sorted by Spanish collation, accents included"
    )
    func sortedBySpanishCollation() async throws {
        let context = try LanguagesTestContext(appLanguage: "es")

        let languages = try await context.viewAppLanguages.execute()

        #expect(
            languages.filter { Self.firstEight.contains($0.id) }.map(\.nameInAppLanguage) == [
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

    @Test("Given the app languages When the person views them Then Arabic and Urdu alone are marked right to left")
    func arabicAndUrduAreRightToLeft() async throws {
        let context = try LanguagesTestContext()

        let languages = try await context.viewAppLanguages.execute()

        #expect(languages.filter { $0.direction == .rightToLeft }.map(\.id) == ["ar", "ur"])
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
