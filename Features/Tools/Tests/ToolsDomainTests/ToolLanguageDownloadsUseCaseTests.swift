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

    /// Serves tampered bytes for the first page of `translation`; returns a way to put them back.
    private func breakFirstPage(of translation: String, _ context: ToolsTestContext) throws -> () -> Void {
        let manifestName = try #require(ToolsFixtures.manifestNames[translation])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[manifestName]))
        let page = try #require(manifest.pages.first?.source)
        let original = try #require(ToolsFixtures.files[page])
        context.source.replaceFile(named: page, with: Data("tampered".utf8))
        return { context.source.replaceFile(named: page, with: original) }
    }

    @Test(
        "Given the second Spanish tool fails its checksum When Spanish is downloaded Then the download goes on past it, names it, and Spanish counts as offline for the other two"
    )
    func goesOnPastABrokenTool() async throws {
        let context = try ToolsTestContext()
        _ = try breakFirstPage(of: "d-es", context)

        let download = try await context.downloadLanguage.execute(language: "es")

        #expect(download.failedTools == [FailedToolDownloadDomainModel(toolId: "d", toolName: "Delta en español")])
        #expect(download.toolCount == 2)
        #expect(try await isSaved("a-es", context))
        #expect(try await !isSaved("d-es", context))
        #expect(try await isSaved("l-es", context))
        #expect(try await context.viewLanguagesAvailableOffline.execute().map(\.code) == ["es"])
    }

    @Test(
        "Given a Spanish download that passed over a broken tool When the tool is mended and retry is typed Then only that tool's files are fetched"
    )
    func retryFetchesOnlyTheFailed() async throws {
        let context = try ToolsTestContext()
        let mend = try breakFirstPage(of: "d-es", context)
        let download = try await context.downloadLanguage.execute(language: "es")
        mend()
        let before = context.source.fetchedFiles.count

        let retry = try await context.retryFailedDownloads.execute(language: "es", failedTools: download.failedTools)

        let fetchedOnRetry = Array(context.source.fetchedFiles.dropFirst(before))
        let manifestName = try #require(ToolsFixtures.manifestNames["d-es"])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[manifestName]))
        #expect(retry.failedTools.isEmpty && retry.toolCount == 3)
        #expect(Set(fetchedOnRetry).isSubset(of: Set([manifestName] + manifest.pages.map(\.source))))
        #expect(fetchedOnRetry.contains(try #require(manifest.pages.first?.source)))
        #expect(try await isSaved("d-es", context))
    }

    @Test(
        "Given every Spanish tool broken When Spanish is downloaded Then all are named, and Spanish does not count as offline when none was saved"
    )
    func nothingSavedIsNotOffline() async throws {
        let context = try ToolsTestContext()
        for translation in ["a-es", "d-es", "l-es"] { _ = try breakFirstPage(of: translation, context) }

        let download = try await context.downloadLanguage.execute(language: "es")

        #expect(download.failedTools.map(\.toolId) == ["a", "d", "l"])
        #expect(download.toolCount == 0)
        #expect(try await context.viewLanguagesAvailableOffline.execute().isEmpty)
    }

    @Test(
        "Given the source gone When Spanish is downloaded Then the download stops at the first tool and names it, as every other would fail too"
    )
    func stopsWhenTheSourceIsGone() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewDownloadableLanguages.execute()
        context.source.setOffline(true)

        await #expect(throws: ToolsError.toolDownloadFailed(toolName: "Alfa", languageName: "Spanish")) {
            try await context.downloadLanguage.execute(language: "es")
        }
        #expect(try await context.viewLanguagesAvailableOffline.execute().isEmpty)
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
