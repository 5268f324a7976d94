import Foundation

/// One row of the report: a scenario's full-stack figures and, when it has one, its hand-written query's.
public struct BenchRow: Sendable, Equatable {
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

    /// A listing page's p99 must stay under this, in milliseconds.
    public static let listingP99Target = 5.0
    /// The full stack's median must stay within this many times the hand-written query's.
    public static let overheadTarget = 1.3

    public init(
        productCount: Int, generateSeconds: Double?, importSeconds: Double?, rows: [BenchRow], peakMemory: PeakMemoryByPhase = PeakMemoryByPhase()
    ) {
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
        if let importSeconds {
            lines.append(String(
                format: "import        %.1f s (%@ products/s)", importSeconds, Self.grouped(Int(Double(productCount) / max(importSeconds, 0.001)))
            ))
        } else {
            lines.append("import        the catalog of an earlier run, used again")
        }
        lines += [
            "",
            Self.pad("scenario", 40) + Self.left("median", 10) + Self.left("p99", 10) + Self.left("by hand", 10) + Self.left("p99", 10) + Self.left("ratio", 8),
        ]
        for row in rows {
            var line = Self.pad(row.name, 40) + Self.left(Self.ms(row.fullStack.median), 10) + Self.left(Self.ms(row.fullStack.p99), 10)
            if let hand = row.handWritten, let overhead = row.overhead {
                line += Self.left(Self.ms(hand.median), 10) + Self.left(Self.ms(hand.p99), 10) + Self.left(String(format: "%.2f×", overhead.medianRatio), 8)
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

    /// The targets: a listing page's p99 and the full stack's overhead.
    public var verdicts: [String] {
        let listing = rows.filter { $0.name.hasPrefix("listing") }
        let slowest = listing.map(\.fullStack.p99).max() ?? 0
        let worstRatio = rows.compactMap { $0.overhead?.medianRatio }.max() ?? 0
        return [
            String(format: "listing p99 ≤ %.0f ms: %@ (slowest %.2f ms)", Self.listingP99Target, slowest <= Self.listingP99Target ? "met" : "MISSED", slowest),
            String(format: "full stack ≤ %.1f× by hand: %@ (worst %.2f×)", Self.overheadTarget, worstRatio <= Self.overheadTarget ? "met" : "MISSED", worstRatio),
        ]
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
