import Foundation

/// The copy of the account saved on this device the last time the backend answered, with the
/// activity totals it gave then: what the account screen shows when the backend cannot be
/// reached, and after the backend ended the session.
public struct SavedAccountDataModel: Equatable, Sendable {
    public var account: AccountDataModel
    public var totals: AccountActivityDataModel
    public var savedAt: Date

    public init(account: AccountDataModel, totals: AccountActivityDataModel, savedAt: Date) {
        self.account = account
        self.totals = totals
        self.savedAt = savedAt
    }
}
