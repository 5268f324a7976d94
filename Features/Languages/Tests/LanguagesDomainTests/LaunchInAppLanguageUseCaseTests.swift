import Foundation
import LanguagesDomain
import LanguagesTesting
import TestSupport
import Testing

@Suite("Launch in the app language")
struct LaunchInAppLanguageUseCaseTests {
    private func launch(_ environment: [String: String]) async throws -> String {
        let context = try LanguagesTestContext(environment: environment)
        try await context.launchInAppLanguage.execute()
        return context.currentAppLanguage.language.code
    }

    @Test("Given a first launch with LANG=es_ES.UTF-8 When the app starts Then it is in Spanish")
    func fromLang() async throws {
        #expect(try await launch(["LANG": "es_ES.UTF-8"]) == "es")
    }

    @Test("Given LC_ALL=fr_FR.UTF-8 and LANG=es_ES.UTF-8 When the app starts Then LC_ALL wins and it is in French")
    func lcAllWins() async throws {
        #expect(try await launch(["LC_ALL": "fr_FR.UTF-8", "LANG": "es_ES.UTF-8"]) == "fr")
    }

    @Test("Given LANG names a language the app lacks When the app starts Then it is in English")
    func unsupportedFallsBackToEnglish() async throws {
        #expect(try await launch(["LANG": "fi_FI.UTF-8"]) == "en")
    }

    @Test("Given LANG=ja_JP.UTF-8 When the app starts Then it is in Japanese, one of the languages added for GodTools")
    func japanese() async throws {
        #expect(try await launch(["LANG": "ja_JP.UTF-8"]) == "ja")
    }

    @Test("Given LANG=C When the app starts Then it is in English")
    func posixLocale() async throws {
        #expect(try await launch(["LANG": "C.UTF-8"]) == "en")
    }

    @Test("Given no locale variables When the app starts Then it is in English")
    func noVariables() async throws {
        #expect(try await launch([:]) == "en")
    }

    @Test("Given LANG=zh_CN.UTF-8 When the app starts Then it is in Simplified Chinese")
    func simplifiedChinese() async throws {
        #expect(try await launch(["LANG": "zh_CN.UTF-8"]) == "zh-Hans")
    }

    @Test("Given LANG=zh_TW.UTF-8 When the app starts Then it is in Traditional Chinese")
    func traditionalChinese() async throws {
        #expect(try await launch(["LANG": "zh_TW.UTF-8"]) == "zh-Hant")
    }

    @Test("Given LANG=pt_BR.UTF-8 When the app starts Then it is in Portuguese")
    func regionalVariant() async throws {
        #expect(try await launch(["LANG": "pt_BR.UTF-8"]) == "pt")
    }

    @Test("Given the person chose German before When the app starts with LANG=es_ES.UTF-8 Then their choice wins")
    func savedChoiceWins() async throws {
        let context = try LanguagesTestContext(environment: ["LANG": "es_ES.UTF-8"])
        try await context.userAppLanguageRepository.storeUserAppLanguage(languageCode: "de")

        try await context.launchInAppLanguage.execute()

        #expect(context.currentAppLanguage.language.code == "de")
    }

    @Test("Given the person switched to Spanish When the app is restarted on the same data folder Then it opens in Spanish")
    func persistsAcrossRestart() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "languages-restart")
        defer { try? FileManager.default.removeItem(at: folder) }
        let firstRun = try LanguagesTestContext(database: try LanguagesTestContext.fileDatabase(in: folder))
        try await firstRun.launchInAppLanguage.execute()
        try await firstRun.confirmAppLanguageChange.execute(languageId: "es")

        let secondRun = try LanguagesTestContext(
            environment: ["LANG": "en_US.UTF-8"], database: try LanguagesTestContext.fileDatabase(in: folder)
        )
        try await secondRun.launchInAppLanguage.execute()

        #expect(secondRun.currentAppLanguage.language.code == "es")
    }
}
