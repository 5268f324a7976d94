import Localization
import ToolsData
import ToolsDomain

/// Tool languages for offline use, as GodTools' Downloadable languages has them:
/// every language with a tool or lesson, downloaded ones first; downloading a language
/// fetches every listed tool and lesson in it (through the one download path, so what
/// is saved is not fetched again), going on past one that fails (``LanguageToolsDownload``)
/// and counting as downloaded for those that made it; removing one frees the files no
/// other download needs, keeping what the favorites are read in.
public struct ToolLanguageDownloads: ToolLanguageDownloadsInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let downloadsRepository: DownloadedToolLanguagesRepository
    private let filesRepository: ToolTranslationFilesRepository
    private let favoritesRepository: FavoriteToolsRepository
    private let settings: ToolLanguageSettings
    private let currentAppLanguage: CurrentAppLanguage
    private let offlineFavoritesRepository: OfflineFavoritesRepository?

    /// `offlineFavoritesRepository` tells which downloads favorites hold (kept when a language goes).
    public init(
        catalogRepository: ToolsCatalogRepository, downloadsRepository: DownloadedToolLanguagesRepository,
        filesRepository: ToolTranslationFilesRepository, favoritesRepository: FavoriteToolsRepository,
        settings: ToolLanguageSettings, currentAppLanguage: CurrentAppLanguage,
        offlineFavoritesRepository: OfflineFavoritesRepository? = nil
    ) {
        self.offlineFavoritesRepository = offlineFavoritesRepository
        self.catalogRepository = catalogRepository
        self.downloadsRepository = downloadsRepository
        self.filesRepository = filesRepository
        self.favoritesRepository = favoritesRepository
        self.settings = settings
        self.currentAppLanguage = currentAppLanguage
    }

    private var naming: LanguageNaming { LanguageNaming(appLanguage: currentAppLanguage.language) }

    public func getDownloadableLanguages(
        searchText: String, downloadedWhenOpened: Set<String>?
    ) async throws(ToolsError) -> DownloadableLanguagesDomainModel {
        let rules = try await catalogRepository.rules()
        let downloaded = try await downloadedIds()
        let first = downloadedWhenOpened ?? downloaded
        let naming = naming
        let rows = rules.catalog.languages
            .compactMap { language -> DownloadableLanguageDomainModel? in
                let count = Self.resources(in: language.id, rules).count
                guard count > 0, naming.matches(language, searchText: searchText) else { return nil }
                return DownloadableLanguageDomainModel(
                    language: naming.domainModel(language), toolCount: count, isDownloaded: downloaded.contains(language.id)
                )
            }
            .sorted { lhs, rhs in
                let (lhsFirst, rhsFirst) = (first.contains(lhs.language.id), first.contains(rhs.language.id))
                if lhsFirst != rhsFirst { return lhsFirst }
                return naming.isOrderedBefore(lhs.language.name, rhs.language.name)
            }
        return DownloadableLanguagesDomainModel(languages: rows, downloadedWhenOpened: first)
    }

    public func downloadLanguage(
        _ text: String, toolIds: Set<String>?, onProgress: @escaping LanguageDownloadProgressHandler
    ) async throws(ToolsError) -> LanguageDownloadDomainModel {
        let rules = try await catalogRepository.rules()
        let naming = naming
        guard
            let language = rules.catalog.languages.first(where: {
                naming.isNamed($0, by: text) && !Self.resources(in: $0.id, rules).isEmpty
            })
        else { throw .unknownLanguage(text) }
        let languageModel = naming.domainModel(language)
        let resources = Self.resources(in: language.id, rules)
        let asked = toolIds.map { ids in resources.filter { ids.contains($0.resource.id) } } ?? resources
        let download = LanguageToolsDownload(
            filesRepository: filesRepository, rules: rules, language: languageModel,
            appLanguageCode: currentAppLanguage.language.code)
        let failed = try await download.run(asked, onProgress: onProgress)
        let saved = resources.count - failed.count
        if saved > 0 {
            do {
                try await downloadsRepository.markDownloaded(languageId: language.id)
            } catch {
                throw .couldNotSave
            }
        }
        return LanguageDownloadDomainModel(language: languageModel, toolCount: saved, failedTools: failed)
    }

    public func downloadedLanguage(_ text: String) async throws(ToolsError) -> ToolLanguageDomainModel {
        let rules = try await catalogRepository.rules()
        let naming = naming
        guard let language = rules.catalog.languages.first(where: { naming.isNamed($0, by: text) }) else {
            throw .unknownLanguage(text)
        }
        guard try await downloadedIds().contains(language.id) else {
            throw .languageNotDownloaded(languageName: naming.name(of: language))
        }
        return naming.domainModel(language)
    }

    public func removeLanguage(id: String) async throws(ToolsError) -> LanguageRemovalDomainModel {
        let rules = try await catalogRepository.rules()
        guard let language = rules.language(id: id) else { throw .unknownLanguage(id) }
        let keptForFavorites = try await favoriteTranslationIds(languageId: id)
        do {
            let held = try await offlineFavoritesRepository?.heldManifestNames() ?? []
            let manifests = try await downloadsRepository.translationDownloads()
                .filter { $0.languageId == id && !keptForFavorites.contains($0.translationId) && !held.contains($0.manifestName) }
                .map(\.manifestName)
            let freed = try await downloadsRepository.removeLanguage(languageId: id, manifestNames: Set(manifests), keeping: [])
            return LanguageRemovalDomainModel(language: naming.domainModel(language), freedFiles: freed)
        } catch {
            throw .couldNotSave
        }
    }

    /// Reads the catalog only when a language is downloaded, so a screen of another feature
    /// that lists them does not wait on the content source for nothing.
    public func getLanguagesAvailableOffline() async throws(ToolsError) -> [ToolLanguageDomainModel] {
        let downloaded = try await downloadedIds()
        guard !downloaded.isEmpty else { return [] }
        let rules = try await catalogRepository.rules()
        let naming = naming
        return naming.sorted(downloaded.compactMap(rules.language(id:)).map(naming.domainModel))
    }

    /// The listed tools and lessons with content in the language, in list order, tools first.
    static func resources(
        in languageId: String, _ rules: ToolCatalogRules
    ) -> [(resource: ToolsResourceDataModel, translation: ToolsTranslationDataModel)] {
        rules.downloadableResources.compactMap { resource in
            rules.readableTranslation(of: resource, languageId: languageId).map { (resource, $0) }
        }
    }

    private func downloadedIds() async throws(ToolsError) -> Set<String> {
        do {
            return Set(try await downloadsRepository.downloadedLanguageIds())
        } catch {
            throw .couldNotLoad
        }
    }

    /// The translations in the language that favorites are read in (their primary or parallel language).
    private func favoriteTranslationIds(languageId: String) async throws(ToolsError) -> Set<String> {
        let favorites: [String]
        do {
            favorites = try await favoritesRepository.favoriteIds()
        } catch {
            throw .couldNotLoad
        }
        var kept = Set<String>()
        for toolId in favorites {
            guard let resolved = try? await settings.resolved(toolId: toolId),
                [resolved.primary.id, resolved.parallel?.id].contains(languageId),
                let translation = resolved.rules.translation(of: resolved.tool, languageId: languageId)
            else { continue }
            kept.insert(translation.id)
        }
        return kept
    }
}
