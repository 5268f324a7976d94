import Foundation

/// The account itself: as the backend says it now, deleted there, and the copy saved on this device.
public struct AccountProfileRepository: Sendable {
    private let me: AccountMeAPI
    private let dao: AccountSavedCopyDAO

    public init(me: AccountMeAPI, dao: AccountSavedCopyDAO) {
        self.me = me
        self.dao = dao
    }

    public func fetchAccount() async throws(AccountBackendFailure) -> AccountDataModel {
        try await me.account()
    }

    public func deleteAccount() async throws(AccountBackendFailure) {
        try await me.deleteAccount()
    }

    public func savedCopy() async -> SavedAccountDataModel? {
        try? await dao.savedCopy()
    }

    public func save(_ copy: SavedAccountDataModel) async {
        try? await dao.save(copy)
    }

    /// Removes everything of the account kept in the database.
    public func forgetEverything() async {
        try? await dao.deleteEverything()
    }
}
