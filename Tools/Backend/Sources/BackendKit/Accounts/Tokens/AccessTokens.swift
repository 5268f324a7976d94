import Foundation
import JWTKit

/// Signs and reads access tokens: JWTs signed with HS256 under the backend's key.
actor AccessTokens {
    private let key: [UInt8]
    private var keys: JWTKeyCollection?

    /// Signs with `key` (at least ``AccountsConfiguration/minimumKeyBytes`` bytes: the caller checks).
    init(key: [UInt8]) {
        self.key = key
    }

    /// A signed token for `claims`.
    func sign(_ claims: AccessTokenClaims) async throws -> String {
        try await collection().sign(claims)
    }

    /// The claims of `token` when its signature is this backend's; nil for anything else
    /// (malformed, forged, another algorithm). Its expiry is not looked at here.
    func claims(of token: String) async -> AccessTokenClaims? {
        try? await collection().verify(token, as: AccessTokenClaims.self)
    }

    private func collection() async -> JWTKeyCollection {
        if let keys { return keys }
        let made = JWTKeyCollection()
        await made.add(hmac: HMACKey(from: key), digestAlgorithm: .sha256)
        keys = made
        return made
    }
}
