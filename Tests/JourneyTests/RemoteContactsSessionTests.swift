import Foundation
import JourneyKit
import Testing

/// The app pointed at a randomuser.me-compatible server with `--contacts-url`:
/// real processes, real HTTP on loopback, the same data directory across runs.
@Suite("Contacts from a remote server")
struct RemoteContactsSessionTests {
    private func runApp(_ commands: [String], contactsURL: String, dataDirectory: URL) async throws -> AppProcessResult {
        try await AppRuns(extraArguments: ["--contacts-url", contactsURL]).run(commands, dataDirectory: dataDirectory)
    }

    private func makeDataDirectory() throws -> URL {
        try AppRuns.makeDataDirectory(named: "remote-contacts")
    }

    @Test(
        "Given a randomuser.me-compatible server When the person pages through contacts Then each page is asked with results, page and seed"
    )
    func browsesRemotePages() async throws {
        let server = try RandomUserStandInServer()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(["contacts", "next", "open 1"], contactsURL: try server.endpoint(), dataDirectory: data)

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        // randomuser.me does not say how many contacts it has: the list says what is known.
        #expect(result.standardOutput.contains("Page 1 · 20 contacts so far"))
        #expect(result.standardOutput.contains("Page 2 · 40 contacts so far"))
        #expect(!result.standardOutput.contains("of 25"))
        #expect(result.standardOutput.contains("Nationality:"))
        let requests = server.server.receivedRequests
        #expect(requests.map { $0.queryValue("page") } == ["1", "2"])
        let wellFormed = requests.filter { $0.queryValue("results") == "20" && $0.queryValue("seed") == "mosaic" }
        #expect(wellFormed.count == requests.count)
    }

    @Test(
        "Given contacts saved from a server that has since gone When the person refreshes Then they are told and keep the saved contacts"
    )
    func offlineRefreshKeepsSaved() async throws {
        let server = try RandomUserStandInServer()
        let endpoint = try server.endpoint()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let online = try await runApp(["contacts"], contactsURL: endpoint, dataDirectory: data)
        #expect(online.succeeded)
        let firstRow = online.standardOutput.split(separator: "\n").first { $0.hasPrefix("   1. ") }

        server.server.stop()
        let offline = try await runApp(["contacts", "refresh"], contactsURL: endpoint, dataDirectory: data)

        #expect(offline.succeeded, "\(offline.summary)\n\(offline.standardError)")
        #expect(offline.standardOutput.contains("Can't reach the contacts source — showing the contacts saved just now."))
        #expect(offline.standardOutput.contains("offline — saved just now"))
        let rows = offline.standardOutput.split(separator: "\n").filter { $0.hasPrefix("   1. ") }
        let firstRowAgain = rows.filter { $0 == firstRow }
        #expect(firstRow != nil)
        #expect(firstRowAgain.count == 2)
    }

    @Test(
        "Given a server that cannot be reached and nothing saved When the person opens contacts Then they are told and the session goes on"
    )
    func unreachableWithNothingSaved() async throws {
        let server = try RandomUserStandInServer()
        let endpoint = try server.endpoint()
        server.server.stop()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(["contacts", "languages"], contactsURL: endpoint, dataDirectory: data)

        #expect(result.succeeded)
        #expect(result.standardOutput.contains("Can't reach the contacts source and no contacts are saved yet"))
        #expect(result.standardOutput.contains("Language settings"))
    }
}
