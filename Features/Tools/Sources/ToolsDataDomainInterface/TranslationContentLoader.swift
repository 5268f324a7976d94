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
            return Self.loaded(content, wasDownloaded: fetched > 0)
        } catch .checksumMismatch {
            throw .checksumMismatch(languageName: language.name)
        } catch .source {
            guard let older = await savedOlderVersion(of: request) else { throw .downloadFailed(languageName: language.name) }
            return older
        } catch {
            throw .downloadFailed(languageName: language.name)
        }
    }

    /// The latest saved version of the translation's tool in its language when the newest
    /// cannot be fetched (an update that failed keeps the old one): GodTools reads what it has.
    private func savedOlderVersion(of request: ToolTranslationRequestDataModel) async -> Loaded? {
        guard let saved = try? await filesRepository.savedRequests(resourceId: request.resourceId, languageId: request.languageId)
        else { return nil }
        for older in saved where older.manifestName != request.manifestName {
            if let content = try? await filesRepository.savedContent(older) { return Self.loaded(content, wasDownloaded: false) }
        }
        return nil
    }

    private static func loaded(_ content: ToolTranslationContentDataModel, wasDownloaded: Bool) -> Loaded {
        Loaded(
            title: content.manifest.title, pages: ToolContentMapping.pages(content.pages),
            tips: content.tips.map(ToolContentMapping.tip),
            categories: ToolContentMapping.categories(content.manifest.categories), wasDownloaded: wasDownloaded)
    }
}
