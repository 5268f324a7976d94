import Foundation
import JourneyKit
import Testing

/// `Tests/Journeys`, found from this file's place in the repository.
private let journeysFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/JourneyTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Journeys", isDirectory: true)

/// Journeys in this folder run against a contacts server that cannot be reached.
let offlineJourneysFolderName = "offline"

/// Every journey, as its path under `Tests/Journeys`; a journey with an examples table once
/// per row, its row's values after the path (`shop.journey [es, MX]`), so each row is a test.
private let allJourneyNames = JourneyDiscovery.journeyFiles(in: journeysFolder).flatMap { file in
    let path = JourneyDiscovery.displayName(of: file, relativeTo: journeysFolder)
    let journeys = (try? JourneyLoader.journeys(fileAt: file, name: path)) ?? []
    return journeys.count > 1 ? journeys.map(\.name) : [path]
}

/// Journeys in this folder run against the `gallery` binary, not the app.
let galleryJourneysFolderName = "gallery"

/// The journeys that run on the bundled data.
private let journeyNames = allJourneyNames.filter {
    !$0.hasPrefix(offlineJourneysFolderName + "/") && !$0.hasPrefix(galleryJourneysFolderName + "/")
}

/// The journeys of the component gallery (`Tools/Gallery`).
private let galleryJourneyNames = allJourneyNames.filter { $0.hasPrefix(galleryJourneysFolderName + "/") }

/// The journeys that run with `--contacts-url` at a server that is down.
private let offlineJourneyNames = allJourneyNames.filter { $0.hasPrefix(offlineJourneysFolderName + "/") }

/// How many journeys run at once: as `journey --jobs`, the number of cores (or `JOURNEY_JOBS`).
private let journeySlots = JourneySlots(count: JourneySlots.defaultCount())

/// Runs every `Tests/Journeys/**/*.journey` against the `app` binary built
/// beside this test executable (or `$JOURNEY_APP`). See
/// `Tools/JourneyRunner/README.md` for the format and for record mode.
@Suite("Journeys")
struct JourneyTests {
    @Test("Given Tests/Journeys When it is searched for journeys Then at least one is found")
    func journeysExist() {
        #expect(
            !journeyNames.isEmpty,
            "No .journey files found under \(journeysFolder.path). Add journeys there (format: Tools/JourneyRunner/README.md)."
        )
    }

    @Test("Given a journey When it runs against the built app Then every command's output matches", arguments: journeyNames)
    func journey(_ name: String) async throws {
        try await run(name, on: "app")
    }

    @Test(
        "Given a component of the gallery When its journey runs against the built gallery Then every command's output matches",
        arguments: galleryJourneyNames
    )
    func galleryJourney(_ name: String) async throws {
        try await run(name, on: "gallery")
    }

    @Test(
        "Given a contacts server that cannot be reached When an offline journey runs Then every command's output matches",
        arguments: offlineJourneyNames
    )
    func offlineJourney(_ name: String) async throws {
        try await run(name, on: "app", extraArguments: ["--contacts-url", try ClosedLoopbackPort.url()])
    }

    /// Runs the journey `name` against `program` (built beside this test executable; the app
    /// may be named by `$JOURNEY_APP` instead) and records its report when it fails.
    private func run(_ name: String, on program: String, extraArguments: [String] = []) async throws {
        let executable = AppLocator.app(
            named: program, environment: program == "app" ? ProcessInfo.processInfo.environment : [:])
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "No \(program) binary at \(executable.path). Build it (swift build --product \(program)) or set \(AppLocator.overrideVariable)."
        )
        let path = name.range(of: " [").map { String(name[..<$0.lowerBound]) } ?? name
        let journeys: [JourneyFile]
        do {
            journeys = try JourneyLoader.journeys(
                fileAt: journeysFolder.appendingPathComponent(path), name: "Tests/Journeys/\(path)")
        } catch {
            Issue.record(Comment(rawValue: "\(error)"))
            return
        }
        let journey = try #require(
            journeys.first { $0.name == "Tests/Journeys/\(name)" } ?? (journeys.count == 1 ? journeys.first : nil),
            "No journey named \(name) in Tests/Journeys/\(path)")
        let runner = JourneyRunner(app: executable, extraArguments: extraArguments)
        let result = await journeySlots.run { await runner.run(journey) }
        if !result.passed {
            Issue.record(Comment(rawValue: result.report))
        }
    }
}
