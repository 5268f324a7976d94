import Localization
import SystemKit
import ToolsData
import ToolsDomain

/// Favorites kept for reading offline, as GodTools keeps them: favoriting a tool downloads it
/// in the app language and in its primary and parallel languages (through the one download
/// path, so what is saved is not fetched again), and the favorite holds those downloads.
/// Unfavoriting lets go of them: a download is forgotten only when no other favorite holds it
/// and its language is not downloaded, and a file is deleted only when no remaining download
/// needs it (files are kept by content, so another language's or tool's use of it counts).
public struct OfflineFavoriteTools: OfflineFavoritesInterface {
    private let settings: ToolLanguageSettings
    private let filesRepository: ToolTranslationFilesRepository
    private let offlineRepository: OfflineFavoritesRepository
    private let downloadsRepository: DownloadedToolLanguagesRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        settings: ToolLanguageSettings, filesRepository: ToolTranslationFilesRepository,
        offlineRepository: OfflineFavoritesRepository, downloadsRepository: DownloadedToolLanguagesRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.settings = settings
        self.filesRepository = filesRepository
        self.offlineRepository = offlineRepository
        self.downloadsRepository = downloadsRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func keepFavoriteOffline(
        toolId: String, onProgress: @escaping FavoriteOfflineProgressHandler
    ) async throws(ToolsError) -> FavoriteOfflineDomainModel {
        let resolved = try await settings.resolved(toolId: toolId)
        let appLanguage = currentAppLanguage.language
        let naming = LanguageNaming(appLanguage: appLanguage)
        let toolName = resolved.rules.name(of: resolved.tool, appLanguageCode: appLanguage.code)
        let appLanguageEntry = resolved.languages.first { $0.code.lowercased() == appLanguage.code.lowercased() }
        var seen = Set<String>()
        let wanted = [appLanguageEntry, resolved.primary, resolved.parallel].compactMap { $0 }.filter {
            seen.insert($0.id).inserted
        }
        let items = wanted.compactMap { language in
            resolved.rules.readableTranslation(of: resolved.tool, languageId: language.id).map { (language, $0) }
        }
        let fractions = LockedState([Double](repeating: 0, count: items.count))
        let report = { @Sendable (index: Int, fraction: Double) in
            let average = fractions.withLock { values in
                values[index] = fraction
                return values.reduce(0, +) / Double(max(values.count, 1))
            }
            onProgress(FavoriteOfflineProgressDomainModel(toolName: toolName, fraction: average))
        }
        let loader = TranslationContentLoader(filesRepository: filesRepository)
        var kept: [ToolLanguageDomainModel] = []
        for (index, (language, translation)) in items.enumerated() {
            let languageModel = naming.domainModel(language)
            _ = try await loader.load(resourceId: toolId, translation: translation, language: languageModel) { step in
                report(index, Double(step.completedFiles) / Double(max(step.totalFiles, 1)))
            }
            report(index, 1)
            if let manifestName = translation.manifestName {
                do {
                    try await offlineRepository.hold(resourceId: toolId, manifestNames: [manifestName])
                } catch {
                    throw .couldNotSave
                }
            }
            kept.append(languageModel)
        }
        return FavoriteOfflineDomainModel(toolId: toolId, toolName: toolName, languages: kept)
    }

    public func releaseFavorite(toolId: String) async throws(ToolsError) -> Int {
        do {
            let downloadedLanguages = Set(try await downloadsRepository.downloadedLanguageIds())
            let keptForLanguages = Set(
                try await downloadsRepository.translationDownloads()
                    .filter { downloadedLanguages.contains($0.languageId) }.map(\.manifestName))
            return try await offlineRepository.release(resourceId: toolId, keeping: keptForLanguages)
        } catch {
            throw .couldNotSave
        }
    }

    public func isOfflineBannerShown() async -> Bool {
        (try? await offlineRepository.isBannerDismissed()) != true
    }

    public func dismissOfflineBanner() async throws(ToolsError) {
        do {
            try await offlineRepository.dismissBanner()
        } catch {
            throw .couldNotSave
        }
    }
}
