import AccountData
import AccountDomain
import AppCore
import FeatureContracts

/// What follows a sign-in (after a registration too): the account read, the device's copy of
/// it saved (a copy of another account's forgotten first), what follows the account merged,
/// and the account returned. When the account cannot be read, the session is not kept.
struct AccountSessionStart: Sendable {
    let sessions: AccountSessionRepository
    let profiles: AccountProfileRepository
    let activity: AccountActivityRepository
    let notifier: AccountBoundDataNotifier
    let clock: any AppClock

    func complete() async throws(AccountError) -> AccountProfileDomainModel {
        let account: AccountDataModel
        do {
            account = try await profiles.fetchAccount()
        } catch {
            sessions.end()
            throw AccountFailureRules.error(error)
        }
        if let previous = await profiles.savedCopy(), previous.account.id != account.id {
            await profiles.forgetEverything()
        }
        sessions.attach(accountId: account.id)
        let totals = (try? await activity.sendUnsentAndFetchTotals()) ?? .zero
        await profiles.save(SavedAccountDataModel(account: account, totals: totals, savedAt: clock.now()))
        await notifier.signedIn(SignedInPerson(accountId: account.id, name: account.name))
        return AccountProfileRules.profile(account, totals: totals)
    }

    /// Refuses a sign-in while someone is signed in.
    func ensureSignedOut() async throws(AccountError) {
        guard sessions.tokens != nil else { return }
        throw .alreadySignedIn(name: await profiles.savedCopy()?.account.name ?? "")
    }
}
