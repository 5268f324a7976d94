import AppCore
import Foundation
import Testing

/// A folder of its own for one test's clock file, removed at the end.
private final class ClockFolder {
    let folder: URL
    var file: URL { folder.appendingPathComponent("clock") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("clock-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` as the journey runner does: into a file beside it, renamed over it.
    func replace(with text: String) throws {
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// Writes `text` into the file itself, as a person's editor or `echo … >` may.
    func overwrite(with text: String) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
    }
}

@Suite("Given a clock that follows a clock file")
struct ClockFileAppClockTests {
    /// 2026-01-15T12:00:00Z, the journeys' `--now`.
    private let start = Date(timeIntervalSince1970: 1_768_478_400)
    /// 2026-01-15T20:00:00Z, eight hours on.
    private let eightHoursOn = Date(timeIntervalSince1970: 1_768_507_200)
    /// 2026-01-16T20:00:00Z, a day after that.
    private let aDayLater = Date(timeIntervalSince1970: 1_768_593_600)

    @Test("When no file has been written Then it reads the instant it started at")
    func readsStart() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        #expect(clock.now() == start)
        #expect(clock.now() == start)
    }

    @Test("When the file is written after the clock was read Then it reads the file's instant from then on")
    func followsAWrite() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        _ = clock.now()
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        #expect(clock.now() == eightHoursOn)
        #expect(clock.now() == eightHoursOn)
    }

    @Test("When the file is written a second time Then it reads the second instant")
    func followsASecondWrite() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        _ = clock.now()
        try folder.replace(with: "2026-01-16T20:00:00Z\n")
        #expect(clock.now() == aDayLater)
    }

    @Test("When the file is rewritten in place with text of the same length at once Then it reads the new instant")
    func followsAnInPlaceWrite() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "2026-01-15T20:00:00Z")
        #expect(clock.now() == eightHoursOn)
        try folder.overwrite(with: "2026-01-16T20:00:00Z")
        #expect(clock.now() == aDayLater)
    }

    @Test("When the instant has white space and newlines around it Then it is read all the same")
    func trimsWhiteSpace() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "  2026-01-15T20:00:00Z \r\n\n")
        #expect(clock.now() == eightHoursOn)
    }

    @Test("When the file is removed Then it keeps reading the last instant the file held")
    func keepsInstantWhenRemoved() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        _ = clock.now()
        try FileManager.default.removeItem(at: folder.file)
        #expect(clock.now() == eightHoursOn)
    }

    @Test(
        "When the file comes to hold something that is not an instant Then it keeps reading the last instant",
        arguments: ["tomorrow", "", "2026-02-30", String(repeating: "2026-01-16T20:00:00Z", count: 20)]
    )
    func keepsInstantOnGarbage(text: String) throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        _ = clock.now()
        try folder.replace(with: text)
        #expect(clock.now() == eightHoursOn)
    }

    @Test("When the file holds bytes that are not text Then it keeps reading the instant it started at")
    func keepsStartOnBinary() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: folder.file)
        #expect(clock.now() == start)
    }

    @Test("When the path names a folder Then it keeps reading the instant it started at")
    func keepsStartOnFolder() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.folder.path, startingAt: start)
        #expect(clock.now() == start)
    }

    @Test("When garbage is replaced by an instant Then it reads that instant")
    func recoversAfterGarbage() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        try folder.replace(with: "not yet")
        #expect(clock.now() == start)
        try folder.replace(with: "2026-01-16T20:00:00Z")
        #expect(clock.now() == aDayLater)
    }

    @Test("When the file already holds an instant before the clock is first read Then the file's instant wins over the start")
    func fileWrittenBeforeStartWins() throws {
        let folder = try ClockFolder()
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        #expect(clock.now() == eightHoursOn)
    }

    @Test("When it starts from the machine's clock and no file is written Then it tells the machine's current time")
    func startsFromSystemClock() throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, start: SystemAppClock())
        let before = Date()
        let now = clock.now()
        #expect(before <= now && now <= Date())
    }

    @Test("When many threads read it while the file is rewritten Then each reading is one of the instants written")
    func concurrentReads() async throws {
        let folder = try ClockFolder()
        let clock = ClockFileAppClock(path: folder.file.path, startingAt: start)
        let written = [start, eightHoursOn, aDayLater]
        let readings = try await withThrowingTaskGroup(of: [Date].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<200).map { _ in clock.now() } }
            }
            for text in ["2026-01-15T20:00:00Z\n", "2026-01-16T20:00:00Z\n"] {
                try folder.replace(with: text)
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(readings.allSatisfy(written.contains))
        #expect(clock.now() == aDayLater)
    }
}

@Suite("Given the clock options of a command line")
struct AppClockChoiceTests {
    @Test("When neither --now nor --clock-file is given Then the clock is the machine's")
    func systemClock() {
        #expect(AppClockChoice.clock(now: nil, clockFile: nil) is SystemAppClock)
    }

    @Test("When only --now is given Then the clock is fixed at that instant")
    func fixedClock() throws {
        let clock = try #require(AppClockChoice.clock(now: "2026-01-15T12:00:00Z", clockFile: nil) as? FixedAppClock)
        #expect(clock.instant == Date(timeIntervalSince1970: 1_768_478_400))
    }

    @Test("When --now and --clock-file are given Then the clock starts at --now and follows the file")
    func clockFile() throws {
        let folder = try ClockFolder()
        let clock = AppClockChoice.clock(now: "2026-01-15T12:00:00Z", clockFile: folder.file.path)
        #expect(clock.now() == Date(timeIntervalSince1970: 1_768_478_400))
        try folder.replace(with: "2026-01-15T20:00:00Z\n")
        #expect(clock.now() == Date(timeIntervalSince1970: 1_768_507_200))
    }
}
