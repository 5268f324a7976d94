import Localization
import ToolsData
import ToolsDomain

/// A tool's pages in its primary and parallel languages. Each translation's manifest and
/// pages are downloaded, checked against their SHA-256 and saved the first time, and
/// read from the database after that, so a saved tool reads with the source gone. A link's
/// languages are used when the tool has them (its parallel one only for a tool read with
/// one), without changing the tool's settings.
public struct GetToolReader: GetToolReaderInterface {
    private let settings: ToolLanguageSettings
    private let filesRepository: ToolTranslationFilesRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        settings: ToolLanguageSettings, filesRepository: ToolTranslationFilesRepository, currentAppLanguage: CurrentAppLanguage
    ) {
        self.settings = settings
        self.filesRepository = filesRepository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getToolReader(
        toolId: String, linkLanguages: ToolLinkLanguagesDomainModel?, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> ToolReaderDomainModel {
        let resolved = try await settings.resolved(toolId: toolId)
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        var downloaded: [ToolLanguageDomainModel] = []
        var translations: [ToolTranslationDomainModel] = []
        let (primary, parallel) = Self.languages(resolved, linkLanguages)
        for language in [primary] + [parallel].compactMap({ $0 }) {
            let languageModel = naming.domainModel(language)
            guard let translation = resolved.rules.translation(of: resolved.tool, languageId: language.id)
            else { throw .noContent(languageName: languageModel.name) }
            let content = try await TranslationContentLoader(filesRepository: filesRepository).load(
                resourceId: resolved.tool.id, translation: translation, language: languageModel, onProgress: onProgress
            )
            if content.wasDownloaded { downloaded.append(languageModel) }
            translations.append(
                ToolTranslationDomainModel(
                    language: languageModel,
                    toolName: translation.translatedName ?? content.title ?? resolved.tool.name, pages: content.pages,
                    tips: content.tips, categories: content.categories
                ))
        }
        return ToolReaderDomainModel(
            toolId: resolved.tool.id, code: resolved.tool.abbreviation,
            kind: ToolKindDomainModel(resourceType: resolved.tool.resourceType), primary: translations[0],
            parallel: translations.count > 1 ? translations[1] : nil,
            downloadedLanguages: downloaded
        )
    }

    /// The settings' languages, or a link's when the tool has its primary one.
    private static func languages(
        _ resolved: ToolLanguageSettings.Resolved, _ link: ToolLinkLanguagesDomainModel?
    ) -> (ToolsLanguageDataModel, ToolsLanguageDataModel?) {
        func language(_ code: String?) -> ToolsLanguageDataModel? {
            code.flatMap { code in resolved.languages.first { $0.code.lowercased() == code.lowercased() } }
        }
        guard let link, let primary = language(link.primaryCode) else { return (resolved.primary, resolved.parallel) }
        let parallel = resolved.supportsParallel ? language(link.parallelCode).flatMap { $0.id == primary.id ? nil : $0 } : nil
        return (primary, parallel)
    }
}
