import AccountData
import AccountDomain

/// Creates the account, then signs in to it with the same address and password.
public struct RegisterAccount: RegisterAccountInterface {
    private let registrations: AccountRegistrationRepository
    private let sessions: AccountSessionRepository
    private let start: AccountSessionStart

    init(registrations: AccountRegistrationRepository, sessions: AccountSessionRepository, start: AccountSessionStart) {
        self.registrations = registrations
        self.sessions = sessions
        self.start = start
    }

    public func register(name: String, email: String, password: String) async throws(AccountError)
        -> AccountProfileDomainModel
    {
        try await start.ensureSignedOut()
        let name = try AccountInputRules.name(name)
        let email = try AccountInputRules.email(email)
        let password = try AccountInputRules.password(password)
        do {
            _ = try await registrations.register(name: name, email: email, password: password)
            try await sessions.signIn(email: email, password: password)
        } catch {
            throw AccountFailureRules.error(error)
        }
        return try await start.complete()
    }
}
