import Foundation
import JourneyKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app started on a data location it cannot use, and on a new one: what it
/// says, the status it ends with, and what it leaves on disk.
@Suite("Data locations the app must refuse in words")
struct DataLocationProcessTests {
    private let hint =
        "app: Start with --in-memory to save nothing this time, or with --data-dir FOLDER to keep your data in another folder.\n"

    private func permissions(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test(
        "Given app.sqlite holds random bytes When the app starts Then it says the file is no database, names the way out, exits 73 and leaves the file"
    )
    func corruptDatabase() async throws {
        let run = try AppRun(name: "data-corrupt")
        defer { run.remove() }
        try FileManager.default.createDirectory(at: run.dataDirectory, withIntermediateDirectories: true)
        let database = run.dataDirectory.appendingPathComponent("app.sqlite")
        let bytes = Data((0..<16_384).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        try bytes.write(to: database)

        let result = try await run.run(["--data-dir", run.dataDirectory.path, "--script", "-"], standardInput: "contacts\n")

        #expect(result.termination == .exited(status: 73))
        #expect(
            result.standardError
                == "app: \(database.path) is not a database the app can read; it may be damaged. It was left exactly as it is.\n"
                + hint)
        #expect(result.standardOutput.isEmpty)
        #expect(try Data(contentsOf: database) == bytes)
    }

    @Test("Given --data-dir names a file When the app starts Then it says it is not a folder and exits 73")
    func dataDirectoryIsAFile() async throws {
        let run = try AppRun(name: "data-file")
        defer { run.remove() }
        let file = run.work.appendingPathComponent("notes.txt")
        try Data("my notes".utf8).write(to: file)

        let result = try await run.run(["--data-dir", file.path, "--script", "-"], standardInput: "where\n")

        #expect(result.termination == .exited(status: 73))
        #expect(
            result.standardError
                == "app: \(file.path) is not a folder, so the app cannot keep its data there. Nothing was changed.\n" + hint)
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes")
    }

    @Test(
        "Given app.sqlite is a symbolic link When the app starts Then it refuses it, exits 73 and writes nothing where it points")
    func symbolicLinkDatabase() async throws {
        let run = try AppRun(name: "data-link")
        defer { run.remove() }
        try FileManager.default.createDirectory(at: run.dataDirectory, withIntermediateDirectories: true)
        let target = run.work.appendingPathComponent("stolen.sqlite")
        let link = run.dataDirectory.appendingPathComponent("app.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let result = try await run.run(["--data-dir", run.dataDirectory.path, "--script", "-"], standardInput: "where\n")

        #expect(result.termination == .exited(status: 73))
        #expect(result.standardError.hasPrefix("app: \(link.path) is a symbolic link."))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test(
        "Given a data folder and database that cannot be written When the app starts Then it says they are read-only and exits 73",
        .enabled(if: Unwritable.isPossible, "this machine cannot make a file unwritable for this user")
    )
    func readOnlyDataFolder() async throws {
        let run = try AppRun(name: "data-readonly")
        defer { run.remove() }
        let first = try await run.run(["--data-dir", run.dataDirectory.path, "--script", "-"], standardInput: "where\n")
        try #require(first.succeeded, "\(first.summary)\n\(first.standardError)")
        let database = run.dataDirectory.appendingPathComponent("app.sqlite")
        let before = try Data(contentsOf: database)
        let locked = [database, run.dataDirectory]
        defer { locked.forEach(Unwritable.undo) }
        for url in locked { try #require(Unwritable.make(url)) }

        let result = try await run.run(["--data-dir", run.dataDirectory.path, "--script", "-"], standardInput: "where\n")

        #expect(result.termination == .exited(status: 73))
        #expect(result.standardError == "app: the app cannot write to \(database.path): it is read-only.\n" + hint)
        #expect(try Data(contentsOf: database) == before)
    }

    @Test("Given a new data folder When the app has saved something Then the folder is 0700 and its files 0600")
    func privateDataFolder() async throws {
        let run = try AppRun(name: "data-private")
        defer { run.remove() }

        let result = try await run.run(
            ["--data-dir", run.dataDirectory.path, "--script", "-"], standardInput: "contacts\nopen 1\nfav\n"
        )

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(try permissions(run.dataDirectory) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: run.dataDirectory.path)
        #expect(files.contains("app.sqlite"))
        for file in files {
            #expect(try permissions(run.dataDirectory.appendingPathComponent(file)) == 0o600, "\(file)")
        }
    }
}

/// Makes a file or folder unwritable even for root: `chattr +i` when running
/// as root (root writes through any mode), else a mode without write bits.
/// `nil` when neither can be done here.
private enum Unwritable {
    static func make(_ url: URL) -> Bool {
        if geteuid() != 0 {
            let mode =
                (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeDirectory
                ? 0o500 : 0o400
            return (try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)) != nil
        }
        return chattr("+i", url)
    }

    static func undo(_ url: URL) {
        if geteuid() == 0 { _ = chattr("-i", url) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
    }

    /// Whether this machine can make a file unwritable for this process.
    static let isPossible: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("unwritable-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer {
            undo(probe)
            try? FileManager.default.removeItem(at: probe)
        }
        guard make(probe) else { return false }
        return (try? Data("x".utf8).write(to: probe)) == nil
    }()

    private static func chattr(_ flag: String, _ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
