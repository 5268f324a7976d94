import Foundation

/// The signed-in person's account as the account screen shows it.
public struct AccountProfileDomainModel: Equatable, Sendable {
    public let name: String
    public let email: String
    public let memberSince: Date
    public let activity: AccountActivityDomainModel

    public init(name: String, email: String, memberSince: Date, activity: AccountActivityDomainModel) {
        self.name = name
        self.email = email
        self.memberSince = memberSince
        self.activity = activity
    }
}
