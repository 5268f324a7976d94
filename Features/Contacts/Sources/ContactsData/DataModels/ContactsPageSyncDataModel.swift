import Foundation

/// What happened when a page of the contact book was asked for.
public enum ContactsPageSyncDataModel: Equatable, Sendable {
    /// Fetched from the source just now.
    case fetched(at: Date)
    /// The saved copy was fresh enough; the source was not asked.
    case cached(at: Date)
    /// The saved copy is stale and the source has not answered yet: the saved copy (fetched
    /// at `savedAt`) stands for now, and the fetch goes on in the background.
    case savedWhileWaiting(savedAt: Date)
    /// The source failed. `savedAt` is when the saved copy (if any) was fetched.
    case unavailable(ContactsSourceError, savedAt: Date?)
}
