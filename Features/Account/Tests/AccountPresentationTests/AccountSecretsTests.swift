import AccountData
import AccountPresentation
import Foundation
import ReplKit
import TestSupport
import Testing

/// Where a password and the session's tokens must never be: the screen's output, the
/// analytics, the database files; and where the tokens are: their own file, 0600.
@MainActor
@Suite("Given a person signing in with a data folder", .serialized)
struct AccountSecretsTests {
    private static let password = "s3cret-Passw0rd!"

    private func everyFile(in folder: URL) throws -> [(String, Data)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).map { name in
            (name, try Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }

    @Test("When they register, sign out and sign in again Then the password is in no output, analytics event or database file")
    func passwordNowhere() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-secrets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try AccountScreensHarness(dataFolder: folder)
        let view = await harness.accountView()
        var shown: [String] = []

        for (line, typing) in [
            ("register", ["Ada Lovelace", "ada@example.com", Self.password]), ("sign out", []),
            ("sign in", ["ada@example.com", Self.password]),
        ] {
            shown += [String(describing: await harness.run(line, typing: typing, on: view))] + view.render()
        }

        #expect(!shown.joined().contains(Self.password))
        #expect(!"\(harness.analytics.events)".contains(Self.password))
        #expect(!"\(harness.analytics.events)".contains("ada@example.com"))
        for (name, data) in try everyFile(in: folder) where name != AccountTokenFile.fileName {
            #expect(data.range(of: Data(Self.password.utf8)) == nil, "\(name)")
        }
    }

    @Test("When they are signed in Then the tokens are in their own file, the owner's alone, and in no output or database file")
    func tokensKeptApart() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-secrets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try AccountScreensHarness(dataFolder: folder)
        harness.givenAda()
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        let file = AccountTokenFile(dataFolder: folder)
        let tokens = try #require(file.read())
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let shown = "\(String(describing: outcome))\(view.render())\(harness.analytics.events)"
        for secret in [tokens.accessToken, tokens.refreshToken ?? "-"] {
            #expect(!shown.contains(secret))
            for (name, data) in try everyFile(in: folder) where name != AccountTokenFile.fileName {
                #expect(data.range(of: Data(secret.utf8)) == nil, "\(name)")
            }
        }
    }

    @Test("When they sign out Then the token file is gone")
    func signOutLeavesNoTokens() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-secrets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try AccountScreensHarness(dataFolder: folder)
        harness.givenAda()
        let view = await harness.accountView()
        _ = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        _ = await harness.run("sign out", on: view)

        #expect(!FileManager.default.fileExists(atPath: AccountTokenFile(dataFolder: folder).url.path))
    }
}
