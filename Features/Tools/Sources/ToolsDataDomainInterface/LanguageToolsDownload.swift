import SystemKit
import ToolsData
import ToolsDomain

/// One language download: each of its tools and lessons fetched in list order through the one
/// download path, going on past one whose files cannot be had (a file that fails its checksum,
/// is missing or cannot be read) and stopping only when nothing more could come — the source
/// unreachable or timing out, the database failing, the download cancelled.
struct LanguageToolsDownload {
    typealias Item = (resource: ToolsResourceDataModel, translation: ToolsTranslationDataModel)

    let filesRepository: ToolTranslationFilesRepository
    let rules: ToolCatalogRules
    let language: ToolLanguageDomainModel
    let appLanguageCode: String

    /// What became of one tool.
    private enum Fetched {
        case saved
        case failed
        case stopped
    }

    /// Fetches `items`, reporting the average of their progress; returns those that failed.
    /// - Throws: `toolDownloadFailed`, naming the tool it stopped at (what was saved stays).
    func run(
        _ items: [Item], onProgress: @escaping LanguageDownloadProgressHandler
    ) async throws(ToolsError) -> [FailedToolDownloadDomainModel] {
        let fractions = LockedState([Double](repeating: 0, count: items.count))
        let language = language
        let report = { @Sendable (index: Int, fraction: Double) in
            let (average, done) = fractions.withLock { values in
                values[index] = fraction
                return (values.reduce(0, +) / Double(max(values.count, 1)), values.filter { $0 >= 1 }.count)
            }
            onProgress(
                LanguageDownloadProgressDomainModel(
                    language: language, fraction: average, completedTools: done, totalTools: items.count))
        }
        var failed: [FailedToolDownloadDomainModel] = []
        for (index, item) in items.enumerated() {
            let name = rules.name(of: item.resource, languageId: language.id, appLanguageCode: appLanguageCode)
            switch await fetch(item, onFraction: { report(index, $0) }) {
            case .saved: break
            case .failed: failed.append(FailedToolDownloadDomainModel(toolId: item.resource.id, toolName: name))
            case .stopped: throw .toolDownloadFailed(toolName: name, languageName: language.name)
            }
            report(index, 1)
        }
        return failed
    }

    private func fetch(_ item: Item, onFraction: @escaping @Sendable (Double) -> Void) async -> Fetched {
        if Task.isCancelled { return .stopped }
        guard let manifestName = item.translation.manifestName else { return .failed }
        let request = ToolTranslationRequestDataModel(
            manifestName: manifestName, resourceId: item.resource.id, languageId: language.id,
            translationId: item.translation.id)
        do {
            try await filesRepository.download(request) { step in
                onFraction(Double(step.completedFiles) / Double(max(step.totalFiles, 1)))
            }
            return .saved
        } catch .source(let error) {
            // A reader reads the older version saved when the latest cannot be fetched: so does the download.
            if await hasOlderVersion(of: request) { return .saved }
            return Self.stopsTheDownload(.source(error)) ? .stopped : .failed
        } catch {
            return Self.stopsTheDownload(error) ? .stopped : .failed
        }
    }

    /// The source gone, the database failing or the person's Ctrl-C: every tool after this one
    /// would fail the same way. A file that fails its checksum, is missing or unreadable is the tool's own.
    static func stopsTheDownload(_ error: ToolsDownloadError) -> Bool {
        switch error {
        case .source(.unreachable), .source(.timedOut), .source(.cancelled), .storage: return true
        case .source, .checksumMismatch, .unreadable: return false
        }
    }

    private func hasOlderVersion(of request: ToolTranslationRequestDataModel) async -> Bool {
        let saved = try? await filesRepository.savedRequests(resourceId: request.resourceId, languageId: request.languageId)
        return saved?.contains { $0.manifestName != request.manifestName } ?? false
    }
}
