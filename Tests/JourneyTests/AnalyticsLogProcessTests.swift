import Foundation
import JourneyKit
import Testing

/// `--analytics-log` as a person gives it: a file that fills with events, or a place
/// that cannot hold one.
@Suite("The app's analytics log")
struct AnalyticsLogProcessTests {
    private let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    @Test(
        "Given --analytics-log FILE When a session opens contacts Then the file holds one JSON line per event, readable by its owner only"
    )
    func logsEvents() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("events.jsonl")

        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(),
            arguments: ["--in-memory", "--script", "-", "--now", "2026-01-15T12:00:00Z", "--analytics-log", log.path],
            environment: environment, standardInput: "contacts\nquit\n"
        )

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text == #"{"time":"2026-01-15T12:00:00Z","type":"screen_view","name":"contacts","properties":{}}"# + "\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: log.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test("Given --analytics-log naming a folder When the app starts Then it says why in words and exits 64 before the session")
    func refusesAFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--in-memory", "--script", "-", "--analytics-log", folder.path],
            environment: environment, standardInput: "quit\n"
        )

        #expect(result.exitStatus == 64)
        #expect(result.standardError.contains("cannot write the analytics log \(folder.path)"))
        #expect(result.standardOutput.isEmpty)
    }
}
