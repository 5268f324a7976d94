/// `POST /auth/token`'s answer. Servers differ: `token_type` in any case (or none),
/// `expires_in` sometimes missing, `refresh_token` missing on a refresh (keep the old one).
struct TokenResponseDTO: Decodable {
    let accessToken: String
    let tokenType: String?
    let expiresIn: Int?
    let refreshToken: String?

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decode(String.self, forKey: .accessToken)
        tokenType = try? container.decodeIfPresent(String.self, forKey: .tokenType)
        expiresIn = try? container.decodeIfPresent(Int.self, forKey: .expiresIn)
        refreshToken = try? container.decodeIfPresent(String.self, forKey: .refreshToken)
    }

    /// The grant, when it is a bearer token that can be sent in a header.
    var grant: TokenGrantDataModel? {
        guard tokenType.map({ $0.lowercased() == "bearer" }) ?? true, Self.isHeaderSafe(accessToken) else { return nil }
        let refresh = refreshToken.flatMap { $0.isEmpty ? nil : $0 }
        return TokenGrantDataModel(accessToken: accessToken, refreshToken: refresh, expiresInSeconds: expiresIn)
    }

    /// A token of visible ASCII only: nothing that could end or bend a header line.
    private static func isHeaderSafe(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.count <= 4096 && token.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}
