import Foundation
import JourneyKit
import Testing

@Suite("The > backend mailbox line, and secrets in the backend's request log")
struct BackendMailboxJourneyTests {
    static let mailbox = #"""
        {"messages":[
        {"to":"ada@example.com","subject":"Your reset code","body":"old","code":"111111","sentAt":"2026-01-15T12:00:00Z"},
        {"to":"grace@example.com","subject":"Your reset code","body":"hers","code":"222222","sentAt":"2026-01-15T12:00:00Z"},
        {"to":"ada@example.com","subject":"Your reset code","body":"new","code":"333333","sentAt":"2026-01-15T12:01:00Z"}]}
        """#

    @Test("Given > backend mailbox EMAIL When the journey is read Then it is a mailbox directive ending its stage")
    func parses() throws {
        let journey = try JourneyFile(parsing: "# backend:\n> a\n> backend mailbox ada@example.com\n> b\n", name: "j")

        #expect(journey.sessions[0].backendDirectives == [.mailbox(email: "ada@example.com")])
    }

    @Test(
        "Given > backend mailbox without one email address When the journey is read Then the error says what it takes",
        arguments: ["> backend mailbox", "> backend mailbox ada", "> backend mailbox a@b c@d"])
    func refusesMalformed(_ line: String) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: "# backend:\n\(line)\n> x\n", name: "j") }

        #expect(error?.line == 2)
        #expect(error?.message.contains("\"> backend mailbox\" takes one email address") == true)
    }

    @Test(
        "Given mail sent to an address while the app waits for the code When > backend mailbox shows it Then its subject and latest code are its output, no marker is sent, and the next line types the code kept"
    )
    func keepsTheLatestCode() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stub = try LoopbackStub(routes: ["/_backend/mailbox": Self.mailbox])
        defer { stub.stop() }
        _ = try folder.write(stub.backendScript, to: "backend", executable: true)
        let journey = try JourneyFile(
            parsing: """
                # backend:
                > ask code
                Code from the email:
                > backend mailbox ada@example.com
                Subject: Your reset code
                Code: [[code]]
                > {code}
                code accepted: 333333
                > backend mailbox ada@example.com
                > backend mailbox alan@example.com
                """, name: "mailbox.journey")

        let runner = JourneyRunner(app: try FakeApp.install(in: folder, named: "app"), mailWait: .milliseconds(200))
        let result = await runner.run(journey)

        #expect(result.blocks[1].actual == ["Subject: Your reset code", "Code: 333333"])
        #expect(result.blocks[2].matched, "\(result.report)")
        #expect(
            result.blocks[3].actual == [
                "backend: no new mail was sent to ada@example.com within 0.2 s (2 shown before)"
            ])
        #expect(result.blocks[4].actual == ["backend: no mail was sent to alan@example.com within 0.2 s"])
        #expect(stub.requestLines.contains("GET /_backend/mailbox?to=ada%40example.com"))
    }

    @Test(
        "Given a request log that holds a secret When a < line fails Then the requests listed show {NAME}, never the value"
    )
    func secretHiddenInRequests() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = #"""
            {"requests":[{"seq":1,"method":"POST","path":"/auth/token","body":"grant_type=password&password=correct-horse-1","bodyTruncated":false}],"last":1}
            """#
        let stub = try LoopbackStub(routes: ["/_backend/requests": log])
        defer { stub.stop() }
        _ = try folder.write(stub.backendScript, to: "backend", executable: true)
        let journey = try JourneyFile(
            parsing: "# backend:\n# secret: pw=correct-horse-1\n> say one\none\n< GET /me\n", name: "requests.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder, named: "app")).run(journey)

        #expect(!result.passed)
        #expect(result.report.contains("<< password={pw}"), "\(result.report)")
        #expect(!result.report.contains("correct-horse-1"))
    }
}

@Suite("Restarting on a fresh data folder")
struct FreshRestartTests {
    @Test("Given > restart fresh When the journey is read Then the sessions after it run on the next data folder")
    func sessions() throws {
        let journey = try JourneyFile(parsing: "> a\n> restart fresh\n> b\n> restart\n> c\n> RESTART Fresh\n> d\n", name: "j")

        #expect(journey.sessions.map(\.dataFolder) == [0, 1, 1, 2])
        #expect(journey.dataFolderCount == 3)
        #expect(journey.sessions.map(\.commands) == [["a"], ["b"], ["c"], ["d"]])
    }

    @Test(
        "Given data kept before > restart fresh When the next session runs Then it starts on an empty folder, also written {data}, and a restart after keeps it"
    )
    func startsEmpty() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: """
                > remember lamp
                remembered
                > datadir
                {data}
                > restart fresh
                > recall
                nothing
                > datadir
                {data}
                > remember desk
                remembered
                > restart
                > recall
                desk
                """, name: "fresh.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.sessions.count == 3)
    }
}
