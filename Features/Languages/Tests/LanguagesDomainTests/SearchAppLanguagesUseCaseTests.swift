import LanguagesDomain
import LanguagesTesting
import Localization
import Testing

@Suite("Search app languages")
struct SearchAppLanguagesUseCaseTests {
    private func search(_ text: String, appLanguage: String = "en") async throws -> [String] {
        let context = try LanguagesTestContext(appLanguage: appLanguage)
        let languages = try await context.viewAppLanguages.execute()
        return await context.searchAppLanguages.execute(searchText: text, in: languages).map(\.id)
    }

    @Test("Given the app languages When the person searches \"portu\" Then Português is found")
    func prefixOfOwnName() async throws {
        #expect(try await search("portu") == ["pt"])
    }

    @Test("Given the app languages When the person searches \"espanol\" without the tilde Then Español is found")
    func ignoresDiacritics() async throws {
        #expect(try await search("espanol") == ["es"])
    }

    @Test("Given the app languages When the person searches in capitals Then case is ignored")
    func ignoresCase() async throws {
        #expect(try await search("FRAN") == ["fr"])
    }

    @Test("Given the app is in Spanish When the person searches \"ingles\" Then English is found by its Spanish name")
    func matchesNameInAppLanguage() async throws {
        #expect(try await search("ingles", appLanguage: "es") == ["en"])
    }

    @Test("Given the app languages When the person searches text that no name contains Then nothing is found")
    func noMatch() async throws {
        #expect(try await search("klingon").isEmpty)
    }

    @Test("Given a search When the person clears it Then every language shows again")
    func emptySearchShowsAll() async throws {
        #expect(try await search("  ").count == SupportedAppLanguages.all.count)
    }

    @Test("Given the app languages When the person searches in Cyrillic Then Russian is found by its own name")
    func matchesOtherScripts() async throws {
        #expect(try await search("рус") == ["ru"])
    }
}
