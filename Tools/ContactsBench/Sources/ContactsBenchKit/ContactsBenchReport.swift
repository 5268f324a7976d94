import Foundation
import ProductListingBenchKit

/// The printed report: the book, the save, one line per scenario next to its reference query,
/// the peak memory, and a verdict for each target.
public struct ContactsBenchReport: Sendable {
    /// What the issue asks: p99 under 5 ms for every scenario, at 100,000 contacts.
    public static let p99TargetMilliseconds = 5.0
    /// Saving the whole book must take seconds, not minutes.
    public static let saveTargetSeconds = 10.0
    /// Peak resident memory must stay under this, in bytes (100 MB).
    public static let peakMemoryTarget = 100 * 1_048_576
    /// The kinds of scenario the verdicts name, by the start of the scenario's name.
    public static let kinds = ["page", "search", "sort", "open"]

    public var contactCount: Int
    public var saveSeconds: Double
    /// Of the save, the time the stand-in server spent making pages (not the app's work).
    public var servingSeconds: Double?
    /// The first whole-book query after the save, which builds what searches and sorts read (untimed by the runs).
    public var firstWholeBookSeconds: Double?
    public var rows: [BenchRow]
    /// The process's peak resident memory while saving and while browsing, in bytes, where it could be read.
    public var savePeakBytes: Int?
    public var browsePeakBytes: Int?

    public init(
        contactCount: Int, saveSeconds: Double, servingSeconds: Double? = nil, firstWholeBookSeconds: Double? = nil,
        rows: [BenchRow], savePeakBytes: Int? = nil, browsePeakBytes: Int? = nil
    ) {
        self.contactCount = contactCount
        self.saveSeconds = saveSeconds
        self.servingSeconds = servingSeconds
        self.firstWholeBookSeconds = firstWholeBookSeconds
        self.rows = rows
        self.savePeakBytes = savePeakBytes
        self.browsePeakBytes = browsePeakBytes
    }

    public var lines: [String] {
        var lines = [
            "contacts      \(contactCount.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))))",
            String(
                format: "save          %.2f s (%.0f contacts/s)", saveSeconds, Double(contactCount) / max(saveSeconds, 0.001)),
        ]
        if let servingSeconds {
            lines.append(
                String(
                    format: "              of which %.2f s the stand-in server making pages; the app's own share %.2f s",
                    servingSeconds, saveSeconds - servingSeconds))
        }
        if let firstWholeBookSeconds {
            lines.append(String(format: "first search  %.2f s (once after the book changes)", firstWholeBookSeconds))
        }
        lines += ["", Self.row(["scenario", "median", "p99", "reference", "p99", "ratio"])]
        for row in rows {
            var cells = [row.name, Self.ms(row.fullStack.median), Self.ms(row.fullStack.p99)]
            if let reference = row.handWritten, let overhead = row.overhead {
                cells += [Self.ms(reference.median), Self.ms(reference.p99), String(format: "%.2f×", overhead.medianRatio)]
            }
            lines.append(Self.row(cells))
        }
        lines.append("")
        let peaks = [("save", savePeakBytes), ("browse", browsePeakBytes)].compactMap { name, bytes in
            bytes.map { String(format: "%@ %.1f MB", name, Self.megabytes($0)) }
        }
        if !peaks.isEmpty { lines.append("peak memory   " + peaks.joined(separator: ", ") + " (VmHWM of each phase)") }
        return lines + verdicts
    }

    /// One line per target: each kind's slowest p99, the save time, the peak memory.
    public var verdicts: [String] {
        var lines: [String] = []
        for kind in Self.kinds {
            guard let slowest = rows.filter({ $0.name.hasPrefix(kind) }).max(by: { $0.fullStack.p99 < $1.fullStack.p99 })
            else { continue }
            let met = slowest.fullStack.p99 < Self.p99TargetMilliseconds
            lines.append(
                String(
                    format: "%@ p99 < %.0f ms: %@ (slowest %.3f ms, %@)", kind, Self.p99TargetMilliseconds, Self.verdict(met),
                    slowest.fullStack.p99, slowest.name))
        }
        // Judged on the app's share: a real server makes its pages on its own machine.
        let appSeconds = saveSeconds - (servingSeconds ?? 0)
        lines.append(
            String(
                format: "save < %.0f s: %@ (%.2f s%@)", Self.saveTargetSeconds, Self.verdict(appSeconds < Self.saveTargetSeconds),
                appSeconds,
                servingSeconds == nil ? "" : String(format: " of %.2f s, the server's page making left out", saveSeconds)))
        if let highest = [savePeakBytes, browsePeakBytes].compactMap({ $0 }).max() {
            lines.append(
                String(
                    format: "peak memory < %.0f MB: %@ (highest %.1f MB)", Self.megabytes(Self.peakMemoryTarget),
                    Self.verdict(highest < Self.peakMemoryTarget), Self.megabytes(highest)))
        }
        return lines
    }

    private static func verdict(_ met: Bool) -> String { met ? "MET" : "MISSED" }

    private static func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    private static func ms(_ value: Double) -> String { String(format: "%.3f", value) }

    /// The scenario's name left-aligned in 40 columns, then each figure right-aligned in 10.
    private static func row(_ cells: [String]) -> String {
        guard let name = cells.first else { return "" }
        let head = name.count >= 40 ? name + " " : name.padding(toLength: 40, withPad: " ", startingAt: 0)
        return head
            + cells.dropFirst().map { String(repeating: " ", count: max(1, 10 - $0.count)) + $0 }.joined()
    }
}
