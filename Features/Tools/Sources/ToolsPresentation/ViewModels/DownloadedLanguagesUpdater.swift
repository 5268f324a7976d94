import ToolsDomain

/// Keeps downloaded languages current for the session: once at launch, in the background
/// (the first prompt never waits for it), and after `refresh`. The use case checks each
/// language at most once a day. Screens that show downloads wait for a running update, so
/// what they show is settled.
public actor DownloadedLanguagesUpdater {
    private let updateDownloadedLanguagesUseCase: UpdateDownloadedLanguagesUseCase
    private let runsInBackground: @Sendable () -> Bool
    private let progressChanged: LanguageUpdateProgressHandler
    private let finishedInBackground: @Sendable (LanguageUpdatesDomainModel) -> Void
    private var running: Task<LanguageUpdatesDomainModel, Never>?

    /// - Parameters:
    ///   - runsInBackground: whether `refresh` returns before its update ends (a terminal is attached).
    ///   - progressChanged: the progress line.
    ///   - finishedInBackground: told what a background update did (the progress line's last words).
    public init(
        updateDownloadedLanguagesUseCase: UpdateDownloadedLanguagesUseCase, runsInBackground: @escaping @Sendable () -> Bool,
        progressChanged: @escaping LanguageUpdateProgressHandler = { _ in },
        finishedInBackground: @escaping @Sendable (LanguageUpdatesDomainModel) -> Void = { _ in }
    ) {
        self.updateDownloadedLanguagesUseCase = updateDownloadedLanguagesUseCase
        self.runsInBackground = runsInBackground
        self.progressChanged = progressChanged
        self.finishedInBackground = finishedInBackground
    }

    /// Starts the launch update in the background, reading the catalog from its source first.
    public func launched() {
        start(readingCatalogAgain: true, reportsWhenDone: runsInBackground())
    }

    /// After `refresh` read the catalog: on a terminal the update runs in the background (nil
    /// is returned); in a script it is waited for and what it did is returned.
    public func refreshed() async -> LanguageUpdatesDomainModel? {
        if runsInBackground() {
            start(readingCatalogAgain: false, reportsWhenDone: true)
            return nil
        }
        return await start(readingCatalogAgain: false, reportsWhenDone: false).value
    }

    /// Waits for the update running now, if any.
    public func waitUntilIdle() async {
        _ = await running?.value
    }

    @discardableResult
    private func start(readingCatalogAgain: Bool, reportsWhenDone: Bool) -> Task<LanguageUpdatesDomainModel, Never> {
        let previous = running
        let task = Task { [updateDownloadedLanguagesUseCase, progressChanged, finishedInBackground] in
            _ = await previous?.value
            let result = await updateDownloadedLanguagesUseCase.execute(
                readingCatalogAgain: readingCatalogAgain, onProgress: progressChanged)
            if reportsWhenDone { finishedInBackground(result) }
            return result
        }
        running = task
        return task
    }
}
