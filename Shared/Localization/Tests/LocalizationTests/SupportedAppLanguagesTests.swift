import Foundation
import Localization
import Testing

@Suite("Given the supported app languages")
struct SupportedAppLanguagesTests {
    @Test("When a code is looked up in another case Then the supported language is found")
    func ignoresCase() {
        #expect(SupportedAppLanguages.language(withCode: "ZH-hans")?.code == "zh-Hans")
        #expect(SupportedAppLanguages.language(withCode: "ES")?.code == "es")
        #expect(SupportedAppLanguages.language(withCode: "ru") == .russian)
    }

    @Test("When an unsupported or partial code is looked up Then nothing is found", arguments: ["xx", "", "zh", "en-US"])
    func unsupported(code: String) {
        #expect(SupportedAppLanguages.language(withCode: code) == nil)
    }

    @Test("When the list is read Then English comes first and every code is listed once")
    func list() {
        let codes = SupportedAppLanguages.all.map(\.code)
        #expect(
            codes == [
                "en", "es", "fr", "pt", "de", "ru", "ar", "zh-Hans",
                "af", "am", "bn", "ha", "hi", "id", "ja", "ko",
                "lv", "ne", "om", "ro", "sw", "ur", "vi", "zh-Hant",
            ])
        #expect(Set(codes).count == codes.count)
        #expect(SupportedAppLanguages.all.first == SupportedAppLanguages.english)
    }

    @Test("When directions are read Then only Arabic and Urdu are written right to left")
    func directions() {
        let rightToLeft = SupportedAppLanguages.all.filter { $0.direction == .rightToLeft }.map(\.code)
        #expect(rightToLeft == ["ar", "ur"])
    }

    @Test("When a language is described Then it reads as its code and its locale has the same identifier")
    func descriptionAndLocale() {
        let chinese = AppLanguage(code: "zh-Hans", direction: .leftToRight)
        #expect(chinese.description == "zh-Hans")
        #expect(chinese.locale.identifier == "zh-Hans")
    }
}
