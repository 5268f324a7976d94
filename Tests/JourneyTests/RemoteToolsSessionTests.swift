import Foundation
import JourneyKit
import Testing

/// The app pointed at a GodTools content API server with `--content-url`: real
/// processes, real HTTP on loopback, the same data directory across runs.
@Suite("Tools from a content server")
struct RemoteToolsSessionTests {
    private func runApp(_ commands: [String], contentURL: String, dataDirectory: URL) async throws -> AppProcessResult {
        try await AppRuns(extraArguments: ["--content-url", contentURL, "--content-timeout", "5"]).run(
            commands, dataDirectory: dataDirectory)
    }

    private func makeDataDirectory() throws -> URL {
        try AppRuns.makeDataDirectory(named: "remote-tools")
    }

    /// Knowing God Personally is the second spotlight row of the dashboard's Tools tab; `read` opens its reader.
    private let readKnowingGod = ["tools", "tab tools", "open 2", "read"]

    @Test(
        "Given a content server When the person reads a tool Then the catalog, the manifest and pages are fetched by the API's paths and one view is posted"
    )
    func readsFromServer() async throws {
        let server = try GodToolsStandInServer()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(readKnowingGod, contentURL: try server.url(), dataDirectory: data)

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("Saved for offline reading: English."))
        #expect(result.standardOutput.contains("Page 1 of 8 · English"))
        let requests = server.server.receivedRequests
        let resources = try #require(requests.first { $0.path == "/resources" })
        #expect(resources.queryValue("filter[system]") == "GodTools")
        #expect(resources.queryValue("include") == "latest-translations,attachments")
        // The manifest, its 8 pages and its 2 training tips.
        #expect(requests.filter { $0.path.hasPrefix("/translations/files/") }.count == 11)
        #expect(server.postedViews.count == 1)
        #expect(server.postedViews.first?.contains(#""resource_id":"1""#) == true)
    }

    @Test(
        "Given a tool read from a server that has since gone When the app starts again and the person reads it Then it reads offline, and its view is sent once a server answers"
    )
    func readsOfflineAfterRestart() async throws {
        let server = try GodToolsStandInServer()
        let url = try server.url()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let online = try await runApp(readKnowingGod, contentURL: url, dataDirectory: data)
        #expect(online.succeeded, "\(online.summary)\n\(online.standardError)")

        server.server.stop()
        let offline = try await runApp(
            readKnowingGod + ["page 2", "back", "back", "refresh"], contentURL: url, dataDirectory: data)

        #expect(offline.succeeded, "\(offline.summary)\n\(offline.standardError)")
        #expect(offline.standardOutput.contains("Page 1 of 8 · English"))
        #expect(offline.standardOutput.contains("Page 2 of 8 · English"))
        #expect(!offline.standardOutput.contains("Saved for offline reading"))
        #expect(offline.standardOutput.contains("Can't reach the content server — showing the tools saved before."))

        let another = try GodToolsStandInServer()
        let back = try await runApp(["tools", "tab tools", "refresh"], contentURL: try another.url(), dataDirectory: data)
        #expect(back.succeeded, "\(back.summary)\n\(back.standardError)")
        #expect(another.postedViews.count == 1)
        #expect(another.postedViews.first?.contains(#""quantity":1"#) == true)
    }

    @Test(
        "Given a content server that cannot be reached and nothing saved When the person opens tools Then they are told and the session goes on"
    )
    func unreachableWithNothingSaved() async throws {
        let server = try GodToolsStandInServer()
        let url = try server.url()
        server.server.stop()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(["tools", "languages"], contentURL: url, dataDirectory: data)

        #expect(result.succeeded)
        #expect(
            result.standardOutput.contains(
                "Can't reach the content server and no tools are saved yet — type refresh to try again."))
        #expect(result.standardOutput.contains("Language settings"))
    }

    @Test(
        "Given Spanish downloaded from Language settings When the server is gone and the app starts again Then a Spanish tool and a Spanish lesson read offline"
    )
    func downloadedLanguageReadsOffline() async throws {
        let server = try GodToolsStandInServer()
        let url = try server.url()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let online = try await runApp(["languages", "downloads", "download es", "back"], contentURL: url, dataDirectory: data)
        #expect(online.succeeded, "\(online.summary)\n\(online.standardError)")
        #expect(online.standardOutput.contains("Spanish is available offline:"))
        #expect(online.standardOutput.contains("Tool languages available offline: Spanish"))
        let fetched = server.server.receivedRequests.filter { $0.path.hasPrefix("/translations/files/") }.count

        server.server.stop()
        let offline = try await runApp(
            readKnowingGod.dropLast() + [
                "settings", "primary es", "back", "read", "back", "back", "lessons", "language", "choose es", "open 1",
            ],
            contentURL: url, dataDirectory: data
        )

        #expect(offline.succeeded, "\(offline.summary)\n\(offline.standardError)")
        #expect(!offline.standardOutput.contains("Saved for offline reading"))
        #expect(!offline.standardOutput.contains("could not be downloaded"))
        #expect(offline.standardOutput.contains("· Spanish"))
        #expect(offline.standardOutput.contains("Page 1 of"))
        #expect(offline.standardOutput.contains("0% complete"))
        #expect(fetched > 0)
    }
}
