import Foundation
import JourneyKit
import Testing

/// A feature alone against a server: `Tools/LiveDemos`' live demo reads a randomuser.me
/// stand-in on loopback with the live transport, and the feature's own Demo, whose package
/// links no HTTP client, refuses the server with a message naming the live demo.
@Suite("A feature's live demo")
struct LiveDemoSessionTests {
    private let runner = AppProcessRunner(timeout: .seconds(300))

    @Test(
        "Given a randomuser.me-compatible server When ContactsLiveDemo pages through contacts Then the pages come from the server"
    )
    func liveDemoReadsTheServer() async throws {
        let server = try RandomUserStandInServer()

        let result = try await runner.run(
            AppLocator.app(named: "ContactsLiveDemo"),
            arguments: ["--contacts-url", try server.endpoint()],
            environment: ["PATH": "/usr/bin:/bin"],
            standardInput: "contacts\nnext\n"
        )

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("Page 2 · 40 contacts so far"))
        #expect(server.server.receivedRequests.map { $0.queryValue("page") } == ["1", "2"])
    }

    @Test(
        "Given a server URL When the feature's own Demo is asked for it Then it refuses, naming the live demo, with usage status 64"
    )
    func ownDemoRefusesTheServer() async throws {
        let result = try await runner.run(
            AppLocator.app(named: "ContactsDemo"),
            arguments: ["--contacts-url", "http://127.0.0.1:9/api/"],
            environment: ["PATH": "/usr/bin:/bin"]
        )

        #expect(result.exitStatus == 64)
        #expect(result.standardError.contains("swift run --package-path Tools/LiveDemos ContactsLiveDemo --contacts-url URL"))
    }
}
