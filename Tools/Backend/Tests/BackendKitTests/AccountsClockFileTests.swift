import AppCore
import Foundation
import Testing

@testable import BackendKit

@Suite("Expiries that follow a clock file, as a journey moves it")
struct AccountsClockFileTests {
    @Test(
        "Given a backend reading a clock file When the file moves 16 minutes on Then an access token issued before has expired, and new ones are dated from the file"
    )
    func clockFileMovesExpiry() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("clock")
        try Data("2026-11-28T10:00:00Z\n".utf8).write(to: file)
        var configuration = BackendConfiguration()
        configuration.accounts.bcryptCost = 4
        configuration.clock = AppClockChoice.clock(now: nil, clockFile: file.path)
        let backend = Backend(configuration: configuration)
        let tokens = try await signIn(backend)
        #expect(try await me(backend, tokens.access_token).status == 200)

        try Self.replace(file, with: "2026-11-28T10:16:00Z\n")

        #expect(try await me(backend, tokens.access_token).status == 401)
        let later = try await signIn(backend)
        #expect(try await me(backend, later.access_token).status == 200)
        let registered = try await respond(
            backend,
            BackendRequest(
                method: "POST", target: "/auth/register", headers: [.init("Content-Type", "application/json")],
                body: Array(#"{"name":"Mary","email":"mary@example.com","password":"Orbit-1834"}"#.utf8)))
        #expect(try AccountsFixture.object(registered)["memberSince"] as? String == "2026-11-28T10:16:00Z")
    }

    private func signIn(_ backend: Backend) async throws -> TokenAnswer {
        try TokenAnswer(
            try await respond(
                backend,
                BackendRequest(
                    method: "POST", target: "/auth/token",
                    body: Array("grant_type=password&username=ada%40example.com&password=correct-horse-1".utf8))))
    }

    private func me(_ backend: Backend, _ token: String) async throws -> BackendResponse {
        try await respond(backend, BackendRequest(target: "/me", headers: [.init("Authorization", "Bearer \(token)")]))
    }

    private func respond(_ backend: Backend, _ request: BackendRequest) async throws -> BackendResponse {
        guard case .respond(let response) = await backend.handle(request).action else { throw UnexpectedOutcome() }
        return response
    }

    /// Writes `text` to a new file renamed over `file`, as the journey runner does.
    private static func replace(_ file: URL, with text: String) throws {
        let fresh = file.deletingLastPathComponent().appendingPathComponent(".clock-\(UUID().uuidString)")
        try Data(text.utf8).write(to: fresh)
        guard rename(fresh.path, file.path) == 0 else { throw UnexpectedOutcome() }
    }

    private struct UnexpectedOutcome: Error {}
}
