import ToolsDomain

/// What keeping a just-favorited tool offline came to, for the view to put into words.
public enum OfflineFavoriteOutcome: Equatable, Sendable {
    /// Downloading on a terminal, in the background: the command returned at once.
    case inBackground(name: String)
    /// Downloaded (a script waits for it): the languages it now reads in with no network.
    case kept(FavoriteOfflineDomainModel)
    /// The download failed; the favorite stays and downloads when it is opened.
    case failed(name: String)
}
