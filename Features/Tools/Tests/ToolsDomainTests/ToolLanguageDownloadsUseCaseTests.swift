import Foundation
import SystemKit
import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Tool languages downloaded for offline use")
struct ToolLanguageDownloadsUseCaseTests {
    private func isSaved(_ translation: String, _ context: ToolsTestContext) async throws -> Bool {
        let manifestName = try #require(ToolsFixtures.manifestNames[translation])
        return try await context.filesRepository.isSaved(
            ToolTranslationRequestDataModel(
                manifestName: manifestName, resourceId: String(translation.prefix(1)),
                languageId: "", translationId: translation
            ))
    }

    @Test(
        "Given nothing downloaded When Downloadable languages are viewed Then every language with a readable tool or lesson is listed by name with its count"
    )
    func listsByName() async throws {
        let context = try ToolsTestContext()

        let list = try await context.viewDownloadableLanguages.execute()

        #expect(list.languages.map(\.language.code) == ["ar", "en", "fr", "es"])
        #expect(list.languages.map(\.toolCount) == [2, 4, 1, 3])
        #expect(list.languages.allSatisfy { !$0.isDownloaded })
    }

    @Test("Given French downloaded before When Downloadable languages are opened Then French comes first, then the rest by name")
    func downloadedFirst() async throws {
        let context = try ToolsTestContext()
        _ = try await context.downloadLanguage.execute(language: "fr")

        let list = try await context.viewDownloadableLanguages.execute()

        #expect(list.languages.map(\.language.code) == ["fr", "ar", "en", "es"])
        #expect(list.languages.first?.isDownloaded == true)
    }

    @Test(
        "Given the screen open with French first When Spanish is downloaded while viewing Then Spanish keeps its place and shows downloaded"
    )
    func downloadedWhileViewingKeepsPlace() async throws {
        let context = try ToolsTestContext()
        _ = try await context.downloadLanguage.execute(language: "fr")
        let opened = try await context.viewDownloadableLanguages.execute()

        _ = try await context.downloadLanguage.execute(language: "Spanish")
        let list = try await context.viewDownloadableLanguages.execute(downloadedWhenOpened: opened.downloadedWhenOpened)

        #expect(list.languages.map(\.language.code) == ["fr", "ar", "en", "es"])
        #expect(list.languages.last?.isDownloaded == true)
    }

    @Test("Given a search When Downloadable languages are viewed Then only languages matching either name are listed")
    func search() async throws {
        let context = try ToolsTestContext()

        let list = try await context.viewDownloadableLanguages.execute(searchText: "espa")

        #expect(list.languages.map(\.language.code) == ["es"])
    }

    @Test(
        "Given Spanish with two tools and a lesson When it is downloaded Then progress is the average of the three, rising to 1, and every one reads offline"
    )
    func downloadProgress() async throws {
        let context = try ToolsTestContext()
        let heard = LockedState<[LanguageDownloadProgressDomainModel]>([])

        let download = try await context.downloadLanguage.execute(language: "es") { step in heard.withLock { $0.append(step) } }

        let steps = heard.withLock { $0 }
        #expect(download.toolCount == 3)
        #expect(steps.first.map { $0.fraction > 0 && $0.fraction < 1.0 / 3 } == true)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.fraction <= $1.fraction })
        #expect(steps.last?.fraction == 1)
        #expect(steps.last?.completedTools == 3)
        for translation in ["a-es", "d-es", "l-es"] { #expect(try await isSaved(translation, context)) }
        #expect(try await context.viewLanguagesAvailableOffline.execute().map(\.code) == ["es"])
    }

    @Test(
        "Given the second Spanish tool fails its checksum When Spanish is downloaded Then the failure names that tool, the first stays saved, and retry fetches only what is missing"
    )
    func failureHalfway() async throws {
        let context = try ToolsTestContext()
        let manifestName = try #require(ToolsFixtures.manifestNames["d-es"])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[manifestName]))
        let page = try #require(manifest.pages.first?.source)
        let original = try #require(ToolsFixtures.files[page])
        context.source.replaceFile(named: page, with: Data("tampered".utf8))

        await #expect(throws: ToolsError.toolDownloadFailed(toolName: "Delta en español", languageName: "Spanish")) {
            try await context.downloadLanguage.execute(language: "es")
        }
        #expect(try await isSaved("a-es", context))
        #expect(try await !isSaved("d-es", context))
        #expect(try await context.viewLanguagesAvailableOffline.execute().isEmpty)

        context.source.replaceFile(named: page, with: original)
        let before = context.source.fetchedFiles.count
        _ = try await context.downloadLanguage.execute(language: "es")
        let fetchedOnRetry = context.source.fetchedFiles.dropFirst(before)
        let savedManifest = try #require(ToolsFixtures.manifestNames["a-es"])
        #expect(!fetchedOnRetry.contains(savedManifest))
        #expect(try await isSaved("d-es", context))
    }

    @Test(
        "Given Spanish and English downloaded and a favorite read in Spanish When Spanish is removed Then only files nothing else needs are freed"
    )
    func removeKeepsNeededFiles() async throws {
        let context = try ToolsTestContext()
        _ = try await context.downloadLanguage.execute(language: "es")
        _ = try await context.downloadLanguage.execute(language: "en")
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        try await context.setPrimary.execute(toolId: "a", language: "es")

        let language = try await context.askToRemoveLanguage.execute(language: "Spanish")
        let removal = try await context.removeLanguage.execute(languageId: language.id)

        #expect(removal.freedFiles == 7)
        #expect(try await isSaved("a-es", context))
        #expect(try await !isSaved("d-es", context))
        #expect(try await !isSaved("l-es", context))
        #expect(try await isSaved("a-en", context))
        #expect(try await context.viewLanguagesAvailableOffline.execute().map(\.code) == ["en"])
    }

    @Test("Given Spanish not downloaded When the person asks to remove it Then they are told it is not downloaded")
    func removeNotDownloaded() async throws {
        let context = try ToolsTestContext()
        await #expect(throws: ToolsError.languageNotDownloaded(languageName: "Spanish")) {
            try await context.askToRemoveLanguage.execute(language: "es")
        }
    }

    @Test("Given a language no tool is in When it is downloaded Then it is refused by name")
    func unknownLanguage() async throws {
        let context = try ToolsTestContext()
        await #expect(throws: ToolsError.unknownLanguage("Klingon")) {
            try await context.downloadLanguage.execute(language: "Klingon")
        }
    }
}
