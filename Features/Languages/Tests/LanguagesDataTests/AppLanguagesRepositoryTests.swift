import LanguagesData
import Testing

@Suite("App languages repository")
struct AppLanguagesRepositoryTests {
    @Test("Given the shipped languages When one is looked up by code in other case Then it is found")
    func lookupIgnoresCase() {
        #expect(AppLanguagesRepository().getAppLanguage(code: "ZH-HANS")?.languageCode == "zh-Hans")
    }

    @Test("Given the shipped languages When they are listed Then Arabic and Urdu are the right-to-left ones")
    func rightToLeft() {
        let rtl = AppLanguagesRepository().getAppLanguages().filter(\.isRightToLeft).map(\.languageCode)
        #expect(rtl == ["ar", "ur"])
    }
}
