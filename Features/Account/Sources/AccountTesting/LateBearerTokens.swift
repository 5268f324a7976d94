import FeatureContracts
import Networking
import SystemKit

/// Networking's view of the account feature's tokens, given once the feature is built, as a
/// host gives them: what a test puts between the fake backend and the feature.
public final class LateBearerTokens: BearerTokenSource {
    private let offered = LockedState<(any AccountAccessTokens)?>(nil)

    public init() {}

    public func use(_ tokens: any AccountAccessTokens) {
        offered.withLock { $0 = tokens }
    }

    public func accessToken() async -> String? {
        await offered.withLock { $0 }?.accessToken()
    }

    public func refreshAccessToken() async -> String? {
        await offered.withLock { $0 }?.refreshAccessToken()
    }
}
