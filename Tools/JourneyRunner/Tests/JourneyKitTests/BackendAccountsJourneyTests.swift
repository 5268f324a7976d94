import Foundation
import JourneyKit
import Testing

@Suite("Journeys that sign accounts out and move the backend's clock")
struct BackendAccountsJourneyTests {
    /// A stand-in backend that notes its arguments and, when given `--clock-file`, what the file
    /// held when it started; then waits to be stopped.
    static let clockReadingBackend = #"""
        #!/bin/sh
        here="$(dirname "$0")"
        echo "$*" > "$here/backend-args"
        while [ $# -gt 0 ]; do
            if [ "$1" = "--clock-file" ]; then cat "$2" > "$here/backend-clock"; fi
            shift
        done
        echo "backend listening on http://127.0.0.1:9"
        exec sleep 600
        """#

    @Test("Given > backend revoke EMAIL When the journey is parsed Then it is a revoke directive ending its stage")
    func revokeDirective() throws {
        let journey = try JourneyFile(parsing: "# backend:\n> a\n> backend revoke ada@example.com\n> b\n", name: "j")

        #expect(journey.sessions[0].backendDirectives == [.revoke(email: "ada@example.com")])
        #expect(journey.sessions[0].stages == [["a", "where"], ["b"]])
    }

    @Test(
        "Given > backend revoke without one email address When the journey is parsed Then the error names the line and says what it takes",
        arguments: [
            "> backend revoke", "> backend revoke ada", "> backend revoke ada@example.com grace@example.com",
            "> backend revoke @x",
        ])
    func refusesMalformedRevoke(_ line: String) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: "# backend:\n\(line)\n> x\n", name: "j") }

        #expect(error?.line == 2)
        #expect(error?.message.contains("\"> backend revoke\" takes one email address") == true, "\(error.map { "\($0)" } ?? "")")
    }

    @Test(
        "Given > backend revoke on a backend that cannot be reached When the journey runs Then the line's output says so, and the commands after it still run"
    )
    func revokeIsPerformedInPlace() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write(JourneyBackendTests.fakeBackend, to: "backend", executable: true)
        let journey = try JourneyFile(
            parsing: "# backend:\n> say one\none\n> backend revoke ada@example.com\n> say two\ntwo\n", name: "revoke")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(result.blocks[0].matched && result.blocks[2].matched, "\(result.report)")
        #expect(result.blocks[1].actual?.first?.hasPrefix("backend: ") == true, "\(result.blocks[1].actual ?? [])")
    }

    @Test(
        "Given a journey with a backend that moves the clock When it runs Then the backend gets the app's clock file, already holding the journey's instant"
    )
    func backendFollowsTheClockFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write(Self.clockReadingBackend, to: "backend", executable: true)
        let journey = try JourneyFile(
            parsing: "# backend:\n> args\n...\n> clock +16m\n> time\n2026-01-15T12:16:00Z\n", name: "clock-backend")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(result.passed, "\(result.report)")
        let arguments = try String(contentsOf: folder.url.appendingPathComponent("backend-args"), encoding: .utf8)
        let appArguments = try #require(result.blocks[0].actual?.first)
        let clockFile = try #require(arguments.firstMatch(of: #/--clock-file (\S+)/#)?.output.1)
        #expect(appArguments.contains("--clock-file \(clockFile)"))
        let atStart = try String(contentsOf: folder.url.appendingPathComponent("backend-clock"), encoding: .utf8)
        #expect(atStart.trimmingCharacters(in: .whitespacesAndNewlines) == "2026-01-15T12:00:00Z")
    }

    @Test("Given a journey with a backend that never moves the clock When it runs Then the backend gets no clock file")
    func noClockFileForTheBackend() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try FakeApp.install(in: folder, named: "app")
        _ = try folder.write(Self.clockReadingBackend, to: "backend", executable: true)
        let journey = try JourneyFile(parsing: "# backend:\n> say one\none\n", name: "plain-backend")

        let result = await JourneyRunner(app: app).run(journey)

        #expect(result.passed, "\(result.report)")
        let arguments = try String(contentsOf: folder.url.appendingPathComponent("backend-args"), encoding: .utf8)
        #expect(!arguments.contains("--clock-file"))
    }
}
