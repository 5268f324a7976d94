import Foundation
import JourneyKit
import Testing

@Suite("Journey headers and restart")
struct JourneyWorldTests {
    @Test("Given header lines before the first command When the journey is parsed Then they say its arguments, language and Demo")
    func parsesHeaders() throws {
        let journey = try JourneyFile(
            parsing: """
                # Contacts in Spanish, alone.
                # app: --contacts-count 3
                # app: --now "2026-02-01T08:00:00Z"
                # lang: es
                # demo: Contacts
                > contacts
                """, name: "j")

        #expect(
            journey.world
                == JourneyWorld(
                    appArguments: ["--contacts-count", "3", "--now", "2026-02-01T08:00:00Z"], language: "es", demo: "Contacts"))
        #expect(journey.world.executableName == "ContactsDemo")
        #expect(try JourneyFile(parsing: "# plain comment\n> x\n", name: "j").world == JourneyWorld())
    }

    @Test(
        "Given a header the runner cannot honour When the journey is parsed Then the error names its line",
        arguments: [
            "# backend: products", "# demo: contacts", "# demo: Two Words", "# lang: es\n# lang: fr", "# lang: ",
        ])
    func refusesHeaders(_ header: String) {
        let line = header.split(separator: "\n").count
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: header + "\n> x\n", name: "j") }
        #expect(error?.line == line)
    }

    @Test(
        "Given # demo:, # lang: and # app: When the journey runs Then the Demo beside the app runs, in that locale, with those arguments"
    )
    func runsInTheWorldAskedFor() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try FakeApp.install(in: folder, named: "ContactsDemo")
        let journey = try JourneyFile(
            parsing:
                "# demo: Contacts\n# lang: es_ES.UTF-8\n# app: --extra \"two words\"\n> whoami\nContactsDemo\n> env\nLANG=es_ES.UTF-8\n...\n> args\n",
            name: "world")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(result.blocks[0].matched && result.blocks[1].matched, "\(result.report)")
        #expect(result.blocks[2].actual?.first?.hasSuffix("--extra two words") == true, "\(result.blocks[2].actual ?? [])")
    }

    @Test(
        "Given > restart When the journey runs Then it is not sent, prints nothing, and the next commands run in a new process on the same data"
    )
    func restart() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(parsing: "> remember lamp\nremembered\n> restart\n> recall\nlamp\n", name: "restart")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.sessions.count == 2)
        #expect(result.sessions[0].session.commands == ["remember lamp"])
        #expect(result.blocks[1].actual == [])
    }
}
