/// Where a screen's content stands.
public enum LoadState<Content: Equatable & Sendable>: Equatable, Sendable {
    case loading
    case loaded(Content)
    /// Loaded, but nothing to show for the current search.
    case empty(searchText: String)
    case failed(LanguagesFailure)
}

/// Why a Languages screen could not do what was asked.
public enum LanguagesFailure: Equatable, Sendable {
    case couldNotLoad
    case unknownLanguage(id: String)
    case couldNotSave
}
