import AppCore
import Foundation
import Testing

@testable import BackendKit

/// A backend whose accounts hash quickly (bcrypt cost 4) and read a clock the test moves, and
/// requests to it through `Backend.handle`, as the server sends them.
struct AccountsFixture {
    /// 2026-11-28T10:00:00Z, where the clock starts.
    static let start = Date(timeIntervalSince1970: 1_795_860_000)
    static let ada = (email: "ada@example.com", password: "correct-horse-1")

    let clock: ManualClock
    let backend: Backend

    init(clock: ManualClock = ManualClock(AccountsFixture.start), _ adjust: (inout BackendConfiguration) -> Void = { _ in }) {
        var configuration = BackendConfiguration()
        configuration.accounts.bcryptCost = 4
        configuration.clock = clock
        adjust(&configuration)
        self.clock = clock
        backend = Backend(configuration: configuration)
    }

    /// The response to a request with a JSON or form body and a bearer token, when given.
    func send(
        _ method: String, _ target: String, json: String? = nil, form: String? = nil, bearer: String? = nil,
        headers: [BackendRequest.Header] = []
    ) async -> BackendResponse {
        var fields = headers
        if json != nil { fields.append(.init("Content-Type", "application/json")) }
        if form != nil { fields.append(.init("Content-Type", "application/x-www-form-urlencoded")) }
        if let bearer { fields.append(.init("Authorization", "Bearer \(bearer)")) }
        let body = Array((json ?? form ?? "").utf8)
        let request = BackendRequest(method: method, target: target, headers: fields, body: body)
        guard case .respond(let response) = await backend.handle(request).action else { return BackendResponse(status: 0) }
        return response
    }

    /// Signs in with the password grant; the tokens it gives.
    func signIn(_ email: String = ada.email, _ password: String = ada.password) async throws -> TokenAnswer {
        let response = await send(
            "POST", "/auth/token", form: "grant_type=password&username=\(Self.formEncoded(email))&password=\(password)")
        try #require(response.status == 200, "\(response.status) \(response.text)")
        return try TokenAnswer(response)
    }

    /// Exchanges a refresh token; the response.
    func refresh(_ refreshToken: String) async -> BackendResponse {
        await send("POST", "/auth/token", form: "grant_type=refresh_token&refresh_token=\(refreshToken)")
    }

    /// The response's body as a JSON object.
    static func object(_ response: BackendResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.text)")
    }

    /// The `error` code of an error response.
    static func errorCode(_ response: BackendResponse) -> String? {
        (try? object(response))?["error"] as? String
    }

    static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

/// A `/auth/token` answer, decoded.
struct TokenAnswer: Decodable {
    let access_token: String
    let token_type: String
    let expires_in: Int
    let refresh_token: String

    init(_ response: BackendResponse) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(response.body))
    }
}
