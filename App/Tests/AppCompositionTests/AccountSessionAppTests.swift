import Analytics
import AppComposition
import FeatureKit
import Foundation
import Persistence
import ReplHost
import ReplKit
import TestSupport
import Testing

/// The whole app pointed at a backend, signing in through the REPL as a script does: what the
/// person sees, and where the password and the tokens go — and never go.
@MainActor
@Suite("Given the app pointed at a backend, a person signing in", .serialized)
struct AccountSessionAppTests {
    private struct Run {
        let output: [String]
        let folder: URL
        let analyticsLog: String
        let backend: AccountBackendStandIn
    }

    private func run(_ lines: [String]) async throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("account-app-\(UUID().uuidString)")
        let analyticsLog = folder.path + "-analytics.jsonl"
        let backend = AccountBackendStandIn()
        let container = try await AppDiContainer(
            configuration: AppConfiguration(
                databaseLocation: .directory(folder), clock: TestClock.fixed(), processEnvironment: [:],
                features: try AppConfiguration.registeredFeaturesWithDefaultOptions(), httpTransport: backend,
                analytics: AnalyticsTracker(sinks: [try JSONLinesAnalyticsSink(path: analyticsLog)]),
                services: .backend(baseURL: AccountBackendStandIn.address)))
        let flow = AppFlow(diContainer: container)
        flow.start()
        let output = RecordingOutput()
        let session = ReplSession(
            navigator: flow, source: ScriptedLineSource(lines), output: output, currentLanguage: container.currentAppLanguage,
            options: ReplSessionOptions(echoCommands: true))
        container.questions.attach(session)
        _ = await session.run()
        container.environment.analytics.flush()
        return Run(output: output.lines, folder: folder, analyticsLog: analyticsLog, backend: backend)
    }

    private func remove(_ run: Run) {
        try? FileManager.default.removeItem(at: run.folder)
        try? FileManager.default.removeItem(atPath: run.analyticsLog)
    }

    private static let signIn = ["account", "sign in", "ada@example.com", AccountBackendStandIn.password]

    @Test("When they sign in Then the screen, home and about name them, and the password is shown as ********")
    func signedInEverywhere() async throws {
        let run = try await run(Self.signIn + ["home", "about"])
        defer { remove(run) }

        #expect(run.output.contains("Signed in as Ada Lovelace."))
        #expect(run.output.contains("> ********"))
        #expect(run.output.contains("Hi, Ada Lovelace"))
        #expect(run.output.contains("Account: signed in as Ada Lovelace"))
    }

    @Test("When they sign in Then the password is in no output, analytics event, log line or data folder file")
    func passwordNowhere() async throws {
        let run = try await run(Self.signIn + ["about", "sign out"])
        defer { remove(run) }
        let password = Data(AccountBackendStandIn.password.utf8)

        #expect(!run.output.joined(separator: "\n").contains(AccountBackendStandIn.password))
        let analytics = try Data(contentsOf: URL(fileURLWithPath: run.analyticsLog))
        #expect(analytics.range(of: password) == nil)
        #expect(analytics.range(of: Data("ada@example.com".utf8)) == nil, "never the email either")
        #expect(String(decoding: analytics, as: UTF8.self).contains("\"sign_in\""))
        for name in try FileManager.default.contentsOfDirectory(atPath: run.folder.path) {
            let contents = try Data(contentsOf: run.folder.appendingPathComponent(name))
            #expect(contents.range(of: password) == nil, "\(name)")
        }
    }

    @Test("When they are signed in Then the tokens are in their own 0600 file, never shown, and sent to the backend only")
    func tokensKeptApart() async throws {
        let run = try await run(Self.signIn + ["home", "about"])
        defer { remove(run) }
        let file = run.folder.appendingPathComponent("account-session.json")

        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        for token in AccountBackendStandIn.tokens {
            #expect(!run.output.joined(separator: "\n").contains(token))
            #expect(try Data(contentsOf: file).range(of: Data(token.utf8)) != nil)
            for name in try FileManager.default.contentsOfDirectory(atPath: run.folder.path) where name != file.lastPathComponent
            {
                let contents = try Data(contentsOf: run.folder.appendingPathComponent(name))
                #expect(contents.range(of: Data(token.utf8)) == nil, "\(name)")
            }
        }
        let signInRequest = try #require(run.backend.received.first { $0.url.path == "/auth/token" })
        #expect(signInRequest.headers["Authorization"] == nil)
        #expect(
            run.backend.received.filter { $0.url.path.hasPrefix("/me") }.allSatisfy {
                $0.headers["Authorization"] == "Bearer at-1"
            })
    }

    @Test("When they sign out Then home greets nobody and about says nobody is signed in")
    func signedOut() async throws {
        let run = try await run(Self.signIn + ["sign out", "home", "about"])
        defer { remove(run) }

        #expect(run.output.contains("Signed out. Nothing of your account is kept on this device."))
        let afterSignOut = run.output.drop { $0 != "> home" }
        #expect(!afterSignOut.contains("Hi, Ada Lovelace"))
        #expect(afterSignOut.contains("Account: not signed in"))
        #expect(!FileManager.default.fileExists(atPath: run.folder.appendingPathComponent("account-session.json").path))
        #expect(run.backend.received.contains { $0.url.path == "/auth/revoke" })
    }
}
