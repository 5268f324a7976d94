import AccountData
import FeatureContracts
import Foundation
import Persistence

/// Builds the Account feature's data layer: the backend's APIs, the session store (its tokens
/// in their own file of the data folder), the database's saved copy and counts, and what the
/// feature offers others.
public final class AccountDataLayerDependencies: Sendable {
    public let sessionStore: AccountSessionStore
    public let savedCopyDAO: AccountSavedCopyDAO
    public let activityDAO: AccountActivityDAO
    public let activityRecorder: AccountActivityRecorder
    public let notifier: AccountBoundDataNotifier
    private let client: AccountBackendClient

    /// `dataFolder` holds the token file (`nil`: tokens in memory only); `keepers` finds the
    /// features that keep something of the account's.
    public init(
        database: AppDatabase, dataFolder: URL?, backend: AccountBackend,
        keepers: @escaping @Sendable () -> [any AccountBoundData]
    ) {
        sessionStore = AccountSessionStore(file: dataFolder.map(AccountTokenFile.init(dataFolder:)))
        savedCopyDAO = AccountSavedCopyDAO(database: database)
        activityDAO = AccountActivityDAO(database: database)
        activityRecorder = AccountActivityRecorder(session: sessionStore, dao: activityDAO)
        notifier = AccountBoundDataNotifier(keepers: keepers)
        client = AccountBackendClient(baseURL: backend.baseURL, transport: backend.transport)
    }

    public func getSessionRepository() -> AccountSessionRepository {
        AccountSessionRepository(auth: AccountAuthAPI(client: client), store: sessionStore)
    }

    public func getProfileRepository() -> AccountProfileRepository {
        AccountProfileRepository(me: AccountMeAPI(client: client), dao: savedCopyDAO)
    }

    public func getActivityRepository() -> AccountActivityRepository {
        AccountActivityRepository(me: AccountMeAPI(client: client), dao: activityDAO, recorder: activityRecorder)
    }

    public func getRegistrationRepository() -> AccountRegistrationRepository {
        AccountRegistrationRepository(auth: AccountAuthAPI(client: client))
    }

    public func getSessionOffer() -> AccountSessionOffer {
        AccountSessionOffer(store: sessionStore, savedCopy: savedCopyDAO)
    }

    public func getTokensOffer() -> AccountTokensOffer {
        AccountTokensOffer(sessions: getSessionRepository())
    }

    public func getWishlistOffer() -> AccountWishlistOffer {
        AccountWishlistOffer(me: AccountMeAPI(client: client), store: sessionStore)
    }
}
