import AccountData
import AccountDomain

/// Signs in: the address and password checked, the tokens kept, then ``AccountSessionStart``.
public struct SignIn: SignInInterface {
    private let sessions: AccountSessionRepository
    private let start: AccountSessionStart

    init(sessions: AccountSessionRepository, start: AccountSessionStart) {
        self.sessions = sessions
        self.start = start
    }

    public func signIn(email: String, password: String) async throws(AccountError) -> AccountProfileDomainModel {
        try await start.ensureSignedOut()
        let email = try AccountInputRules.email(email)
        let password = try AccountInputRules.password(password)
        do {
            try await sessions.signIn(email: email, password: password)
        } catch {
            throw AccountFailureRules.error(error)
        }
        return try await start.complete()
    }
}
