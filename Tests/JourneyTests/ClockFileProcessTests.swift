import Foundation
import JourneyKit
import Testing

/// `--clock-file` as the journey runner uses it: the app and a Demo run on, and the file
/// written between two commands moves the clock for the next.
@Suite("The clock moved through --clock-file while the process runs")
struct ClockFileProcessTests {
    /// Ten years after the journeys' `--now`, so that an age shown goes up by ten.
    private static let tenYearsOn = "2036-01-15T12:00:00Z\n"

    /// Opens the first contact in `executable`, moves the clock ten years on by replacing the
    /// file (as the runner does: a file beside it renamed over it), opens the contact again and
    /// expects the age ten years on; then quits.
    private func ageFollowsTheFile(_ executable: URL, arguments: [String], run: AppRun) async throws {
        let clockFile = run.work.appendingPathComponent("clock")
        let app = try InteractiveApp(
            app: executable,
            arguments: arguments + ["--now", JourneyRunner.defaultNow, "--clock-file", clockFile.path],
            environment: run.environment()
        )
        app.send("contacts")
        app.send("open 1")
        try #require(await app.waitForOutput(containing: "Age:          70 years"))
        try Data(Self.tenYearsOn.utf8).write(to: clockFile, options: .atomic)
        app.send("back")
        app.send("open 1")
        #expect(await app.waitForOutput(containing: "Age:          80 years"))
        app.send("quit")
        #expect(await app.waitForExit() == 0)
    }

    @Test(
        "Given the app started with --now and --clock-file When the file is written between commands Then the next screen shows the new time"
    )
    func appFollowsTheFile() async throws {
        let run = try AppRun(name: "clock-file-app")
        defer { run.remove() }
        try await ageFollowsTheFile(run.app, arguments: ["--in-memory"], run: run)
    }

    @Test(
        "Given ContactsDemo started with --now and --clock-file When the file is written between commands Then the next screen shows the new time"
    )
    func demoFollowsTheFile() async throws {
        let run = try AppRun(name: "clock-file-demo")
        defer { run.remove() }
        try await ageFollowsTheFile(AppLocator.app(named: "ContactsDemo"), arguments: [], run: run)
    }
}
