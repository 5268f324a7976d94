import AppCore
import FeatureContracts
import FeatureKit
import Foundation
import Networking
import TestSupport
import Testing

@testable import AppComposition

/// The debug screen's `source`: a feature's address changed for the session, as Alfie's endpoint
/// picker does, by building the feature again on it.
@Suite("The debug screen's sources")
@MainActor
struct DebugSourceTests {
    /// The app pointed at a backend (`--backend` given as a word, as the launch reads it), on an
    /// in-memory database and a transport that reaches nothing.
    private func appAtBackend(_ words: [String] = ["--backend", "http://127.0.0.1:9"]) async throws -> AppFlowHarness {
        guard case .run(let command) = await AppCommandLine.read(words + ["--in-memory"], environment: [:]) else {
            throw CommandLineError("the words do not start a session: \(words)")
        }
        var configuration = AppConfiguration(
            databaseLocation: .inMemory, clock: TestClock.fixed(), processEnvironment: [:], features: command.features,
            httpTransport: UnavailableHTTPTransport(),
            services: .backend(baseURL: try #require(URL(string: "http://127.0.0.1:9"))))
        configuration.featureCommandLine = command.featureValues
        configuration.settings = command.settings
        return try await AppFlowHarness(configuration: configuration)
    }

    private func sourceLine(_ app: AppFlowHarness, _ title: String) -> String? {
        app.flow.screens.last?.render().first { $0.contains(". \(title): ") }
    }

    @Test(
        "Given the app on a backend When debug is typed Then each feature with an address of its own is listed, numbered, with what set it"
    )
    func listsSources() async throws {
        let app = try await appAtBackend()
        await app.run("debug")
        let lines = app.flow.screens.last?.render() ?? []
        #expect(lines.contains("  1. Contacts: http://127.0.0.1:9/api/ (command line)"))
        #expect(lines.contains("  3. Tools: http://127.0.0.1:9 (command line)"))
        #expect(!lines.contains { $0.contains("Account:") })
    }

    @Test(
        "Given the debug screen When Contacts is pointed at another address Then it says so, the screen says this session, and the rebuilt feature reads from there"
    )
    func pointsAtAnotherAddress() async throws {
        let app = try await appAtBackend()
        await app.run("debug")
        let outcome = await app.run("source", "contacts", "https://randomuser.me/api/1.4/")
        #expect(
            outcome
                == .messageThenRender(
                    "Contacts reads from https://randomuser.me/api/1.4/ for this session; screens already open keep their source."
                ))
        #expect(sourceLine(app, "Contacts") == "  1. Contacts: https://randomuser.me/api/1.4/ (this session)")
        let contacts = try #require(app.container.features.first { type(of: $0).name == "contacts" })
        #expect(await contacts.sourceStatus()?.address?.absoluteString == "https://randomuser.me/api/1.4/")
        // The others are as launched.
        #expect(sourceLine(app, "Products") == "  2. Products: http://127.0.0.1:9/graphql (command line)")
    }

    @Test(
        "Given a source on the backend When it is made bundled, then reset Then it reads its bundled data, then the backend again"
    )
    func bundledThenReset() async throws {
        let app = try await appAtBackend()
        await app.run("debug")
        #expect(
            await app.run("source", "2", "bundled")
                == .messageThenRender("Products reads its bundled data for this session; screens already open keep their source.")
        )
        #expect(sourceLine(app, "Products") == "  2. Products: bundled (this session)")
        #expect(
            await app.run("source", "products", "reset")
                == .messageThenRender("Products is back on the source it was launched with; screens already open keep theirs."))
        #expect(sourceLine(app, "Products") == "  2. Products: http://127.0.0.1:9/graphql (command line)")
    }

    @Test("Given a feature built again When its offers are looked up Then it answers for itself, once")
    func offersFollowTheRebuild() async throws {
        let app = try await appAtBackend()
        let before = app.container.environment.contracts.providers(of: (any AccountBoundData).self).count
        await app.run("debug")
        await app.run("source", "products", "bundled")
        #expect(app.container.environment.contracts.providers(of: (any AccountBoundData).self).count == before)
    }

    @Test(
        "Given the debug screen When a source is named wrongly or given no address Then it says what source takes, and nothing changes",
        arguments: [
            (["contacts"], "source takes a source's name or number, then an http or https address, bundled or reset."),
            (
                ["contacts", "ftp://example.com"],
                "source takes a source's name or number, then an http or https address, bundled or reset."
            ),
            (["account", "http://127.0.0.1:8080"], "There is no source account to change; there are contacts, products, tools."),
            (["9", "bundled"], "There is no source 9 to change; there are contacts, products, tools."),
        ])
    func refusesWrongWords(words: [String], message: String) async throws {
        let app = try await appAtBackend()
        await app.run("debug")
        let command = try #require(app.flow.screens.last?.commands.first { $0.answers(to: "source") })
        #expect(await command.action(words) == .failure(message))
        #expect(app.container.sessionSourceChoices.isEmpty)
    }

    @Test(
        "Given a source set by flag and by an older variable When it is made bundled Then neither, nor the backend, points it anywhere"
    )
    func bundledLeavesNothingPointing() throws {
        let values = try AppCommand.parse(["--contacts-timeout", "3", "--contacts-url", "http://127.0.0.1:9/api/"]).featureValues
        let rebuild = FeatureSourceRebuild(
            launchValues: values, launchServices: .backend(baseURL: try #require(URL(string: "http://127.0.0.1:9"))),
            launchProcessEnvironment: ["CONTACTS_URL": "http://127.0.0.1:7/", "LANG": "fr_FR.UTF-8"])
        let contacts = try #require(RegisteredFeatures.all.first { $0.name == "contacts" })
        let languages = try #require(RegisteredFeatures.all.first { $0.name == "languages" })

        let bundled = try #require(try rebuild.plan(for: contacts, choice: .bundled))

        #expect(bundled.services == .embedded)
        #expect(bundled.processEnvironment == ["LANG": "fr_FR.UTF-8"])
        #expect(try rebuild.plan(for: contacts, choice: .launch)?.services == rebuild.launchServices)
        #expect(try rebuild.plan(for: languages, choice: .bundled) == nil)
    }

    @Test(
        "Given a word When it is read as a source choice Then bundled, reset and http addresses are choices, and nothing else is")
    func readsChoices() throws {
        #expect(FeatureSourceChoice(word: "Bundled") == .bundled)
        #expect(FeatureSourceChoice(word: "reset") == .launch)
        #expect(
            FeatureSourceChoice(word: "http://127.0.0.1:8080/api/")
                == .address(try #require(URL(string: "http://127.0.0.1:8080/api/"))))
        #expect(FeatureSourceChoice(word: "ftp://example.com") == nil)
        #expect(FeatureSourceChoice(word: "example.com") == nil)
    }
}
