import Foundation
import JourneyKit
import Testing

@Suite("Journeys with a backend")
struct JourneyBackendTests {
    /// A stand-in for the backend: says where it listens (a port nothing answers on), notes its
    /// arguments and process id beside itself, and waits to be stopped.
    static let fakeBackend = #"""
        #!/bin/sh
        here="$(dirname "$0")"
        echo "$*" > "$here/backend-args"
        echo "$$" > "$here/backend-pid"
        echo "backend listening on http://127.0.0.1:9"
        exec sleep 600
        """#

    @Test("Given # backend: words When the journey is parsed Then the scenario and the backend's options are read")
    func parsesSettings() throws {
        let journey = try JourneyFile(
            parsing: "# backend: scenario=contacts-flaky products=100000 contacts=40\n> contacts\n", name: "j")

        #expect(
            journey.world.backend
                == JourneyBackendSettings(scenario: "contacts-flaky", options: ["--products", "100000", "--contacts", "40"]))
    }

    @Test(
        "Given a # backend: or > backend line the runner cannot follow When the journey is parsed Then the error names its line",
        arguments: [
            ("# backend: products", 1), ("# backend: port=8080", 1), ("# backend: scenario=a/b", 1),
            ("# backend:\n# backend:", 2), ("> backend scenario", 1), ("> backend restart", 1), ("# app: -x\n> backend stop", 2),
            ("> backend publish kgp", 1), ("> backend publish kgp fr&x=1", 1),
        ])
    func refusesBadLines(_ text: String, line: Int) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: text + "\n> x\n", name: "j") }
        #expect(error?.line == line, "\(error.map { "\($0)" } ?? "")")
    }

    @Test("Given # demo: and # backend: together When the journey is parsed Then it is refused: a Demo has no backend")
    func refusesDemoWithBackend() {
        #expect(throws: JourneyFileError.self) {
            try JourneyFile(parsing: "# demo: Contacts\n# backend:\n> x\n", name: "j")
        }
    }

    @Test("Given > backend lines in a session When its stages are made Then each line ends a stage with the marker in its place")
    func stages() throws {
        let journey = try JourneyFile(
            parsing: "# backend:\n> a\n> backend scenario down\n> b\n> c\n> backend stop\n> quit\n> d\n", name: "j")

        let sessions = journey.sessions

        #expect(sessions[0].stages == [["a", "where"], ["b", "c", "where"], ["quit"]])
        #expect(sessions[0].backendDirectives == [.scenario("down"), .stop])
        #expect(sessions[0].commands == ["a", "where", "b", "c", "where", "quit"])
        #expect(sessions[1].stages == [["d"]])
    }

    @Test("Given > backend publish TOOL LANGUAGE When the journey is parsed Then it is a publish directive ending its stage")
    func publishDirective() throws {
        let journey = try JourneyFile(parsing: "# backend:\n> a\n> backend publish kgp fr\n> b\n", name: "j")

        #expect(journey.sessions[0].backendDirectives == [.publish(tool: "kgp", language: "fr")])
        #expect(journey.sessions[0].stages == [["a", "where"], ["b"]])
    }

    @Test(
        "Given # backend: When the journey runs Then the app gets --backend with the address the backend printed, written {backend}, and the backend is stopped after"
    )
    func startsAndStopsTheBackend() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write(Self.fakeBackend, to: "backend", executable: true)
        let journey = try JourneyFile(parsing: "# backend: contacts=40\n> args\n...\n", name: "backend")

        let result = await JourneyRunner(app: app).run(journey)

        // The transcript shows the address as {backend}; the app was given the real one.
        #expect(result.blocks[0].actual?.first?.hasSuffix("--backend {backend}") == true, "\(result.report)")
        #expect(result.sessions[0].process?.standardOutput.contains("--backend http://127.0.0.1:9") == true)
        let backendArguments = try String(contentsOf: folder.url.appendingPathComponent("backend-args"), encoding: .utf8)
        #expect(backendArguments.contains("--port 0 --contacts 40"))
        let pid = try #require(
            Int32(
                try String(contentsOf: folder.url.appendingPathComponent("backend-pid"), encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        #expect(await ProcessProbe.hasEnded(pid, within: .seconds(30)))
    }

    @Test(
        "Given > backend scenario on a backend that refuses it When the journey runs Then the line's output says why, and the commands after it still run"
    )
    func directiveProblemIsShown() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write(Self.fakeBackend, to: "backend", executable: true)
        let journey = try JourneyFile(
            parsing: "# backend:\n> say one\none\n> backend scenario none\n> say two\ntwo\n", name: "directive")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(result.blocks[0].matched && result.blocks[2].matched, "\(result.report)")
        #expect(result.blocks[1].actual?.first?.hasPrefix("backend: ") == true, "\(result.blocks[1].actual ?? [])")
    }

    @Test("Given a backend that ends without saying where it listens When the journey runs Then it fails saying so")
    func silentBackendFails() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write("#!/bin/sh\necho 'no catalog here' >&2\nexit 2\n", to: "backend", executable: true)
        let journey = try JourneyFile(parsing: "# backend:\n> say one\none\n", name: "silent")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(!result.passed)
        #expect(result.problems.first?.contains("no catalog here") == true, "\(result.problems)")
    }
}
