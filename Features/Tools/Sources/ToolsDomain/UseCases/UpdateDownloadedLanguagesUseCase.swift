/// At launch and on `refresh`, downloaded languages whose tools have newer translations update.
public struct UpdateDownloadedLanguagesUseCase: Sendable {
    private let updates: any LanguageUpdatesInterface

    public init(updates: any LanguageUpdatesInterface) {
        self.updates = updates
    }

    public func execute(readingCatalogAgain: Bool, onProgress: @escaping LanguageUpdateProgressHandler = { _ in }) async
        -> LanguageUpdatesDomainModel
    {
        await updates.updateDownloadedLanguages(readingCatalogAgain: readingCatalogAgain, onProgress: onProgress)
    }
}
