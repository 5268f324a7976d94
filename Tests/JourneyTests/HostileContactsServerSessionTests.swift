import Foundation
import JourneyKit
import TestSupport
import Testing

/// The app, as a real process, pointed with `--contacts-url` at hostile randomuser.me
/// stand-ins on loopback: what reaches the person's terminal, the log and the database.
@Suite("Given the app and a hostile contacts server", .timeLimit(.minutes(3)))
struct HostileContactsServerSessionTests {
    private let app = AppLocator.app()

    private func runApp(
        _ commands: [String], contactsURL: String, extraArguments: [String] = []
    ) async throws -> (result: AppProcessResult, work: URL) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-contacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let runner = JourneyRunner(app: app, extraArguments: ["--contacts-url", contactsURL] + extraArguments)
        let result = try await runner.processRunner.run(
            app,
            arguments: runner.arguments(dataDirectory: work.appendingPathComponent("data")),
            environment: runner.environment(workDirectory: work),
            standardInput: commands.joined(separator: "\n") + "\n",
            currentDirectory: work
        )
        return (result, work)
    }

    private func started(_ handler: @escaping LoopbackHTTPServer.Handler) throws -> LoopbackHTTPServer {
        let server = LoopbackHTTPServer(handler: handler)
        try server.start()
        return server
    }

    private func endpoint(_ server: LoopbackHTTPServer) throws -> String {
        try server.baseURL.appendingPathComponent("api/").absoluteString
    }

    @Test("When names and cities hold escapes, a window title, a hyperlink and a forged row Then stdout holds none of them")
    func escapesNeverReachTheTerminal() async throws {
        let hostile = HostileRecords.record(
            uuid: "a1", first: "\u{1B}]0;owned\u{07}\u{1B}[2JZoë\n   2. Eve · 30 years · Paris",
            last: "\u{1B}]8;;https://evil.example/\u{1B}\\Moulin\u{1B}]8;;\u{1B}\\", city: "\u{202E}Lyon\u{9B}31m"
        )
        let server = try started { _ in .json(HostileRecords.page([hostile])) }

        let (result, work) = try await runApp(["contacts", "open 1"], contactsURL: try endpoint(server))
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        let forbidden = result.standardOutput.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
        #expect(forbidden.isEmpty)
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("   2. Eve") })
        #expect(result.standardOutput.contains("Zoë    2. Eve · 30 years · Paris Moulin"))
    }

    @Test("When the body never ends Then the person is told the server sent more than 16 MB, and the session goes on")
    func endlessBody() async throws {
        let server = try started { _ in
            LoopbackHTTPResponse(body: Data(String(repeating: "x", count: 64 * 1024).utf8), framing: .endless)
        }

        // A timeout of minutes, so the 16 MB arrive before it on a loaded machine: a timed-out
        // request is tried again, which would hide whether a body over the limit is.
        let (result, work) = try await runApp(
            ["contacts", "languages"], contactsURL: try endpoint(server), extraArguments: ["--contacts-timeout", "300"])
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("The contacts server sent more than 16 MB. No contacts are saved yet."))
        #expect(result.standardOutput.contains("Language settings"))
        #expect(server.receivedRequests.count == 1)
    }

    @Test("When the body is a gzip bomb of 32 MB Then the person is told the server sent more than 16 MB")
    func gzipBomb() async throws {
        let bomb = LoopbackGzip.bomb(inflatingTo: 32 * 1024 * 1024)
        let server = try started { _ in
            LoopbackHTTPResponse(headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: bomb)
        }

        let (result, work) = try await runApp(["contacts"], contactsURL: try endpoint(server))
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("The contacts server sent more than 16 MB."))
    }

    @Test("When the server answers 401 Then it is asked once and the person is told the status")
    func unauthorized() async throws {
        let server = try started { _ in .text(status: 401) }

        let (result, work) = try await runApp(["contacts"], contactsURL: try endpoint(server))
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded)
        #expect(result.standardOutput.contains("The contacts server answered with an error (HTTP 401)."))
        #expect(server.receivedRequests.count == 1)
    }

    @Test("When the server holds 3 contacts Then the book reads page 1 of 1, 3 contacts")
    func shortBook() async throws {
        let records = (1...3).map { HostileRecords.record(uuid: "c\($0)", first: "Ana\($0)", last: "Silva", city: "Porto") }
        let server = try started { request in
            .json(HostileRecords.page(request.queryValue("page") == "1" ? records : []))
        }

        let (result, work) = try await runApp(["contacts", "next"], contactsURL: try endpoint(server))
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded)
        #expect(result.standardOutput.contains("Page 1 of 1 · 3 contacts"))
        #expect(!result.standardOutput.contains("of 25"))
    }

    @Test(
        "When --contacts-count 40 is given Then the list says the contacts seen so far until its last page, then 2 pages of 20"
    )
    func contactsCount() async throws {
        let records = (1...20).map { HostileRecords.record(uuid: "p\($0)", first: "Ana\($0)", last: "Silva", city: "Porto") }
        let server = try started { _ in .json(HostileRecords.page(records)) }

        let (result, work) = try await runApp(
            ["contacts", "next"], contactsURL: try endpoint(server), extraArguments: ["--contacts-count", "40"])
        defer { try? FileManager.default.removeItem(at: work) }

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("Page 1 · 20 contacts so far"))
        #expect(result.standardOutput.contains("Page 2 of 2 · 40 contacts"))
    }

    @Test("When the contacts URL carries a password and an API key Then neither the trace log nor the database holds them")
    func credentialsNeverWritten() async throws {
        let records = (1...20).map { HostileRecords.record(uuid: "s\($0)", first: "Ana\($0)", last: "Silva", city: "Porto") }
        // Page 1 is saved (its book named in the database); page 2 fails, so its URL is logged.
        let server = try started { request in
            request.queryValue("page") == "1" ? .json(HostileRecords.page(records)) : .text(status: 500)
        }
        let port = try #require(server.port)
        let url = "http://ana:hunter2@127.0.0.1:\(port)/api/?apikey=abc123"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-contacts-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let logFile = work.appendingPathComponent("app.log")

        let (result, runWork) = try await runApp(
            ["contacts", "next"], contactsURL: url, extraArguments: ["--log-level", "trace", "--log-file", logFile.path]
        )
        defer { try? FileManager.default.removeItem(at: runWork) }

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        let log = try String(contentsOf: logFile, encoding: .utf8)
        #expect(log.contains("127.0.0.1"))
        let dataFolder = runWork.appendingPathComponent("data")
        let databaseFiles = try FileManager.default.contentsOfDirectory(at: dataFolder, includingPropertiesForKeys: nil)
            .map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        #expect(!databaseFiles.isEmpty)
        let written = [log, result.standardOutput, result.standardError] + databaseFiles
        #expect(written.allSatisfy { !$0.contains("hunter2") && !$0.contains("abc123") })
    }
}

