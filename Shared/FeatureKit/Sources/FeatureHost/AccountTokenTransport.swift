import FeatureContracts
import FeatureKit
import Foundation
import Networking

/// A host's transport with the signed-in person's token on its requests to the backend: the
/// token comes from whichever feature offers ``FeatureContracts/AccountAccessTokens`` in
/// `contracts`, asked at each request (the offer is added once every feature is built). With no
/// backend, or no feature offering tokens, requests go as they were.
public enum AccountTokenTransport {
    public static func wrapping(
        _ transport: any HTTPTransport, backend: URL?, contracts: FeatureContractDirectory
    ) -> any HTTPTransport {
        guard let backend else { return transport }
        return BearerAuthorizingTransport(base: transport, backend: backend, tokens: OfferedTokens(contracts: contracts))
    }

    /// The offered tokens, as Networking asks for them. The directory is held weakly: what it
    /// holds (the account feature's offers) holds this transport, and a cycle would keep the
    /// features' database open past the session.
    final class OfferedTokens: BearerTokenSource {
        private weak let contracts: FeatureContractDirectory?

        init(contracts: FeatureContractDirectory) {
            self.contracts = contracts
        }

        func accessToken() async -> String? {
            await contracts?.provider(of: (any AccountAccessTokens).self)?.accessToken()
        }

        func refreshAccessToken() async -> String? {
            await contracts?.provider(of: (any AccountAccessTokens).self)?.refreshAccessToken()
        }
    }
}
