import Foundation

/// The process's peak resident memory, as Linux counts it (`VmHWM` in `/proc/self/status`),
/// and a way to start counting it again, so each phase of the bench has its own peak.
public enum PeakMemory {
    /// The peak in bytes from the text of a `/proc/<pid>/status` file; `nil` when it has no `VmHWM` line.
    public static func bytes(fromStatus status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace)
            guard let value = fields.first.flatMap({ Int($0) }) else { return nil }
            let unit = fields.dropFirst().first?.lowercased() ?? "kb"
            return unit == "kb" ? value * 1_024 : value
        }
        return nil
    }

    /// This process's peak since it started or since the last `reset()`; `nil` where `/proc` is not there (macOS).
    public static func ofThisProcess() -> Int? {
        // /proc files say they are empty, so read them to the end rather than by their size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return bytes(fromStatus: String(decoding: data, as: UTF8.self))
    }

    /// Sets the peak back to what the process holds now (`5` written to `/proc/self/clear_refs`,
    /// Linux 4.0 and later). Returns whether it could.
    @discardableResult
    public static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}
