import Foundation
import JourneyKit
import Testing

/// The app pointed at a randomuser.me-compatible server with `--contacts-url`:
/// real processes, real HTTP on loopback, the requests the app sends checked one by one.
/// (Reading offline after the server goes, and a server never reached, are journeys against
/// the local backend: `Tests/Journeys/backend/contacts-paged-then-offline.journey` and
/// `Tests/Journeys/offline/`.)
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
}
