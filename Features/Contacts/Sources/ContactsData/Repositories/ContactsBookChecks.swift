import SystemKit

/// The revisions of saved books already checked for unreadable contacts, shared by every
/// repository one container makes, so a whole-book search reads every saved row only when
/// the book has changed since the last check, not on every search.
public final class ContactsBookChecks: Sendable {
    private let checked = LockedState<[String: Int64]>([:])

    public init() {}

    func isChecked(_ sourceKey: String, at revision: Int64) -> Bool {
        checked.withLock { $0[sourceKey] == revision }
    }

    func markChecked(_ sourceKey: String, at revision: Int64) {
        checked.withLock { $0[sourceKey] = revision }
    }
}
