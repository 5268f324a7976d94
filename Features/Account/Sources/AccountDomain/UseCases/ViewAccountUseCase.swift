/// The person opens the account screen.
public struct ViewAccountUseCase: Sendable {
    private let viewAccount: any ViewAccountInterface

    public init(viewAccount: any ViewAccountInterface) {
        self.viewAccount = viewAccount
    }

    public func execute() async -> AccountStatusDomainModel {
        await viewAccount.getAccount()
    }
}
