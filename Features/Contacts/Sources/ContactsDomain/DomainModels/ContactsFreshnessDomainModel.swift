import Foundation

/// Where the contacts on screen came from, when it matters to the person.
public enum ContactsFreshnessDomainModel: Equatable, Sendable {
    /// Up to date: fetched now or saved recently enough.
    case current
    /// The source could not be reached; these were saved at `savedAt`,
    /// `minutesAgo` minutes ago by the app's clock.
    case offline(savedAt: Date, minutesAgo: Int)
    /// The source was reached but gave no usable page (`problem` says why), or has not
    /// answered yet; these are the contacts saved at `savedAt`, `minutesAgo` minutes ago.
    case savedCopy(savedAt: Date, minutesAgo: Int, problem: ContactsSourceProblemDomainModel)
    /// The source could not be reached and only part of the book is saved,
    /// so a search or sort covers `savedCount` contacts.
    case partiallyOffline(savedCount: Int)
}
