/// Something the list tells the person besides showing contacts.
public enum ContactsListNotice: Equatable, Sendable {
    case alreadyOnLastPage
    case alreadyOnFirstPage
    case refreshed
    case sourceUnreachable(minutesAgo: Int?)
    /// The source answered, but gave no usable page: the saved copy is shown, and says why.
    case savedCopyKept
    /// Saving the whole book for a search, sort or filter saved this many more pages.
    case pagesSaved(count: Int)
    case favorited(name: String)
    case unfavorited(name: String)
    case alreadyFavorite(name: String)
    case notFavorite(name: String)
    case failed(ContactsFailure)
}
