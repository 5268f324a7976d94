import Foundation
import Localization
import SystemKit
import ToolsData
import ToolsDomain

/// Downloaded languages kept current. A language is checked at most once a day (by the
/// session's clock): each of its listed tools and lessons whose latest translation is newer
/// (a higher version, or another translation when no version was recorded) than the one
/// saved — or that has none saved — is downloaded. An update is all or nothing: once every
/// newer translation is saved, the old downloads go (favorites' holds move to the new ones)
/// and the files nothing needs are freed; when one fails, what this update saved goes and the
/// old downloads, their versions and the language's dates stay. A tool with nothing saved (one the
/// language download passed over) is tried too, but its failing fails nothing: it stays missing.
public struct DownloadedLanguageUpdates: LanguageUpdatesInterface {
    /// How long a checked language waits before it is checked again: a day.
    public static let checkInterval: TimeInterval = 24 * 60 * 60

    private let catalogRepository: ToolsCatalogRepository
    private let downloadsRepository: DownloadedToolLanguagesRepository
    private let updatesRepository: LanguageUpdatesRepository
    private let filesRepository: ToolTranslationFilesRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, downloadsRepository: DownloadedToolLanguagesRepository,
        updatesRepository: LanguageUpdatesRepository, filesRepository: ToolTranslationFilesRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.catalogRepository = catalogRepository
        self.downloadsRepository = downloadsRepository
        self.updatesRepository = updatesRepository
        self.filesRepository = filesRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func updateDownloadedLanguages(
        readingCatalogAgain: Bool, onProgress: @escaping LanguageUpdateProgressHandler
    ) async -> LanguageUpdatesDomainModel {
        let now = updatesRepository.now()
        guard let languages = try? await updatesRepository.downloadedLanguages() else { return .nothingDue }
        let due = languages.filter { language in
            language.checkedAt.map { now.timeIntervalSince($0) >= Self.checkInterval || $0 > now } ?? true
        }
        guard !due.isEmpty else { return .nothingDue }
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        if readingCatalogAgain {
            do { try await catalogRepository.sync() } catch { return .nothingDue }
        }
        guard let rules = try? await catalogRepository.rules() else { return .nothingDue }
        var updated: [UpdatedLanguageDomainModel] = []
        var failed: [ToolLanguageDomainModel] = []
        for language in due {
            guard let catalogLanguage = rules.language(id: language.languageId) else { continue }
            let languageModel = naming.domainModel(catalogLanguage)
            do {
                let count = try await update(languageModel, rules) { fraction in
                    onProgress(LanguageUpdateProgressDomainModel(language: languageModel, fraction: fraction))
                }
                if count > 0 { updated.append(UpdatedLanguageDomainModel(language: languageModel, updatedTools: count)) }
            } catch {
                failed.append(languageModel)
            }
        }
        return LanguageUpdatesDomainModel(updated: updated, failed: failed, checkedLanguages: due.count)
    }

    public func getLanguagesLastUpdated() async throws(ToolsError) -> [String: Date] {
        do {
            return Dictionary(
                uniqueKeysWithValues: try await updatesRepository.downloadedLanguages().map { ($0.languageId, $0.updatedAt) })
        } catch {
            throw .couldNotLoad
        }
    }

    /// Brings one language up to date; returns how many of its tools came in a newer translation.
    private func update(
        _ language: ToolLanguageDomainModel, _ rules: ToolCatalogRules, onProgress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int {
        let saved = try await downloadsRepository.translationDownloads()
        let inLanguage = saved.filter { $0.languageId == language.id }
        let versions = try await updatesRepository.versions(of: Set(inLanguage.map(\.manifestName)))
        let outdated = ToolLanguageDownloads.resources(in: language.id, rules).compactMap {
            item -> (request: ToolTranslationRequestDataModel, version: Int, old: Set<String>)? in
            guard let manifestName = item.translation.manifestName else { return nil }
            let mine = inLanguage.filter { $0.resourceId == item.resource.id }
            let isCurrent = mine.contains { download in
                download.manifestName == manifestName || download.translationId == item.translation.id
                    || (versions[download.manifestName] ?? Int.min) >= item.translation.version
            }
            guard !isCurrent else { return nil }
            let request = ToolTranslationRequestDataModel(
                manifestName: manifestName, resourceId: item.resource.id, languageId: language.id,
                translationId: item.translation.id)
            return (request, item.translation.version, Set(mine.map(\.manifestName)))
        }
        guard !outdated.isEmpty else {
            try await updatesRepository.markChecked(languageId: language.id)
            return 0
        }
        let savedBefore = Set(saved.map(\.manifestName))
        var recorded = Set<String>()
        var fetched: [(request: ToolTranslationRequestDataModel, version: Int, old: Set<String>)] = []
        do {
            for (index, item) in outdated.enumerated() {
                do throws(ToolsDownloadError) {
                    try await filesRepository.download(item.request) { step in
                        let files = Double(step.completedFiles) / Double(max(step.totalFiles, 1))
                        onProgress((Double(index) + files) / Double(outdated.count))
                    }
                } catch  where item.old.isEmpty && !LanguageToolsDownload.stopsTheDownload(error) {
                    // A tool the language download passed over stays missing, as it was: the others update.
                    continue
                }
                fetched.append(item)
                if !savedBefore.contains(item.request.manifestName) { recorded.insert(item.request.manifestName) }
            }
        } catch {
            _ = try? await updatesRepository.discardUpdate(manifestNames: recorded)
            throw error
        }
        guard !fetched.isEmpty else {
            try await updatesRepository.markChecked(languageId: language.id)
            return 0
        }
        _ = try await updatesRepository.completeUpdate(
            languageId: language.id,
            replacements: fetched.map {
                ToolsDownloadReplacementDataModel(
                    oldManifestNames: $0.old, newManifestName: $0.request.manifestName, newVersion: $0.version)
            },
            keeping: []
        )
        return fetched.count
    }
}
