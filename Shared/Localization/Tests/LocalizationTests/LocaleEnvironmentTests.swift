import Localization
import Testing

@Suite("Locale settings from the environment")
struct LocaleEnvironmentTests {
    @Test(
        "Given a locale name a system uses When it is checked Then it is well formed",
        arguments: [
            "C", "POSIX", "C.UTF-8", "en", "es_ES.UTF-8", "zh_Hans_CN", "sr_RS@latin", "pt-BR", "de_DE.ISO-8859-15", "ast_ES",
        ]
    )
    func wellFormed(name: String) {
        #expect(LocaleEnvironment.isWellFormedLocaleName(name))
    }

    @Test(
        "Given a value that is no locale name When it is checked Then it is refused",
        arguments: [
            "abcdefghijkl", "abcdefghijkl_ES.UTF-8", "/etc/passwd", "../../../tmp/x", "e", "español", "en_US.UTF-8@@@",
            "en US", "en_US.", "en_@x", "es_ES\u{0}", "es__ES", String(repeating: "a", count: 200), "en_US.UTF/8",
        ]
    )
    func illFormed(value: String) {
        #expect(!LocaleEnvironment.isWellFormedLocaleName(value))
    }

    @Test("Given LANG, LC_ALL and LC_MESSAGES with junk When the environment is sanitized Then only the junk is removed")
    func sanitizedEnvironment() {
        let environment = [
            "LANG": "abcdefghijkl", "LC_ALL": "/tmp/locale", "LC_MESSAGES": "es_ES.UTF-8", "LANGUAGE": "fr:../x", "HOME": "/root",
        ]

        let sanitized = LocaleEnvironment.sanitized(environment)

        #expect(sanitized == ["LC_MESSAGES": "es_ES.UTF-8", "HOME": "/root"])
    }

    @Test("Given empty locale variables When the environment is sanitized Then they are kept, as empty means unset")
    func emptyValuesKept() {
        #expect(LocaleEnvironment.sanitized(["LANG": "", "LC_ALL": ""]) == ["LANG": "", "LC_ALL": ""])
    }

    @Test("Given a LANGUAGE list of locale names When it is checked Then it is well formed")
    func languageList() {
        #expect(LocaleEnvironment.isWellFormedLanguageList("fr:en_GB:de"))
        #expect(!LocaleEnvironment.isWellFormedLanguageList("fr:abcdefghijkl"))
    }
}

@Suite("The app language a locale setting asks for")
struct LocaleLanguageMatcherTests {
    @Test(
        "Given a locale setting When its app language is found Then it is the one the setting names",
        arguments: [
            ("es_ES.UTF-8", "es"), ("pt_BR", "pt"), ("zh_CN.UTF-8", "zh-Hans"), ("zh_Hans_SG", "zh-Hans"), ("de-AT", "de"),
            ("ar_EG.UTF-8@latin", "ar"),
        ]
    )
    func matches(setting: String, code: String) {
        #expect(LocaleLanguageMatcher.appLanguage(forLocaleName: setting, among: SupportedAppLanguages.all)?.code == code)
    }

    @Test(
        "Given a setting for no app language When it is matched Then there is none",
        arguments: ["C.UTF-8", "POSIX", "fi_FI", "tlh", "abcdefghijkl"])
    func noMatch(setting: String) {
        #expect(LocaleLanguageMatcher.appLanguage(forLocaleName: setting, among: SupportedAppLanguages.all) == nil)
    }

    @Test(
        "Given a Traditional Chinese setting When it is matched Then it is Traditional Chinese, never Simplified",
        arguments: ["zh_TW.UTF-8", "zh_HK", "zh_Hant", "zh_Hant_CN", "zh-MO"])
    func traditionalChinese(setting: String) {
        let simplified = AppLanguage(code: "zh-Hans", direction: .leftToRight)
        let traditional = AppLanguage(code: "zh-Hant", direction: .leftToRight)
        #expect(LocaleLanguageMatcher.appLanguage(forLocaleName: setting, among: [simplified, traditional]) == traditional)
        #expect(LocaleLanguageMatcher.appLanguage(forLocaleName: setting, among: [simplified]) == nil)
    }

    @Test("Given a Simplified Chinese script with a Traditional region When it is matched Then the script decides")
    func scriptWinsOverRegion() {
        let simplified = AppLanguage(code: "zh-Hans", direction: .leftToRight)
        let traditional = AppLanguage(code: "zh-Hant", direction: .leftToRight)
        #expect(LocaleLanguageMatcher.appLanguage(forLocaleName: "zh_Hans_HK", among: [simplified, traditional]) == simplified)
    }

    @Test("Given LC_ALL is junk and LANG is French When the messages language is found Then it is French")
    func skipsJunk() {
        #expect(LocaleLanguageMatcher.messagesLanguage(in: ["LC_ALL": "../x", "LANG": "fr_FR.UTF-8"])?.code == "fr")
    }
}
