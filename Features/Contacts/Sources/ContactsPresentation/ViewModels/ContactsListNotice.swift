import Foundation

/// Something the list tells the person besides showing contacts.
public enum ContactsListNotice: Equatable, Sendable {
    case alreadyOnLastPage
    case alreadyOnFirstPage
    case refreshed
    case sourceUnreachable(minutesAgo: Int?)
    case favorited(name: String)
    case unfavorited(name: String)
    case failed(ContactsFailure)
}
