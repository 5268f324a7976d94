/// The person signs out.
public struct SignOutUseCase: Sendable {
    private let signOut: any SignOutInterface

    public init(signOut: any SignOutInterface) {
        self.signOut = signOut
    }

    /// Whether the backend heard of it; the device keeps nothing of the account either way.
    public func execute() async throws(AccountError) -> Bool {
        try await signOut.signOut()
    }
}
