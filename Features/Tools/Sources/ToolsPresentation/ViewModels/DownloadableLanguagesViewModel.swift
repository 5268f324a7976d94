import Foundation
import Observation
import ReplKit
import ToolsDomain

/// Downloadable languages: every language with a tool or lesson, those downloaded
/// before the screen opened first (a language downloaded while it is open keeps its
/// place); searchable; `download`, which goes on past a tool it cannot get, `retry` (only the
/// tools passed over, or the whole language after a download that stopped) and `remove`,
/// which asks first.
@MainActor
@Observable
public final class DownloadableLanguagesViewModel {
    public private(set) var state: ScreenState<[DownloadableLanguageDomainModel], ToolsFailure> = .loading
    public private(set) var searchText = ""
    /// What `retry` fetches again: a language that stopped, or the tools a download passed over.
    public private(set) var failedDownload: FailedLanguageDownload?
    /// The language waiting for `yes` or `no` before it is removed.
    public private(set) var pendingRemoval: ToolLanguageDomainModel?

    @ObservationIgnored private let viewDownloadableLanguagesUseCase: ViewDownloadableLanguagesUseCase
    @ObservationIgnored private let downloadToolLanguageUseCase: DownloadToolLanguageUseCase
    @ObservationIgnored private let retryFailedToolDownloadsUseCase: RetryFailedToolDownloadsUseCase
    @ObservationIgnored private let askToRemoveToolLanguageUseCase: AskToRemoveToolLanguageUseCase
    @ObservationIgnored private let removeToolLanguageDownloadUseCase: RemoveToolLanguageDownloadUseCase
    /// Told a download's progress (the average of its tools'): the progress line, given by the DiContainer.
    @ObservationIgnored private let downloadProgressChanged: LanguageDownloadProgressHandler
    /// The languages downloaded when the screen was first read: they stay first.
    @ObservationIgnored private var downloadedWhenOpened: Set<String>?
    /// When each downloaded language was last updated, by language id.
    public private(set) var lastUpdated: [String: Date] = [:]
    @ObservationIgnored private let viewLanguagesLastUpdatedUseCase: ViewLanguagesLastUpdatedUseCase?
    /// The session's language updates, waited for so the screen shows them settled.
    @ObservationIgnored private let languagesUpdater: DownloadedLanguagesUpdater?

    public init(
        viewDownloadableLanguagesUseCase: ViewDownloadableLanguagesUseCase,
        downloadToolLanguageUseCase: DownloadToolLanguageUseCase,
        retryFailedToolDownloadsUseCase: RetryFailedToolDownloadsUseCase,
        askToRemoveToolLanguageUseCase: AskToRemoveToolLanguageUseCase,
        removeToolLanguageDownloadUseCase: RemoveToolLanguageDownloadUseCase,
        downloadProgressChanged: @escaping LanguageDownloadProgressHandler = { _ in },
        viewLanguagesLastUpdatedUseCase: ViewLanguagesLastUpdatedUseCase? = nil,
        languagesUpdater: DownloadedLanguagesUpdater? = nil
    ) {
        self.viewLanguagesLastUpdatedUseCase = viewLanguagesLastUpdatedUseCase
        self.languagesUpdater = languagesUpdater
        self.downloadProgressChanged = downloadProgressChanged
        self.viewDownloadableLanguagesUseCase = viewDownloadableLanguagesUseCase
        self.downloadToolLanguageUseCase = downloadToolLanguageUseCase
        self.retryFailedToolDownloadsUseCase = retryFailedToolDownloadsUseCase
        self.askToRemoveToolLanguageUseCase = askToRemoveToolLanguageUseCase
        self.removeToolLanguageDownloadUseCase = removeToolLanguageDownloadUseCase
    }

    public var visibleLanguages: [DownloadableLanguageDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        await languagesUpdater?.waitUntilIdle()
        await load()
    }

    public func searchTextChanged(_ text: String) async {
        searchText = text.trimmingCharacters(in: .whitespaces)
        await load()
    }

    /// Downloads every tool and lesson in `language` (a code or a name).
    public func downloadTapped(language: String) async -> ToolsNotice {
        pendingRemoval = nil
        return await downloading(language) {
            [downloadToolLanguageUseCase, downloadProgressChanged] () async throws(ToolsError) -> LanguageDownloadDomainModel in
            try await downloadToolLanguageUseCase.execute(language: language, onProgress: downloadProgressChanged)
        }
    }

    /// Fetches again only the tools the last download passed over, or the whole language when it
    /// stopped; what was saved before is not fetched again.
    public func retryTapped() async -> ToolsNotice {
        pendingRemoval = nil
        switch failedDownload {
        case nil:
            return .nothingToRetry
        case .stopped(let language):
            return await downloadTapped(language: language)
        case .passedOver(let language, let tools):
            return await downloading(language) {
                [retryFailedToolDownloadsUseCase, downloadProgressChanged] () async throws(ToolsError)
                    -> LanguageDownloadDomainModel in
                try await retryFailedToolDownloadsUseCase.execute(
                    language: language, failedTools: tools, onProgress: downloadProgressChanged)
            }
        }
    }

    /// Runs a download of `language` and keeps what `retry` would need.
    private func downloading(
        _ language: String, _ download: () async throws(ToolsError) -> LanguageDownloadDomainModel
    ) async -> ToolsNotice {
        do {
            let result = try await download()
            let failedNames = result.failedTools.map(\.toolName)
            failedDownload = result.failedTools.isEmpty ? nil : .passedOver(language: language, tools: result.failedTools)
            await load()
            return .languageDownloaded(name: result.language.name, toolCount: result.toolCount, failedTools: failedNames)
        } catch {
            if case .toolDownloadFailed = error { failedDownload = .stopped(language: language) }
            await load()
            return .failed(ToolsFailure(error))
        }
    }

    /// Asks before removing the downloaded `language`.
    public func removeTapped(language: String) async -> ToolsNotice {
        do {
            let downloaded = try await askToRemoveToolLanguageUseCase.execute(language: language)
            pendingRemoval = downloaded
            return .confirmLanguageRemoval(name: downloaded.name)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    public func removalConfirmed() async -> ToolsNotice {
        guard let language = pendingRemoval else { return .nothingToConfirmRemoval }
        pendingRemoval = nil
        do {
            let removal = try await removeToolLanguageDownloadUseCase.execute(languageId: language.id)
            await load()
            return .languageRemoved(name: removal.language.name, freedFiles: removal.freedFiles)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    public func removalCancelled() -> ToolsNotice {
        guard let language = pendingRemoval else { return .nothingToConfirmRemoval }
        pendingRemoval = nil
        return .languageKept(name: language.name)
    }

    private func load() async {
        do {
            let list = try await viewDownloadableLanguagesUseCase.execute(
                searchText: searchText, downloadedWhenOpened: downloadedWhenOpened
            )
            downloadedWhenOpened = list.downloadedWhenOpened
            lastUpdated = (try? await viewLanguagesLastUpdatedUseCase?.execute()) ?? [:]
            state = .loaded(list.languages)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
