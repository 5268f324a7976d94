import Localization
import ToolsData
import ToolsDomain

/// A tool's pages in its primary and parallel languages. Each translation's manifest and
/// pages are downloaded, checked against their SHA-256 and saved the first time, and
/// read from the database after that, so a saved tool reads with the source gone.
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
        toolId: String, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> ToolReaderDomainModel {
        let resolved = try await settings.resolved(toolId: toolId)
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        var downloaded: [ToolLanguageDomainModel] = []
        var translations: [ToolTranslationDomainModel] = []
        for language in [resolved.primary] + [resolved.parallel].compactMap({ $0 }) {
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
}
