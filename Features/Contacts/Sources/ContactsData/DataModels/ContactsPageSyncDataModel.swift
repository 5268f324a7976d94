import Foundation

/// What happened when a page of the contact book was asked for.
public enum ContactsPageSyncDataModel: Equatable, Sendable {
    /// Fetched from the source just now.
    case fetched(at: Date)
    /// The saved copy was fresh enough; the source was not asked.
    case cached(at: Date)
    /// The source failed. `savedAt` is when the saved copy (if any) was fetched.
    case unavailable(ContactsSourceError, savedAt: Date?)
}
