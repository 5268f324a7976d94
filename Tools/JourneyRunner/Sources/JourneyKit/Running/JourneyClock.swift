import Foundation

/// The journey's clock: the instant its sessions start at (`--now`), moved by its `> clock`
/// lines. A journey that moves it runs each session with `--clock-file FILE` too; the runner
/// writes the new instant there (a new file renamed into place, so the app never reads half
/// of one) once every command before the `> clock` line is done, and the app reads it from
/// its next command on. Later sessions start at the moved instant.
public struct JourneyClock: Sendable {
    public private(set) var instant: Date
    /// The file the running app reads the instant from; nil when the journey never moves it.
    public let file: URL?

    public init(instant: Date, file: URL?) {
        self.instant = instant
        self.file = file
    }

    /// The instant as the app's `--now` takes it.
    public var text: String { Self.text(of: instant) }

    /// Moves the clock and writes the file; a message when the file cannot be written.
    public mutating func apply(_ directive: ClockDirective) -> String? {
        instant = directive.applied(to: instant)
        return writeFile()
    }

    /// Writes the current instant to the file.
    public func writeFile() -> String? {
        guard let file else { return nil }
        let fresh = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
        do {
            try Data((text + "\n").utf8).write(to: fresh)
            guard rename(fresh.path, file.path) == 0 else {
                try? FileManager.default.removeItem(at: fresh)
                return "cannot move the clock: rename failed (errno \(errno))"
            }
            return nil
        } catch {
            return "cannot move the clock: \(error.localizedDescription)"
        }
    }

    /// `2026-01-15T12:00:00Z`.
    public static func text(of instant: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: instant)
    }

    /// An ISO 8601 instant, with or without fractional seconds; nil for anything else.
    public static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
