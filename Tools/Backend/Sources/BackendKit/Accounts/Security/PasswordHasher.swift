import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt, on NIO's thread pool so the slow work does not hold
/// up the tasks serving other requests.
struct PasswordHasher: Sendable {
    let cost: UInt8
    /// A hash of no one's password, checked against when there is no account, so that a sign-in
    /// for an unknown address takes as long as one with a wrong password.
    let decoyHash: String

    /// Hashes at `cost`, brought into ``AccountsConfiguration/bcryptCosts`` (bcrypt takes no other).
    init(cost: UInt8) {
        let costs = AccountsConfiguration.bcryptCosts
        let cost = min(max(cost, costs.lowerBound), costs.upperBound)
        self.cost = cost
        decoyHash = Bcrypt.hash(SecretTokens.base64URL(SecretTokens.randomBytes(16)), cost: cost)
    }

    /// A hash of `password` at this cost, made here and now (for seeding, before serving).
    func hashNow(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// A hash of `password` at this cost.
    func hash(_ password: String) async -> String {
        let cost = self.cost
        return await Self.offThePool { Bcrypt.hash(password, cost: cost) } ?? Bcrypt.hash(password, cost: cost)
    }

    /// Whether `password` is the one `hash` was made from; with no hash, checks the decoy and says no.
    func verify(_ password: String, against hash: String?) async -> Bool {
        let checked = hash ?? decoyHash
        let matches =
            await Self.offThePool { Bcrypt.verify(password, hash: checked) } ?? Bcrypt.verify(password, hash: checked)
        return hash != nil && matches
    }

    /// `work` on NIO's thread pool; nil when the pool no longer runs (the caller then does it itself).
    private static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        try? await NIOThreadPool.singleton.runIfActive(work)
    }
}
