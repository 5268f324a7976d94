import AccountData
import AccountDomain

/// How the account screen's account is made from what is known: the backend's totals (or the
/// saved ones) with what this device counted and has not sent added.
enum AccountProfileRules {
    static func profile(
        _ account: AccountDataModel, totals: AccountActivityDataModel, unsent: AccountActivityDataModel = .zero
    ) -> AccountProfileDomainModel {
        let activity = totals + unsent
        return AccountProfileDomainModel(
            name: account.name, email: account.email, memberSince: account.memberSince,
            activity: AccountActivityDomainModel(
                toolOpens: activity.toolOpens, lessonCompletions: activity.lessonCompletions, shares: activity.shares))
    }

    static func profile(_ copy: SavedAccountDataModel, unsent: AccountActivityDataModel = .zero) -> AccountProfileDomainModel {
        profile(copy.account, totals: copy.totals, unsent: unsent)
    }
}
