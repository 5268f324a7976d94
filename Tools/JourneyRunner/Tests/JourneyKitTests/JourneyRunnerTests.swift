import Foundation
import JourneyKit
import Testing

@Suite("JourneyRunner")
struct JourneyRunnerTests {
    @Test("Given a journey whose output matches When it runs against the app Then it passes with an empty report")
    func passes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(
            parsing: "# greet\n> say hello\nhello\n> count\nline 1\n...\n> now\n2026-01-15T12:00:00Z\n", name: "greet.journey")

        let result = await runner.run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.report.isEmpty)
        #expect(result.sessions.count == 1)
        #expect(result.blocks.map(\.actual) == [["hello"], ["line 1", "line 2", "line 3"], ["2026-01-15T12:00:00Z"]])
    }

    @Test("Given a journey whose output differs When it runs Then it fails with a diff naming the command")
    func failsWithDiff() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(parsing: "> say hello\nhello\n> say bye\nciao\n", name: "bye.journey")

        let result = await runner.run(journey)

        #expect(!result.passed)
        #expect(
            result.report == """
                bye.journey:3: output of "> say bye" differs
                --- expected (bye.journey:3)
                +++ actual
                -ciao
                +bye
                """)
    }

    @Test(
        "Given a journey with quit in the middle When it runs Then the commands after it run in a new process on the same data directory"
    )
    func restartKeepsData() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(
            parsing: "> recall\nnothing\n> remember lamp\nremembered\n> quit\n> recall\nlamp\n> exit\n> recall\nlamp\n",
            name: "restart.journey")

        let result = await runner.run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.sessions.count == 3)
    }

    @Test("Given two journeys When each runs Then each gets a fresh data directory")
    func freshDataDirectory() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))

        let first = await runner.run(try JourneyFile(parsing: "> remember lamp\nremembered\n", name: "a"))
        let second = await runner.run(try JourneyFile(parsing: "> recall\nnothing\n", name: "b"))

        #expect(first.passed, "\(first.report)")
        #expect(second.passed, "\(second.report)")
    }

    @Test(
        "Given a polluted environment When the app runs Then it gets C.UTF-8, NO_COLOR, no LC_ALL, XDG_DATA_HOME in the temp dir and nothing else"
    )
    func environment() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(
            parsing: "> env\nLANG=C.UTF-8\nLC_ALL=unset\nNO_COLOR=1\nSECRET=unset\nXDG_DATA_HOME beside the data dir\n",
            name: "env")

        let result = await runner.run(journey)
        let environment = runner.environment(
            workDirectory: URL(fileURLWithPath: "/tmp/w"),
            inheritingFrom: ["PATH": "/bin", "HOME": "/root", "LC_ALL": "de_DE", "SECRET": "x", "LANG": "de_DE"]
        )

        #expect(result.passed, "\(result.report)")
        #expect(
            environment == [
                "PATH": "/bin", "HOME": "/root", "LANG": "C.UTF-8", "NO_COLOR": "1", "XDG_DATA_HOME": "/tmp/w/xdg-data",
            ])
    }

    @Test("Given an app that exits with a failure When a journey runs Then it fails showing the exit status and stderr")
    func appFailure() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(parsing: "> say hi\nhi\n> crash\n> say never\nnever\n", name: "crash.journey")

        let result = await runner.run(journey)

        #expect(!result.passed)
        #expect(result.blocks.map(\.matched) == [true, true, false])
        #expect(result.report.contains("crash.journey:4: \"> say never\" was never echoed"))
        #expect(
            result.report.contains(
                "crash.journey:1: session 1: the app exited with status 3\nstderr:\n    fake app starting\n    something broke"))
        #expect(JourneyRecorder.render(result) == nil)
    }

    @Test("Given an app that hangs When a journey runs with a short time limit Then it fails saying the app was stopped")
    func appHangs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder), timeout: .milliseconds(500))
        let journey = try JourneyFile(parsing: "> hang\n", name: "hang.journey")

        let result = await runner.run(journey)

        #expect(!result.passed)
        #expect(result.report.contains("session 1: the app did not finish within 0.5 s and was stopped"))
    }

    @Test("Given no app binary When a journey runs Then it fails saying the app could not start")
    func missingApp() async throws {
        let runner = JourneyRunner(app: URL(fileURLWithPath: "/nonexistent/app"))
        let journey = try JourneyFile(parsing: "> home\n> quit\n> home\n", name: "j.journey")

        let result = await runner.run(journey)

        #expect(!result.passed)
        #expect(result.sessions.count == 1)
        #expect(result.blocks.count == 3)
        #expect(result.report.contains("j.journey:1: session 1 could not start the app: no executable at /nonexistent/app"))
    }

    @Test("Given an unparsable journey file When it runs Then it is malformed, with the parse error at its line")
    func unparsableFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Products\n> products\n", to: "bad.journey")

        let results = await JourneyRunner(app: URL(fileURLWithPath: "/bin/cat")).run(fileAt: file, name: "bad.journey")

        #expect(results.count == 1)
        #expect(results.first?.passed == false)
        #expect(results.first?.malformed != nil)
        #expect(results.first?.report.hasPrefix("bad.journey:1: expected a command") == true)
    }

    @Test("Given a journey with output that changed When it runs and is recorded Then the file text holds the new output")
    func recordsRun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(parsing: "# greet\n> say hello\nhi\n\n> count\n...\n", name: "j")

        let result = await runner.run(journey)

        #expect(!result.passed)
        #expect(JourneyRecorder.render(result) == "# greet\n> say hello\nhello\n\n> count\n...\n")
    }
}
