import Foundation
import SystemKit
import Testing

@Suite("Given a log file path")
struct LineFileSinkTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("systemkit-tests-\(UUID().uuidString)")

    private var path: String { folder.appendingPathComponent("logs/app.log").path }

    @Test("When a sink is opened where neither folder nor file exists Then both are created and lines are written")
    func createsFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }

        let sink = try LineFileSink.appending(to: path)
        sink.write("first\n")
        sink.write("second\n")

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\nsecond\n")
    }

    @Test("When a sink opens a file that already has lines Then new lines are appended after them")
    func appends() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let earlier = try LineFileSink.appending(to: path)
            earlier.write("from an earlier run\n")
        }

        let sink = try LineFileSink.appending(to: path)
        sink.write("from this run\n")

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "from an earlier run\nfrom this run\n")
    }

    @Test("When the log folder's path is taken by a file Then opening the sink throws")
    func unusablePath() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: folder.appendingPathComponent("logs"))

        #expect(throws: (any Error).self) {
            try LineFileSink.appending(to: path)
        }
    }

    @Test("When the log file is on a full disk Then the first failed line is reported once, and nothing traps")
    func fullDisk() throws {
        let reports = LockedState<[String]>([])
        let sink = try LineFileSink.appending(to: "/dev/full") { path, failure in
            reports.withLock { $0.append("\(path): \(failure)") }
        }

        sink.write("first\n")
        sink.write("second\n")

        #expect(reports.withLock { $0 } == ["/dev/full: No space left on device"])
    }

    @Test("When a new log file is created Then only its owner can read it")
    func privateFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }

        _ = try LineFileSink.appending(to: path)

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }
}
