/// The account as it stands: asks the backend when it can, and sends what this device owes it.
public protocol ViewAccountInterface: Sendable {
    func getAccount() async -> AccountStatusDomainModel
}
