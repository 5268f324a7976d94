import Foundation
import JWTKit

/// What an access token says: whose it is (`sub`, the account id), the sign-in it belongs to
/// (`sid`, the refresh token family), the account's token generation when it was issued (`gen`),
/// when it was issued and when it expires (`iat`, `exp`), and an id of its own (`jti`).
struct AccessTokenClaims: JWTPayload, Equatable {
    let sub: SubjectClaim
    let sid: String
    let gen: Int
    let iat: IssuedAtClaim
    let exp: ExpirationClaim
    let jti: IDClaim

    /// Only the signature is checked when the library reads a token: the expiry is checked by
    /// ``AccessTokens`` against the backend's clock, which the library does not know.
    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
