import Foundation
import JourneyKit
import Testing

/// `--coverage-log` as the journey runner gives it: one line per command typed, naming the
/// screen as `--describe` does and the command the word resolved to.
@Suite("The app's coverage log")
struct CoverageLogProcessTests {
    private struct Line: Decodable, Equatable {
        let screen: String
        let command: String?
    }

    @Test(
        "Given --coverage-log FILE When a script walks a few screens Then each command is a JSON line naming a described screen and command"
    )
    func logsCommands() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("coverage.jsonl")
        let script = ["contacts", "previous", "open 1", "help", "opn", "back", "search \"zoe", "home", "quit"]

        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--in-memory", "--script", "-", "--coverage-log", log.path],
            environment: DescribedApp.environment, standardInput: script.joined(separator: "\n") + "\n")

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.hasPrefix(#"{"screen":"HomeView","command":"contacts"}"# + "\n"))
        let lines = try text.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(
            lines == [
                Line(screen: "HomeView", command: "contacts"), Line(screen: "ContactsListView", command: "prev"),
                Line(screen: "ContactsListView", command: "open"), Line(screen: "ContactDetailsView", command: "help"),
                Line(screen: "ContactDetailsView", command: nil), Line(screen: "ContactDetailsView", command: "back"),
                Line(screen: "ContactsListView", command: "home"), Line(screen: "HomeView", command: "quit"),
            ])
        let description = try await DescribedApp.run().description
        for line in lines {
            #expect(description.screen(named: line.screen) != nil, "\(line.screen)")
            if let command = line.command { #expect(description.describes(screen: line.screen, command: command), "\(line)") }
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: log.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test("Given --coverage-log naming a folder When the app starts Then it says why in words and exits 64 before the session")
    func refusesAFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--in-memory", "--script", "-", "--coverage-log", folder.path],
            environment: DescribedApp.environment, standardInput: "quit\n")

        #expect(result.exitStatus == 64)
        #expect(result.standardError.contains("cannot write the coverage log \(folder.path)"))
        #expect(result.standardOutput.isEmpty)
    }
}