/// randomuser.me records and pages written for these tests.
enum HostileRecords {
    /// A complete record; `first`, `last` and `city` are written as JSON strings, escapes and all.
    static func record(uuid: String, first: String, last: String, city: String) -> String {
        #"""
        {"gender":"female","name":{"title":"Ms","first":\#(json(first)),"last":\#(json(last))},"location":{"street":{"number":4,"name":"Rua Nova"},"city":\#(json(city)),"state":"Porto","country":"Portugal","postcode":"4000-123","coordinates":{"latitude":"41.1","longitude":"-8.6"},"timezone":{"offset":"0:00","description":"Lisbon"}},"email":"ana@example.com","login":{"uuid":"\#(uuid)","username":"ana1"},"dob":{"date":"1990-01-15T12:00:00.000Z","age":36},"registered":{"date":"2015-09-30T07:45:12.250Z","age":10},"phone":"22 123 4567","cell":"91 234 5678","id":{"name":"","value":null},"picture":{"large":"","medium":"","thumbnail":""},"nat":"PT"}
        """#
    }

    /// A response of `records` (JSON texts).
    static func page(_ records: [String]) -> String {
        #"{"results":[\#(records.joined(separator: ","))],"info":{"seed":"mosaic","results":\#(records.count),"page":1,"version":"1.4"}}"#
    }

    private static func json(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
