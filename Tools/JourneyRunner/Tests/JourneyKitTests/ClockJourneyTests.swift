import Foundation
import JourneyKit
import Testing

@Suite("Journeys that move the clock")
struct ClockJourneyTests {
    @Test(
        "Given > clock +8h When the journey runs Then the running app reads the moved instant from its clock file, and a later session starts at it"
    )
    func movesTheClock() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: """
                > time
                2026-01-15T12:00:00Z
                > clock +8h
                > time
                2026-01-15T20:00:00Z
                > clock +1d2h30m
                > time
                2026-01-16T22:30:00Z
                > restart
                > now
                2026-01-16T22:30:00Z
                > clock 2026-03-01T08:00:00Z
                > time
                2026-03-01T08:00:00Z
                """, name: "clock.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.sessions.count == 2)
    }

    @Test("Given # app: --now pinning another instant When the journey moves the clock Then it moves from that instant")
    func movesFromPinnedInstant() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: "# app: --now 2026-02-01T08:00:00Z\n> clock +1h\n> time\n2026-02-01T09:00:00Z\n", name: "pinned.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
    }

    @Test("Given a journey that never moves the clock When it runs Then the app gets no clock file")
    func noClockFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(parsing: "> args\n...\n", name: "plain.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.blocks[0].actual?.first?.contains("--clock-file") == false)
    }

    @Test(
        "Given a > clock line that says no time When the journey is parsed Then the error names its line",
        arguments: ["> clock soon", "> clock +8", "> clock +h", "> clock 2026-13-01T00:00:00Z", "> clock +1h extra"])
    func refusesBadClockLines(_ line: String) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: "> a\n\(line)\n", name: "j") }
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("\"> clock\" takes a move such as +90s") == true)
    }

    @Test("Given moves of each unit When applied Then they add up, and - moves back")
    func units() throws {
        let start = try #require(JourneyClock.date(from: "2026-01-15T12:00:00Z"))
        let moves: [(String, String)] = [
            ("clock +90s", "2026-01-15T12:01:30Z"), ("clock +20m", "2026-01-15T12:20:00Z"),
            ("clock -1d", "2026-01-14T12:00:00Z"), ("clock +1d1h1m1s", "2026-01-16T13:01:01Z"),
        ]
        for (line, expected) in moves {
            let directive = try #require(try ClockDirective.parse(line))
            #expect(JourneyClock.text(of: directive.applied(to: start)) == expected)
        }
    }
}
