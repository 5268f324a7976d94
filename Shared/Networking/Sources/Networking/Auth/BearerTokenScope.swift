/// Requests sent without the signed-in person's token, whatever host they go to: the
/// sign-in, registration and token requests themselves, and the refresh that runs while
/// other requests wait for it (so a refused refresh never waits on itself).
public enum BearerTokenScope {
    @TaskLocal static var isWithoutToken = false

    /// Runs `operation` so that no request it sends carries a bearer token or is retried after a 401.
    public static func withoutToken<Value>(_ operation: () async throws -> Value) async rethrows -> Value {
        try await $isWithoutToken.withValue(true) { try await operation() }
    }
}
