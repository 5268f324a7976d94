import Foundation

/// One row of the report: a scenario's full-stack figures and, when it has one, its hand-written query's.
public struct BenchRow: Sendable, Equatable, Codable {
    public let name: String
    public let fullStack: LatencySummary
    public let handWritten: LatencySummary?

    public init(name: String, fullStack: LatencySummary, handWritten: LatencySummary?) {
        self.name = name
        self.fullStack = fullStack
        self.handWritten = handWritten
    }

    public var overhead: StackOverhead? {
        handWritten.map { StackOverhead(fullStack: fullStack, handWritten: $0) }
    }
}

/// The printed report: the catalog, the import, one line per scenario, the peak memory and the targets.
public struct ListingBenchReport: Sendable {
    /// The peak resident memory of each phase, in bytes, where it could be read.
    public struct PeakMemoryByPhase: Sendable, Equatable {
        public var generate: Int?
        public var importing: Int?
        public var browsing: Int?

        public init(generate: Int? = nil, importing: Int? = nil, browsing: Int? = nil) {
            self.generate = generate
            self.importing = importing
            self.browsing = browsing
        }
    }

    public var productCount: Int
    /// `nil` when the catalog of an earlier run was used again (`--reuse`).
    public var generateSeconds: Double?
    public var importSeconds: Double?
    public var rows: [BenchRow]
    public var peakMemory: PeakMemoryByPhase
    /// The app's import beside the plain import of the same file, when both were timed.
    public var importComparison: ImportComparison?

    /// What the issue asks of each kind of scenario (the rows whose name starts with `prefix`), in milliseconds at p99.
    public static let p99Targets: [(prefix: String, milliseconds: Double)] = [("listing", 5), ("facets", 50), ("search", 50)]
    /// The full stack's median must stay within this many times the hand-written query's.
    public static let overheadTarget = 1.3
    /// The app's peak resident memory while browsing must stay under this, in bytes (60 MB);
    /// importing has its own, ``ImportComparison/peakMemoryTarget``.
    public static let peakMemoryTarget = 60 * 1_048_576

    public init(
        productCount: Int, generateSeconds: Double?, importSeconds: Double?, rows: [BenchRow],
        peakMemory: PeakMemoryByPhase = PeakMemoryByPhase(), importComparison: ImportComparison? = nil
    ) {
        self.importComparison = importComparison
        self.productCount = productCount
        self.generateSeconds = generateSeconds
        self.importSeconds = importSeconds
        self.rows = rows
        self.peakMemory = peakMemory
    }

    public var lines: [String] {
        var lines = ["products      \(Self.grouped(productCount))"]
        if let generateSeconds {
            lines.append(String(format: "generate      %.1f s", generateSeconds))
        }
        if let importComparison {
            lines += importComparison.lines
        } else if let importSeconds {
            lines.append(
                String(
                    format: "import        %.1f s (%@ products/s)", importSeconds,
                    Self.grouped(Int(Double(productCount) / max(importSeconds, 0.001)))
                ))
        } else {
            lines.append("import        the catalog of an earlier run, used again")
        }
        lines += [
            "",
            Self.pad("scenario", 52) + Self.left("median", 10) + Self.left("p99", 10) + Self.left("by hand", 10)
                + Self.left("p99", 10) + Self.left("ratio", 8),
        ]
        for row in rows {
            var line =
                Self.pad(row.name, 52) + Self.left(Self.ms(row.fullStack.median), 10) + Self.left(Self.ms(row.fullStack.p99), 10)
            if let hand = row.handWritten, let overhead = row.overhead {
                line +=
                    Self.left(Self.ms(hand.median), 10) + Self.left(Self.ms(hand.p99), 10)
                    + Self.left(String(format: "%.2f×", overhead.medianRatio), 8)
            }
            lines.append(line)
        }
        lines.append("")
        let phases = [("generate", peakMemory.generate), ("import", peakMemory.importing), ("browse", peakMemory.browsing)]
            .compactMap { name, bytes in bytes.map { String(format: "%@ %.1f MB", name, Double($0) / 1_048_576) } }
        if !phases.isEmpty {
            lines.append("peak memory   " + phases.joined(separator: ", ") + " (VmHWM of each phase)")
        }
        lines += verdicts
        return lines
    }

    /// The targets: each kind's p99, the full stack's overhead, the peak memory of importing and of browsing.
    public var verdicts: [String] {
        var lines: [String] = []
        for target in Self.p99Targets {
            let timed = rows.filter { $0.name.hasPrefix(target.prefix) }
            guard let slowest = timed.max(by: { $0.fullStack.p99 < $1.fullStack.p99 }) else { continue }
            lines.append(
                String(
                    format: "%@ p99 < %.0f ms: %@ (slowest %.2f ms, %@)", target.prefix, target.milliseconds,
                    slowest.fullStack.p99 < target.milliseconds ? "met" : "MISSED", slowest.fullStack.p99, slowest.name
                ))
        }
        if let worst = rows.filter({ $0.overhead != nil }).max(by: {
            ($0.overhead?.medianRatio ?? 0) < ($1.overhead?.medianRatio ?? 0)
        }),
            let ratio = worst.overhead?.medianRatio
        {
            lines.append(
                String(
                    format: "full stack ≤ %.1f× by hand: %@ (worst %.2f×, %@)", Self.overheadTarget,
                    ratio <= Self.overheadTarget ? "met" : "MISSED", ratio,
                    worst.name
                ))
        }
        if let comparison = importComparison {
            lines += comparison.verdicts
        } else if let importing = peakMemory.importing {
            lines.append(Self.peakVerdict("import", importing, target: ImportComparison.peakMemoryTarget))
        }
        if let browsing = peakMemory.browsing {
            lines.append(Self.peakVerdict("browse", browsing, target: Self.peakMemoryTarget))
        }
        return lines
    }

    private static func peakVerdict(_ phase: String, _ bytes: Int, target: Int) -> String {
        String(
            format: "%@ peak memory < %.0f MB: %@ (%.1f MB)", phase, Double(target) / 1_048_576,
            bytes < target ? "met" : "MISSED", Double(bytes) / 1_048_576)
    }

    private static func ms(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
