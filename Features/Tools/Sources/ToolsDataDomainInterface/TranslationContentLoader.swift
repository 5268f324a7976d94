import ToolsData
import ToolsDomain

/// A translation's pages for reading: its files downloaded, checked and saved the first
/// time (through ``ToolTranslationFilesRepository``, the one download path), read from the
/// database after that.
struct TranslationContentLoader {
    let filesRepository: ToolTranslationFilesRepository

    struct Loaded {
        let title: String?
        let pages: [ToolPageDomainModel]
        let tips: [ToolTipDomainModel]
        let categories: [ToolArticleCategoryDomainModel]
        /// Whether files were fetched to open it now.
        let wasDownloaded: Bool
    }

    /// - Throws: `checksumMismatch` or `downloadFailed`, naming `language`.
    func load(
        resourceId: String, translation: ToolsTranslationDataModel, language: ToolLanguageDomainModel,
        onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> Loaded {
        guard let manifestName = translation.manifestName else { throw .noContent(languageName: language.name) }
        let request = ToolTranslationRequestDataModel(
            manifestName: manifestName, resourceId: resourceId, languageId: language.id, translationId: translation.id
        )
        do throws(ToolsDownloadError) {
            let fetched = try await filesRepository.download(request) { progress in
                onProgress(
                    ToolDownloadProgressDomainModel(
                        language: language, completedFiles: progress.completedFiles, totalFiles: progress.totalFiles
                    ))
            }
            guard let content = try await filesRepository.savedContent(request) else { throw .storage }
            return Loaded(
                title: content.manifest.title, pages: ToolContentMapping.pages(content.pages),
                tips: content.tips.map(ToolContentMapping.tip),
                categories: ToolContentMapping.categories(content.manifest.categories),
                wasDownloaded: fetched > 0)
        } catch .checksumMismatch {
            throw .checksumMismatch(languageName: language.name)
        } catch {
            throw .downloadFailed(languageName: language.name)
        }
    }
}
